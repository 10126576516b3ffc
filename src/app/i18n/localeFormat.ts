/**
 * Numbers and dates in the reader's locale, without floats: money arrives as decimal strings (the hub
 * formats them to the pair's precision) and only the *notation* changes here — grouping, decimal mark,
 * sign, percent sign — never the digits' value or count.
 *
 * Decisions:
 * 1. Latin digits in every locale (`nu-latn`; ar-SA would default to Arabic-Indic): traders compare
 *    prices digit by digit with other venues and type them back into order forms with Latin digits.
 * 2. The integer part is formatted as a BigInt, which Intl formats exactly and with the locale's own
 *    grouping (Indian lakh groups in hi-IN, no group for four digits in es-ES and pl-PL); the fraction
 *    digits are copied as they are, behind the locale's decimal mark.
 * 3. Dates use the Gregorian calendar (ar-SA and th-TH default to others) and times a 24-hour clock.
 */

const PLAIN_DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

interface NumberSymbols {
  format: Intl.NumberFormat;
  decimal: string;
  /** What stands before a negative number (ar-SA adds a direction mark to the minus). */
  minus: string;
  plus: string;
  percentPrefix: string;
  percentSuffix: string;
  /** Integer parts already grouped (`"97021"` → `"97,021"`), at most GROUPED_LIMIT of them. */
  grouped: Map<string, string>;
}

/**
 * A book's figures share few integer parts (its prices' one or two, the zero of every small size), and
 * Intl's formatting of a BigInt costs more than the rest of a figure: each is formatted once.
 */
const GROUPED_LIMIT = 4096;

const symbolsCache = new Map<string, NumberSymbols>();

/** The text around the integer part of a probe, split into before and after. */
function around(parts: Intl.NumberFormatPart[]): [string, string] {
  const index = parts.findIndex((part) => part.type === 'integer');
  const text = (list: Intl.NumberFormatPart[]) =>
    list
      .filter((part) => part.type !== 'decimal' && part.type !== 'fraction' && part.type !== 'group')
      .map((part) => part.value)
      .join('');
  return [text(parts.slice(0, index)), text(parts.slice(index + 1))];
}

function symbolsOf(locale: string): NumberSymbols {
  const cached = symbolsCache.get(locale);
  if (cached) return cached;
  const options = { numberingSystem: 'latn' } as const;
  const format = new Intl.NumberFormat(locale, options);
  // Probes are constants with exact binary forms; no money passes through Number here.
  const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const signed = new Intl.NumberFormat(locale, { ...options, signDisplay: 'always' });
  const [minus] = around(signed.formatToParts(-1));
  const [plus] = around(signed.formatToParts(1));
  const percent = new Intl.NumberFormat(locale, { ...options, style: 'percent', signDisplay: 'never' });
  const [percentPrefix, percentSuffix] = around(percent.formatToParts(0.5));
  const symbols = { format, decimal, minus, plus, percentPrefix, percentSuffix, grouped: new Map() };
  symbolsCache.set(locale, symbols);
  return symbols;
}

function splitDecimal(value: string) {
  const match = PLAIN_DECIMAL.exec(value);
  if (!match) return undefined;
  const [, sign = '', integer = '0', fraction] = match;
  return { sign, integer, fraction };
}

function group(symbols: NumberSymbols, integer: string): string {
  let grouped = symbols.grouped.get(integer);
  if (grouped === undefined) {
    if (symbols.grouped.size >= GROUPED_LIMIT) symbols.grouped.clear();
    grouped = symbols.format.format(BigInt(integer));
    symbols.grouped.set(integer, grouped);
  }
  return grouped;
}

function body(symbols: NumberSymbols, integer: string, fraction: string | undefined): string {
  const grouped = group(symbols, integer);
  return fraction === undefined ? grouped : `${grouped}${symbols.decimal}${fraction}`;
}

function signOf(symbols: NumberSymbols, sign: string): string {
  if (sign === '-') return symbols.minus;
  return sign === '+' ? symbols.plus : '';
}

/**
 * A plain decimal string (`"-1234.5600"`, `"+0.5"`) in the locale's notation, every digit kept
 * (`de-DE` → `"-1.234,5600"`). Anything else (`"--"`, a placeholder, an already formatted text) is
 * returned unchanged, so a panel's placeholder passes through.
 */
export function formatDecimalForLocale(value: string, locale: string): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const symbols = symbolsOf(locale);
  return signOf(symbols, parts.sign) + body(symbols, parts.integer, parts.fraction);
}

/**
 * A percentage given as a decimal string of percent points (`"+1.23"` → en `"+1.23%"`, fr-FR
 * `"+1,23 %"`, tr-TR `"+%1,23"`). A text that is not a plain decimal is returned unchanged.
 */
export function formatPercentForLocale(points: string, locale: string): string {
  const parts = splitDecimal(points);
  if (!parts) return points;
  const symbols = symbolsOf(locale);
  const number = body(symbols, parts.integer, parts.fraction);
  return `${signOf(symbols, parts.sign)}${symbols.percentPrefix}${number}${symbols.percentSuffix}`;
}

/**
 * What a formatted moment shows: `time` hh:mm:ss, `minutes` hh:mm, `date` the day in digits, `dateTime`
 * both, `dateMinutes` a day with the month's short name and hh:mm (the chart's summary), and `year`,
 * `month` (short name), `day` alone (the chart's time axis marks).
 */
export type DateTimeStyle =
  'time' | 'minutes' | 'date' | 'dateTime' | 'dateMinutes' | 'year' | 'month' | 'day';

const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

const STYLE_OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  time: { ...CLOCK, second: '2-digit' },
  minutes: CLOCK,
  date: DAY,
  dateTime: { ...DAY, ...CLOCK, second: '2-digit' },
  dateMinutes: { year: 'numeric', month: 'short', day: 'numeric', ...CLOCK },
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { day: 'numeric' },
};

const dateCache = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of epoch milliseconds for the locale. `timeZone` defaults to the reader's own; pass
 * `'UTC'` where the spec fixes UTC (the chart's time scale, spec 000 §9).
 */
export function createDateTimeFormat(
  locale: string,
  style: DateTimeStyle,
  timeZone?: string,
): (epochMs: number) => string {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let format = dateCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...STYLE_OPTIONS[style],
      calendar: 'gregory',
      numberingSystem: 'latn',
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    dateCache.set(key, format);
  }
  const chosen = format;
  return (epochMs) => chosen.format(epochMs);
}

/** "5 seconds ago", "2 minutes ago" in the locale, with Latin digits as every number on the page. */
export function formatTimeAgo(value: number, unit: Intl.RelativeTimeFormatUnit, locale: string): string {
  const latin = new Intl.Locale(locale, { numberingSystem: 'latn' }).toString();
  return new Intl.RelativeTimeFormat(latin, { numeric: 'always' }).format(-value, unit);
}
