import type { Instrument, TickDirection, Ticker, TickerView } from '../../../shared/protocol';
import { formatChangeE6, type FormattedChange, type Trend } from '../../../shared/format/formatChangeE6';
import { formatDecimal } from '../../../shared/format/formatDecimal';

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

/**
 * The header's figures: the hub's live ticker view once it has one (already formatted by the hub),
 * else the REST ticker of the first load, formatted at the pair's precisions.
 */
export function calculateTickerFigures(
  instrument: Instrument,
  live: TickerView | undefined,
  rest: Ticker | undefined,
): TickerFigures | undefined {
  if (live && live.status === 'live' && live.lastPrice !== '') {
    return {
      lastPrice: live.lastPrice,
      tick: isUpTick(live.tickDirection) ? 'up' : 'down',
      change: changeOfPercent(live.change24h),
      high: live.high24h || undefined,
      low: live.low24h || undefined,
      turnover: live.turnover24h || undefined,
    };
  }
  if (!rest) return undefined;
  return {
    lastPrice: formatDecimal(rest.lastPrice, instrument.pricePrecision),
    tick: isUpTick(rest.lastTickDirection) ? 'up' : 'down',
    change: formatChangeE6(rest.price24hPcntE6),
    high: formatDecimal(rest.highPrice24h, instrument.pricePrecision),
    low: formatDecimal(rest.lowPrice24h, instrument.pricePrecision),
    turnover: formatDecimal(rest.turnover24h, instrument.amountPrecision),
  };
}
