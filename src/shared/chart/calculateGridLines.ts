import {
  decimalsOf,
  div,
  formatFixed,
  ONE,
  parseFixed,
  roundToStep,
  toFixed,
  type Fixed,
} from '../money/fixed';
import type { GridStrategy } from '../protocol';
import { snapPriceToTick } from './snapPriceToTick';

/** Where a line sits against the market's last price (spec 000 §9: grid lines coloured by position). */
export type MarketSide = 'above' | 'below' | 'at';

export interface GridLine {
  /** Stable while the strategy is unchanged: `level:{index}` or `support`. */
  key: string;
  kind: 'level' | 'support';
  /** 0 (min_price) … grid_number (max_price) for a level; 0 for the support. */
  index: number;
  /** A price at the tick's decimals. */
  price: string;
  side: MarketSide;
  /** Only the bottom and top levels and the support label the axis: a label per level would crowd it. */
  axisLabel: boolean;
}

export type GridLineStrategy = Pick<
  GridStrategy,
  'min_price' | 'max_price' | 'grid_number' | 'type' | 'support'
>;

/** More levels than this are not a grid anyone runs; drawing them would only flood the chart. */
export const MAX_GRID_NUMBER = 500;

/** `price` against `lastPrice`, compared as decimals; `undefined` when either is unparseable. */
export function marketSideOf(price: string, lastPrice: string): MarketSide | undefined {
  const p = parseFixed(price);
  const last = parseFixed(lastPrice);
  if (p === undefined || last === undefined) return undefined;
  return p > last ? 'above' : p < last ? 'below' : 'at';
}

/**
 * A grid strategy's lines: its grid_number + 1 price levels, bottom first, then its support when it has
 * one, each on the symbol's tick and tagged against the last price. `undefined` for input that is not a
 * grid (a price or the tick unparseable or not positive, min ≥ max, grid_number outside 1…500, a level
 * that rounds to zero) or a last price that is unparseable: nothing is drawn rather than a wrong grid.
 *
 * 1. grade: min + i × (max − min) / n, exact decimals (one rounding of the quotient, then to the tick).
 * 2. ratio: min × (max / min)^(i / n) in float64, snapped to the tick. Floats are acceptable here: the
 *    levels are in general irrational, so no exact decimal exists to keep; the grid's orders sit on
 *    the tick, and float64's relative error (~1e-16) is far below half a tick at any listed price, so
 *    the snapped level is the one the bot would use. The ends are taken exactly from min and max.
 * 3. The support line, when `support` is not "".
 */
export function calculateGridLines(
  strategy: GridLineStrategy,
  tick: string,
  lastPrice: string,
): GridLine[] | undefined {
  const step = parseFixed(tick);
  const min = parseFixed(strategy.min_price);
  const max = parseFixed(strategy.max_price);
  const last = parseFixed(lastPrice);
  const n = strategy.grid_number;
  if (step === undefined || step <= 0n || min === undefined || max === undefined || last === undefined)
    return undefined;
  if (min <= 0n || min >= max || !Number.isInteger(n) || n < 1 || n > MAX_GRID_NUMBER) return undefined;
  const digits = decimalsOf(tick.trim());
  const onTick = (value: Fixed): Fixed | undefined => {
    const snapped = roundToStep(value, step, 'half-up');
    return snapped > 0n ? snapped : undefined;
  };

  const levels: Fixed[] = [];
  for (let i = 0; i <= n; i += 1) {
    const exact =
      i === 0
        ? min
        : i === n
          ? max
          : strategy.type === 'grade'
            ? min + div(BigInt(i) * (max - min), BigInt(n) * ONE, 'half-up')
            : geometricLevel(min, max, i / n, tick);
    const level = exact === undefined ? undefined : onTick(exact);
    if (level === undefined) return undefined;
    levels.push(level);
  }

  const sideOf = (price: Fixed): MarketSide => (price > last ? 'above' : price < last ? 'below' : 'at');
  const lines: GridLine[] = levels.map((price, index) => ({
    key: `level:${index}`,
    kind: 'level',
    index,
    price: formatFixed(price, digits),
    side: sideOf(price),
    axisLabel: index === 0 || index === n,
  }));

  if (strategy.support !== '') {
    const support = parseFixed(strategy.support);
    const snapped = support === undefined ? undefined : onTick(support);
    if (snapped === undefined) return undefined;
    lines.push({
      key: 'support',
      kind: 'support',
      index: 0,
      price: formatFixed(snapped, digits),
      side: sideOf(snapped),
      axisLabel: true,
    });
  }
  return lines;
}

/** min × (max / min)^fraction in float64, snapped to the tick (step 2 above). */
function geometricLevel(min: Fixed, max: Fixed, fraction: number, tick: string): Fixed | undefined {
  const low = Number(formatFixed(min));
  const snapped = snapPriceToTick(low * (Number(formatFixed(max)) / low) ** fraction, tick.trim());
  return snapped === undefined ? undefined : toFixed(snapped);
}
