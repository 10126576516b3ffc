import { formatDecimalForLocale } from '../../../i18n/localeFormat';

/** Floats from 1e21 up are whole numbers, which `toFixed` would write in exponent notation. */
const TO_FIXED_LIMIT = 1e21;

/** `value` with `decimals` fraction digits, in plain digits at any size, and no "-0.00". */
function toPlainFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const fixed =
    Math.abs(value) < TO_FIXED_LIMIT
      ? value.toFixed(decimals)
      : `${BigInt(value)}${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
  return /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
}

/**
 * The chart's price texts (axis marks, crosshair and last-price labels) in the locale's notation,
 * grouped as the book groups its prices ("99,000.00", not the library's "99000.00"). The library hands
 * a float (a price on the axis has no decimal string behind it), so it is written first as a
 * fixed-point string with the pair's price decimals, then through localeFormat's decimal formatting,
 * which changes the notation only.
 */
export function createChartPriceFormatter(locale: string, pricePrecision: number): (price: number) => string {
  return (price) => formatDecimalForLocale(toPlainFixed(price, pricePrecision), locale);
}
