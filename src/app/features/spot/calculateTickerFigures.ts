import type { TickDirection, TickerView } from '../../../shared/protocol';
import type { FormattedChange, Trend } from '../../../shared/format/formatChangeE6';

/** What the market header shows, as display strings; `undefined` fields show a placeholder. */
export interface TickerFigures {
  lastPrice: string | undefined;
  /** The last trade's price move against the one before (spec 001 §3 lastTickDirection). */
  tick: 'up' | 'down';
  change: FormattedChange | undefined;
  high: string | undefined;
  low: string | undefined;
  turnover: string | undefined;
}

const isUpTick = (direction: TickDirection) => direction === 'PlusTick' || direction === 'ZeroPlusTick';

/** "+1.23" / "-0.50" / "0.00" (the hub's percent text) → "+1.23%" with its trend. */
function changeOfPercent(text: string): FormattedChange | undefined {
  const match = /^([+-]?)(\d+\.\d+)$/.exec(text);
  if (!match) return undefined;
  const digits = match[2] ?? '';
  const zero = /^0+\.0+$/.test(digits);
  const trend: Trend = zero ? 'flat' : match[1] === '-' ? 'down' : 'up';
  return { text: `${trend === 'down' ? '-' : '+'}${digits}%`, trend };
}

/** The header's figures from the hub's live ticker view (already formatted by the hub). */
export function calculateTickerFigures(live: TickerView | undefined): TickerFigures | undefined {
  if (!live || live.status !== 'live' || live.lastPrice === '') return undefined;
  return {
    lastPrice: live.lastPrice,
    tick: isUpTick(live.tickDirection) ? 'up' : 'down',
    change: changeOfPercent(live.change24h),
    high: live.high24h || undefined,
    low: live.low24h || undefined,
    turnover: live.turnover24h || undefined,
  };
}
