/**
 * THE place where money becomes float64, once, for plotting only. Prices and volumes arrive as decimal
 * strings (REST rows, the hub's live candles) and are checked there; the chart library draws numbers, so
 * each bar is converted here and nothing computed from these numbers is ever sent back as money (a price
 * picked on the chart is snapped to the tick as a decimal, see snapPriceToTick).
 */

/** One bar as plotting numbers; `time` is the open time in ms (exact integer). */
export interface PlotBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Decimal text as seen on the wire: no exponent, no grouping, no "Infinity". */
const DECIMAL = /^[+-]?\d{1,40}(\.\d{1,18})?$/;

/** Converts checked decimal strings to a plotting bar; `undefined` if any field is not a plain decimal. */
export function parsePlotBar(
  time: number,
  open: string,
  high: string,
  low: string,
  close: string,
  volume: string,
): PlotBar | undefined {
  if (!Number.isSafeInteger(time) || time < 0) return undefined;
  const fields = [open, high, low, close, volume];
  if (!fields.every((text) => DECIMAL.test(text))) return undefined;
  return {
    time,
    open: Number(open),
    high: Number(high),
    low: Number(low),
    close: Number(close),
    volume: Number(volume),
  };
}
