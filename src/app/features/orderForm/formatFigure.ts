import { abbreviateDecimal } from '../../../shared/format/abbreviateDecimal';
import { formatFixed, parseFixed, toFixed } from '../../../shared/money/fixed';
import { formatDecimalForLocale } from '../../i18n/localeFormat';

/** From a million up a figure is abbreviated: a balance of 12,345,678.9 USDT reads "12.35M". */
const ABBREVIATE_FROM = toFixed('1000000');

/**
 * A balance, max or order value as the form shows it (spec 000 §5 "Display"): at the pair's precision
 * for that figure, abbreviated K/M/B/T from a million up, in the locale's notation. `undefined` for
 * an unreadable value, so the caller shows its placeholder.
 */
export function formatFigure(value: string, decimals: number, locale: string): string | undefined {
  const fixed = parseFixed(value);
  if (fixed === undefined) return undefined;
  const magnitude = fixed < 0n ? -fixed : fixed;
  if (magnitude >= ABBREVIATE_FROM) {
    const short = abbreviateDecimal(value, 2);
    const match = short === undefined ? null : /^(-?[\d.]+)([KMBT]?)$/.exec(short);
    return match ? formatDecimalForLocale(match[1] ?? '', locale) + (match[2] ?? '') : undefined;
  }
  // Cut, not rounded: a balance or a max never reads as more than there is.
  return formatDecimalForLocale(formatFixed(fixed, decimals, 'down'), locale);
}
