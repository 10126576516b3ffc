import { decimalsOf, formatFixed, parseFixed, roundToStep } from '../money/fixed';

/**
 * A chart coordinate's price as money: the nearest multiple of the symbol's tick, as a plain decimal
 * string at the tick's decimals. The chart hands out float64 prices (coordinateToPrice); this is the one
 * place such a float becomes a price a request may carry. `undefined` for a price that is not finite,
 * not positive after snapping, or a tick that is not a positive decimal.
 */
export function snapPriceToTick(price: number, tick: string): string | undefined {
  const step = parseFixed(tick);
  if (!Number.isFinite(price) || price <= 0 || step === undefined || step <= 0n) return undefined;
  // toFixed never writes an exponent below 1e21, and 12 decimals hold every tick the exchange lists.
  const value = parseFixed(price.toFixed(12));
  if (value === undefined) return undefined;
  const snapped = roundToStep(value, step, 'half-up');
  return snapped > 0n ? formatFixed(snapped, decimalsOf(tick)) : undefined;
}
