import type { TickDirection, TickerView } from '../../shared/protocol';
import type { FormattedChange } from '../../shared/format/formatChangeE6';
import { abbreviateDecimal } from '../../shared/format/abbreviateDecimal';
import { calculateChangeRate } from './calculateChangeRate';

/** What the market header shows, as display strings; `undefined` fields show a placeholder. */
export interface TickerFigures {
  lastPrice: string | undefined;
  /** The last trade's price move against the one before (spec 001 §3 lastTickDirection). */
  tick: 'up' | 'down';
  change: FormattedChange | undefined;
  high: string | undefined;
  low: string | undefined;
  /** Abbreviated with K/M/B/T ("1.23B"). */
  turnover: string | undefined;
}

const isUpTick = (direction: TickDirection) => direction === 'PlusTick' || direction === 'ZeroPlusTick';

/**
 * The header's figures from the hub's live ticker view (already formatted by the hub). `openPrice` is
 * the day's opening price when the page has one (spec 001 §5); the hub does not send one yet, so the
 * change falls back to the 24h percent.
 */
export function calculateTickerFigures(
  live: TickerView | undefined,
  openPrice?: string,
): TickerFigures | undefined {
  if (!live || live.status !== 'live' || live.lastPrice === '') return undefined;
  return {
    lastPrice: live.lastPrice,
    tick: isUpTick(live.tickDirection) ? 'up' : 'down',
    change: calculateChangeRate({ lastPrice: live.lastPrice, openPrice, percent24h: live.change24h }),
    high: live.high24h || undefined,
    low: live.low24h || undefined,
    turnover: abbreviateDecimal(live.turnover24h),
  };
}

/** Whether two readings show the same figures (so the header need not render again). */
export function sameTickerFigures(a: TickerFigures | undefined, b: TickerFigures | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.lastPrice === b.lastPrice &&
    a.tick === b.tick &&
    a.change?.text === b.change?.text &&
    a.change?.trend === b.change?.trend &&
    a.high === b.high &&
    a.low === b.low &&
    a.turnover === b.turnover
  );
}
