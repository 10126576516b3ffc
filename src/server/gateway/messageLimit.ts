/**
 * The per-connection message budget of /realtime_w: a token bucket (tokenBucket.ts) counted in
 * operations, so one frame asking for 100 topics costs what 100 one-topic frames cost.
 *
 * What the page sends (src/shared/hub): one ping per 15 s; on each new socket one `subscribe` with
 * every live topic (a tab needs about 10, one of them a book; the server allows 200 per connection);
 * then, per tick, at most one `unsubscribe` and one `subscribe` with the topics that changed (a symbol
 * switch is about 10 operations, a book-tab flick 2, a resync 2). A user clicking through symbols as
 * fast as the page renders stays far below RATE, and resubscribing the full 200 topics fits in BURST.
 *
 * What an operation costs the event loop (26 pairs; numbers in the README's reliability section): a
 * ping about 15 µs; a subscribe + unsubscribe of a topic whose feed exists (or lingers,
 * FEED_LINGER_MS) 30–60 µs, so a full burst of them about 15 ms. Building a depth feed reads and
 * merges the whole book, 2.5–5 ms, so it costs DEPTH_BUILD_COST more: at most 15 of them at once
 * (under 75 ms) and 2.5 a second. A page's books (one or two per tab) fit several tabs' worth.
 * A client over the budget is closed with SERVER_CLOSE_CODES.rateLimited (4008) and nothing more it
 * sent is read.
 */
import type { ParsedFrame } from './frames';

export const MESSAGE_LIMIT = {
  /** Operations a second, sustained. */
  ratePerSecond: 50,
  /** Operations at once: a full resubscribe (200 topics, a few books among them) with room to spare. */
  burst: 300,
} as const;

/** Extra operations for a subscribe that builds a depth feed (about 100 times a warm subscribe). */
export const DEPTH_BUILD_COST = 19;

/** A ping or a refused frame costs 1; subscribe and unsubscribe cost one per topic named. */
export function frameCost(parsed: ParsedFrame): number {
  if (!parsed.ok || parsed.frame.op === 'ping') return 1;
  return Math.max(1, parsed.frame.args.length);
}
