import { describe, expect, it } from 'vitest';
import { createFeedFreshness } from '../../../../src/shared/hub/feedFreshness';
import { expectedIntervalOf, MARKET_FEED_QUIET_MS } from '../../../../src/shared/hub/feedIntervals';
import type { Timers } from '../../../../src/shared/hub/types';
import { createFakeClock } from './fakes';

const BOOK = 'mergedDepth.40.0.01.BTCUSDT';
const ALL = 'instrument_info.all';
const TRADES = 'trade.BTCUSDT';

function setup() {
  const clock = createFakeClock();
  let timersStarted = 0;
  const timers: Timers = {
    ...clock.timers,
    setTimeout: (task, ms) => {
      timersStarted++;
      return clock.timers.setTimeout(task, ms);
    },
  };
  const changes: { topics: readonly string[]; socket: boolean }[] = [];
  const freshness = createFeedFreshness({
    timers,
    intervalOf: expectedIntervalOf,
    changed: (topics, socket) => changes.push({ topics, socket }),
  });
  return { clock, freshness, changes, timersStarted: () => timersStarted };
}

describe('expectedIntervalOf', () => {
  it('expects the book and the tickers to move, not the trades, candles, notices or the account', () => {
    expect(expectedIntervalOf(BOOK)).toBe(MARKET_FEED_QUIET_MS);
    expect(expectedIntervalOf('instrument_info.BTCUSDT')).toBe(MARKET_FEED_QUIET_MS);
    expect(expectedIntervalOf(ALL)).toBe(MARKET_FEED_QUIET_MS);
    for (const topic of [TRADES, 'kline_1m.BTCUSDT', 'public.notice', 'private.order', 'nonsense']) {
      expect(expectedIntervalOf(topic)).toBeUndefined();
    }
  });
});

describe('createFeedFreshness', () => {
  it('a feed silent past its interval turns stale, and its next push makes it fresh', () => {
    const { clock, freshness, changes } = setup();
    freshness.follow(BOOK);
    freshness.opened();
    clock.advance(MARKET_FEED_QUIET_MS - 1);
    expect(freshness.isStale(BOOK)).toBe(false);
    clock.advance(1);
    expect(freshness.isStale(BOOK)).toBe(true);
    expect(changes).toEqual([{ topics: [BOOK], socket: true }]);
    freshness.received(BOOK);
    expect(freshness.isStale(BOOK)).toBe(false);
    expect(freshness.lastDataAt()).toBe(clock.now());
    expect(changes.at(-1)).toEqual({ topics: [BOOK], socket: true });
  });

  it('pushes keep a feed fresh with one timer per interval, not one per push', () => {
    const { clock, freshness, timersStarted } = setup();
    freshness.follow(BOOK);
    freshness.opened();
    for (let i = 0; i < 1_000; i++) {
      clock.advance(100);
      freshness.received(BOOK);
    }
    expect(freshness.isStale(BOOK)).toBe(false);
    expect(timersStarted()).toBeLessThanOrEqual(1 + (1_000 * 100) / MARKET_FEED_QUIET_MS);
  });

  it('the socket is stale only while every market feed is; a silent trades feed never is', () => {
    const { clock, freshness, changes } = setup();
    freshness.follow(BOOK);
    freshness.follow(ALL);
    freshness.follow(TRADES);
    freshness.opened();
    clock.advance(3_000);
    freshness.received(ALL);
    clock.advance(2_000);
    expect(freshness.isStale(BOOK)).toBe(true);
    expect(freshness.socketStale()).toBe(false);
    expect(changes).toEqual([{ topics: [BOOK], socket: false }]);
    clock.advance(3_000);
    expect(freshness.socketStale()).toBe(true);
    expect(freshness.isStale(TRADES)).toBe(false);
    expect(changes.at(-1)).toEqual({ topics: [ALL], socket: true });
    // A market feed that arrives again: the socket is not stale any more.
    freshness.received(ALL);
    expect(freshness.socketStale()).toBe(false);
  });

  it('nothing is stale while the socket is closed, and the clocks restart when it opens', () => {
    const { clock, freshness } = setup();
    freshness.follow(BOOK);
    freshness.opened();
    clock.advance(MARKET_FEED_QUIET_MS);
    expect(freshness.socketStale()).toBe(true);
    freshness.closed();
    expect(freshness.isStale(BOOK)).toBe(false);
    expect(freshness.socketStale()).toBe(false);
    clock.advance(60_000);
    expect(freshness.isStale(BOOK)).toBe(false);
    freshness.opened();
    clock.advance(MARKET_FEED_QUIET_MS - 1);
    expect(freshness.isStale(BOOK)).toBe(false);
    clock.advance(1);
    expect(freshness.isStale(BOOK)).toBe(true);
  });

  it('a forgotten feed is no longer followed; only trades left means nothing can be stale', () => {
    const { clock, freshness } = setup();
    freshness.follow(BOOK);
    freshness.follow(TRADES);
    freshness.opened();
    freshness.forget(BOOK);
    clock.advance(60_000);
    expect(freshness.isStale(BOOK)).toBe(false);
    expect(freshness.socketStale()).toBe(false);
  });
});
