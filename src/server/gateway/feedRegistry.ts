/**
 * The topic feeds all connections share. A feed is built for a topic's first subscriber, is told of
 * the engine's events and candles by route (a symbol, every symbol, or an account), and serialises
 * each push once for all its subscribers. Its snapshot is shared until it next broadcasts
 * (snapshotCache.ts). The last subscriber leaving keeps the feed running for FEED_LINGER_MS before it
 * is disposed, so a client that unsubscribes and subscribes again (a resync, a flicked tab, a flood)
 * does not rebuild it each time; an unwatched topic then costs nothing.
 */
import { topics, type Candle, type Push } from '../../shared/protocol';
import type { ExchangeEvent, Scheduler } from '../exchange/types';
import type { GatewayExchange, TopicFeed } from './feeds/feed';
import { createSnapshotCache, type SnapshotCache } from './snapshotCache';
import { accountRoute, ALL_SYMBOLS, type TopicPlan } from './topicPlan';

/** How long a feed outlives its last subscriber. */
export const FEED_LINGER_MS = 10_000;

export interface FeedSubscriber {
  push(text: string): void;
}

export type ServablePlan = Extract<TopicPlan, { ok: true }>;

export interface FeedRegistry<S extends FeedSubscriber> {
  /**
   * Adds a subscriber to the plan's feed and answers the snapshot it gets first. A feed that must be
   * built first is built only if `mayBuild(plan.buildCost)` agrees; else nothing changes (undefined).
   */
  join(plan: ServablePlan, subscriber: S, mayBuild: (cost: number) => boolean): string | undefined;
  leave(key: string, subscriber: S): void;
  /** Keys of the feeds with at least one subscriber. */
  active(): string[];
  /** Every feed restarts its sequence (depth: a snapshot with u = 1). */
  restart(): void;
  dispose(): void;
}

interface Entry<S> {
  feed: TopicFeed;
  snapshot: SnapshotCache;
  route: string | undefined;
  subscribers: Set<S>;
  /** Set while the feed has no subscriber: cancels its disposal. */
  cancelDisposal: (() => void) | undefined;
}

function routeOf(event: ExchangeEvent): string {
  switch (event.type) {
    case 'book':
      return event.symbolId;
    case 'trade':
      return event.trade.symbol;
    default:
      return accountRoute(event.accountId);
  }
}

export function createFeedRegistry<S extends FeedSubscriber>(deps: {
  exchange: GatewayExchange;
  scheduler: Scheduler;
}): FeedRegistry<S> {
  const entries = new Map<string, Entry<S>>();
  const byRoute = new Map<string, Set<Entry<S>>>();

  function dispatch(route: string, call: (feed: TopicFeed) => void): void {
    for (const entry of byRoute.get(route) ?? []) call(entry.feed);
  }

  const unsubscribeEngine = deps.exchange.engine.subscribe((event) => {
    const route = routeOf(event);
    dispatch(route, (feed) => feed.onEvent?.(event));
    if (route !== ALL_SYMBOLS && !route.startsWith('account:'))
      dispatch(ALL_SYMBOLS, (feed) => feed.onEvent?.(event));
  });
  const unsubscribeCandles = deps.exchange.onCandle?.(
    (candle: Candle) => dispatch(candle.symbol, (feed) => feed.onCandle?.(candle)),
    // Only candles someone subscribed to are formatted and routed.
    (symbol, interval) => entries.has(topics.kline(interval, symbol)),
  );

  function broadcast(entry: Entry<S>, message: Push): void {
    entry.snapshot.invalidate();
    const text = JSON.stringify(message);
    for (const subscriber of entry.subscribers) subscriber.push(text);
  }

  function build(plan: ServablePlan): Entry<S> {
    const entry: Entry<S> = {
      feed: undefined as unknown as TopicFeed,
      snapshot: createSnapshotCache(
        () => entry.feed.snapshot(),
        () => deps.exchange.clock.now(),
      ),
      route: plan.route,
      subscribers: new Set(),
      cancelDisposal: undefined,
    };
    entry.feed = plan.create({
      exchange: deps.exchange,
      scheduler: deps.scheduler,
      broadcast: (m) => broadcast(entry, m),
    });
    entries.set(plan.key, entry);
    if (plan.route !== undefined) {
      const set = byRoute.get(plan.route) ?? new Set();
      set.add(entry);
      byRoute.set(plan.route, set);
    }
    return entry;
  }

  function disposeFeed(key: string, entry: Entry<S>): void {
    entry.cancelDisposal?.();
    entry.cancelDisposal = undefined;
    entry.feed.dispose?.();
    entries.delete(key);
    if (entry.route !== undefined) byRoute.get(entry.route)?.delete(entry);
  }

  return {
    join(plan, subscriber, mayBuild) {
      let entry = entries.get(plan.key);
      if (!entry) {
        if (!mayBuild(plan.buildCost ?? 0)) return undefined;
        entry = build(plan);
      }
      entry.cancelDisposal?.();
      entry.cancelDisposal = undefined;
      entry.subscribers.add(subscriber);
      return entry.snapshot.text();
    },
    leave(key, subscriber) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.subscribers.delete(subscriber);
      if (entry.subscribers.size === 0 && !entry.cancelDisposal) {
        entry.cancelDisposal = deps.scheduler(FEED_LINGER_MS, () => disposeFeed(key, entry));
      }
    },
    active: () => [...entries].filter(([, entry]) => entry.subscribers.size > 0).map(([key]) => key),
    restart() {
      for (const entry of entries.values()) entry.feed.restart?.();
    },
    dispose() {
      for (const [key, entry] of [...entries]) disposeFeed(key, entry);
      unsubscribeEngine();
      unsubscribeCandles?.();
    },
  };
}
