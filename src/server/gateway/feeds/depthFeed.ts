/**
 * mergedDepth.{limit}.{step}.{symbol}: the raw engine book merged into buckets of `step`, cut to the
 * best `limit` buckets a side. Steps:
 * 1. Start from the engine's whole raw book (every level, not a window) and its seq.
 * 2. On each 'book' event newer than that seq, apply the raw level changes and move their sizes
 *    between buckets.
 * 3. Cut the new window (nextWindow.ts sorts only when a bucket may enter or leave it) and diff it
 *    against the one last sent: changed buckets, buckets entering, and buckets leaving (size "0")
 *    make one delta with u + 1. An event that leaves the window unchanged
 *    sends nothing.
 * Every message states the seq of the window it shows, and a delta also the seq of the window it is a
 * diff from (`pseq`): the seq of the last message broadcast, which a snapshot repeats, since the
 * window has not changed since then.
 */
import type { DepthData, DepthLimit } from '../../../shared/protocol';
import { decimalsOf, parseFixed, ZERO, type Price, type Quantity } from '../../../shared/money/fixed';
import {
  aggregate,
  bestBuckets,
  bucketOf,
  toLevel,
  type Buckets,
  type Side,
} from '../../../shared/book/depthBuckets';
import { push, type FeedContext, type TopicFeed } from './feed';
import { nextWindow, type Window } from './nextWindow';
const SIDES: Side[] = ['bids', 'asks'];

export function createDepthFeed(
  context: FeedContext,
  topic: string,
  spec: { symbol: string; limit: DepthLimit; step: string },
): TopicFeed {
  const parsedStep = parseFixed(spec.step);
  if (parsedStep === undefined || parsedStep <= ZERO) throw new Error(`bad depth step ${spec.step}`);
  const step: Price = parsedStep;
  const decimals = decimalsOf(spec.step);
  const { engine, clock } = context.exchange;

  // 1. The whole raw book and its buckets: a coarse step merges far more than `limit` raw levels into
  //    the window, so a partial raw book would make the deeper buckets wrong.
  const book = engine.book(spec.symbol, Number.POSITIVE_INFINITY);
  let seq = book.seq;
  /** The seq of the window last sent: windows between events that changed nothing are the same. */
  let sentSeq = seq;
  const raw: Record<Side, Map<Price, Quantity>> = { bids: new Map(), asks: new Map() };
  const buckets: Record<Side, Buckets> = {
    bids: aggregate(book.bids, step, 'bids'),
    asks: aggregate(book.asks, step, 'asks'),
  };
  for (const side of SIDES) {
    for (const [p, s] of book[side]) {
      const price = parseFixed(p);
      const size = parseFixed(s);
      if (price !== undefined && size !== undefined && size > ZERO) raw[side].set(price, size);
    }
  }
  const cut = (side: Side): Window => new Map(bestBuckets(buckets[side], side, spec.limit));
  let window: Record<Side, Window> = { bids: cut('bids'), asks: cut('asks') };
  let u = 1;

  const levels = (entries: Iterable<[Price, Quantity]>) =>
    [...entries].map(([p, s]) => toLevel(p, s, decimals));
  const data = (b: DepthData['b'], a: DepthData['a'], pseq: number): DepthData => ({
    s: spec.symbol,
    b,
    a,
    u,
    seq: sentSeq,
    pseq,
  });
  const snapshot = () =>
    push(topic, 'snapshot', clock.now(), data(levels(window.bids), levels(window.asks), sentSeq));

  /** Buckets the current event changed, per side. */
  const touched: Record<Side, Set<Price>> = { bids: new Set(), asks: new Set() };

  function applyLevel(side: Side, priceText: string, sizeText: string): void {
    const price = parseFixed(priceText);
    const size = parseFixed(sizeText);
    if (price === undefined || size === undefined) return;
    const old = raw[side].get(price) ?? ZERO;
    if (size > ZERO) raw[side].set(price, size);
    else raw[side].delete(price);
    const bucket = bucketOf(price, step, side);
    touched[side].add(bucket);
    const total = (buckets[side].get(bucket) ?? ZERO) + (size > ZERO ? size : ZERO) - old;
    if (total > ZERO) buckets[side].set(bucket, total);
    else buckets[side].delete(bucket);
  }

  return {
    snapshot,
    onEvent(event) {
      if (event.type !== 'book' || event.symbolId !== spec.symbol || event.seq <= seq) return;
      // 2. Raw changes into buckets.
      seq = event.seq;
      for (const [p, s] of event.bids) applyLevel('bids', p, s);
      for (const [p, s] of event.asks) applyLevel('asks', p, s);
      // 3. Window diff.
      const bids = nextWindow(window.bids, buckets.bids, touched.bids, 'bids', spec.limit, () => cut('bids'));
      const asks = nextWindow(window.asks, buckets.asks, touched.asks, 'asks', spec.limit, () => cut('asks'));
      touched.bids.clear();
      touched.asks.clear();
      window = { bids: bids.window, asks: asks.window };
      const [b, a] = [bids.changes, asks.changes];
      if (b.length === 0 && a.length === 0) return;
      u += 1;
      const follows = sentSeq;
      sentSeq = seq;
      context.broadcast(push(topic, 'delta', clock.now(), data(levels(b), levels(a), follows)));
    },
    restart() {
      u = 1;
      context.broadcast(snapshot());
    },
  };
}
