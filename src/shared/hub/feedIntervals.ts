/**
 * How long a live feed may stay silent before the page says its data is not arriving (issue 21,
 * finding 5). The heartbeat (15 s ping, 3 s pong wait, spec 001 §9) finds a dead socket within 18 s;
 * these intervals let the page say sooner that the numbers it shows have stopped moving.
 *
 * Chosen from how the simulator publishes (src/server/gateway/feeds, marketActivity.ts): feeds are
 * pushed when something changes, never on a clock, and each pair gets on average `rate` maker
 * re-quotes and `rate` taker trades a second (default 1; the `--rate` knob, 0.05…50).
 * - mergedDepth.*: a delta on every re-quote or trade that touches the 40 buckets shown, about 2 a
 *   second at rate 1: 5 s of silence has a chance of about e^-10 (5·10^-5) in a live market.
 * - instrument_info.{symbol}: the ticker carries the best bid and ask, so it moves with the book: the
 *   same 5 s.
 * - instrument_info.all: every listed pair's ticker, flushed every 100 ms while any changes: 5 s
 *   (silent only when the whole market is, or the link is).
 * - trade.*, kline_*, the notice bar and the private topics: none. A pair may go minutes without a
 *   trade, a candle moves only with trades, and the account's pushes follow the trader's own orders,
 *   so their silence says nothing about the link.
 * A market that really is that quiet (`--rate` far below 1, or `POST /__control/market {"paused":
 * true}`) is then reported as such: no data has arrived for that long, which is true.
 */
import { parseTopic } from '../protocol';

/** The depth book's and the tickers' silence limit. */
export const MARKET_FEED_QUIET_MS = 5_000;

/** The longest silence expected of a live topic, or undefined for topics that may be silent for long. */
export function expectedIntervalOf(topic: string): number | undefined {
  const kind = parseTopic(topic)?.kind;
  return kind === 'depth' || kind === 'ticker' || kind === 'tickersAll' ? MARKET_FEED_QUIET_MS : undefined;
}
