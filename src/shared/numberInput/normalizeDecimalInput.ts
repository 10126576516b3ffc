/**
 * What a number input does with what is typed or pasted (spec 000 §5 "Number input accepts an optional
 * sign, digits and a decimal part, cut to the given precision"): it becomes a canonical plain decimal,
 * or it is refused with a reason. It is never kept as typed. Each case, deliberately:
 *
 * - White space around it goes (" 12 " → "12"), as do leading zeros ("00050" → "50") and a plus sign
 *   ("+5" → "5"). A minus sign stays ("-5"): the bounds, not the syntax, refuse a negative price.
 * - Digits of other scripts count as their ASCII digits: Arabic-Indic ("٣٫١٤" → "3.14", with the
 *   Arabic decimal separator ٫ and thousands separator ٬), Extended Arabic-Indic, Devanagari, Thai
 *   and fullwidth digits (the scripts of our locales).
 * - The fraction is cut (not rounded) to `decimals` digits: "1.239" at 2 → "1.23".
 * - Grouping is taken out where it cannot be misread: with both separators the last one is the decimal
 *   ("1,000.5" → "1000.5", "1.000,5" → "1000.5"); a separator repeated ("1,000,000", "1.000.000") or
 *   a space between groups ("1 000") groups. Groups must be whole: three digits (or the Indian
 *   "1,00,000"), else `notANumber`.
 * - A lone dot is the decimal. A lone comma is the decimal too ("1,5" → "1.5", the keypad of many
 *   locales), except before exactly three digits: "1,000" is a thousand in one locale and one in
 *   another, so it is refused (`ambiguousSeparator`) rather than guessed.
 * - An exponent ("1e-5") is refused (`exponent`): the spec's grammar has none, and a mistyped exponent
 *   moves a value by orders of magnitude.
 * - More than 30 integer digits is refused (`tooLong`); anything else is `notANumber`.
 *
 * `value` is the canonical decimal the checks and requests use ("" while nothing is typed: "", "-",
 * "."); `text` is what the field shows: the same digits, plus what typing is half-way through (a
 * trailing separator, fraction zeros within the precision, a lone minus), so "1." and "1.0" survive
 * the keystroke that made them.
 */
export type DecimalInputRefusal = 'notANumber' | 'exponent' | 'ambiguousSeparator' | 'tooLong';

export type DecimalInput =
  { ok: true; value: string; text: string } | { ok: false; reason: DecimalInputRefusal };

/** First code point of each run of ten decimal digits that our locales may type. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50, 0xff10];
const OTHER_CHARACTERS: Record<string, string> = {
  '\u066b': '.', // Arabic decimal separator
  '\u066c': ',', // Arabic thousands separator
  '\uff0e': '.',
  '\uff0c': ',',
  '\u2212': '-', // minus sign
  '\uff0d': '-',
  '\uff0b': '+',
};
const SPACES = /[\s\u00a0\u2009\u202f]+/g;
const MAX_INTEGER_DIGITS = 30;

function toAscii(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code < z + 10);
    out += zero !== undefined ? String(code - zero) : (OTHER_CHARACTERS[char] ?? char);
  }
  return out;
}

/** Whole groups: 1–3 digits then threes, or the Indian 1–2 digits, then twos, then a last three. */
const wholeGroups = (groups: string[]): boolean => {
  const text = groups.join(',');
  return /^\d{1,3}(,\d{3})+$/.test(text) || /^\d{1,2}(,\d{2})*,\d{3}$/.test(text);
};

/** Splits the body into integer and fraction digits, or says why it cannot. */
function splitBody(body: string): { whole: string; fraction: string; point: boolean } | DecimalInputRefusal {
  if (/^[\d.]*[eE][+-]?\d*$/.test(body) && /\d/.test(body)) return 'exponent';
  if (!/^[\d., ]*$/.test(body)) return 'notANumber';
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  const count = (char: string) => body.split(char).length - 1;
  const spaced = body.includes(' ');
  let decimal: string | undefined;
  let grouping: string | undefined = spaced ? ' ' : undefined;
  if (lastDot >= 0 && lastComma >= 0) {
    decimal = lastDot > lastComma ? '.' : ',';
    if (spaced || count(decimal) > 1) return 'notANumber';
    grouping = decimal === '.' ? ',' : '.';
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    if (count(separator) > 1) {
      if (spaced) return 'notANumber';
      grouping = separator;
    } else if (!spaced && separator === ',' && /^,\d{3}$/.test(body.slice(lastComma))) {
      // "1,000": a thousand, or one with three decimals? Only grouping elsewhere would tell.
      return 'ambiguousSeparator';
    } else {
      decimal = separator;
    }
  }
  const cut = decimal === undefined ? -1 : body.lastIndexOf(decimal);
  const integer = cut < 0 ? body : body.slice(0, cut);
  const fraction = cut < 0 ? '' : body.slice(cut + 1);
  if (!/^\d*$/.test(fraction)) return 'notANumber';
  const groups = grouping === undefined ? [integer] : integer.split(grouping);
  if (groups.length > 1 && !wholeGroups(groups)) return 'notANumber';
  const whole = groups.join('');
  if (!/^\d*$/.test(whole)) return 'notANumber';
  return { whole, fraction, point: cut >= 0 };
}

export function normalizeDecimalInput(typed: string, decimals: number): DecimalInput {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) {
    throw new RangeError(`decimals must be an integer from 0 to 18: ${decimals}`);
  }
  // 1. One alphabet, no white space at the ends, one optional sign.
  const ascii = toAscii(typed).replace(SPACES, ' ').trim();
  const sign = ascii.startsWith('-') ? '-' : '';
  const body = /^[+-]/.test(ascii) ? ascii.slice(1).trimStart() : ascii;
  // 2. Integer and fraction digits, the separators read.
  const split = splitBody(body);
  if (typeof split === 'string') return { ok: false, reason: split };
  // 3. Canonical: no leading zeros, the fraction cut to the precision, no trailing zeros.
  const whole = split.whole.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, reason: 'tooLong' };
  const fraction = split.fraction.slice(0, decimals);
  const point = split.point && decimals > 0;
  if (whole === '' && fraction === '') {
    // Nothing typed yet but a sign or a separator: empty, shown as typed so far.
    return { ok: true, value: '', text: sign + (point ? '0.' : '') };
  }
  const shownWhole = whole === '' ? '0' : whole;
  const significant = fraction.replace(/0+$/, '');
  const magnitude = significant === '' ? shownWhole : `${shownWhole}.${significant}`;
  const value = magnitude === '0' ? '0' : sign + magnitude;
  const text = sign + shownWhole + (point ? `.${fraction}` : '');
  return { ok: true, value, text };
}
