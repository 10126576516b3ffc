/**
 * Decides whether a topic can be served to a connection, and how: the registry key (private topics
 * get one per account), the routing key that selects which engine events reach the feed, and the
 * feed factory. A refusal carries the reason the ack shows.
 */
import { parseTopic } from '../../shared/protocol';
import { DEPTH_BUILD_COST } from './messageLimit';
import { createDepthFeed } from './feeds/depthFeed';
import type { FeedContext, GatewayExchange, TopicFeed } from './feeds/feed';
import { createKlineFeed } from './feeds/klineFeed';
import { createPrivateFeed } from './feeds/privateFeed';
import { createTickerFeed } from './feeds/tickerFeed';
import { createTradeFeed } from './feeds/tradeFeed';
import { push } from './feeds/feed';

export const ALL_SYMBOLS = '*';
export const accountRoute = (accountId: string) => `account:${accountId}`;

export type TopicPlan =
  | {
      ok: true;
      key: string;
      route: string | undefined;
      create(context: FeedContext): TopicFeed;
      /** Extra operations charged when this subscribe builds the feed (messageLimit.ts). */
      buildCost?: number;
    }
  | { ok: false; reason: string };

export function planTopic(
  topic: string,
  accountId: string | undefined,
  exchange: GatewayExchange,
): TopicPlan {
  const parsed = parseTopic(topic);
  if (!parsed) return { ok: false, reason: 'unknown topic' };
  const { engine } = exchange;
  switch (parsed.kind) {
    case 'tickersAll': {
      const symbols = engine.instruments.map((i) => i.symbolId);
      return { ok: true, key: topic, route: ALL_SYMBOLS, create: (c) => createTickerFeed(c, topic, symbols) };
    }
    case 'notice':
      return {
        ok: true,
        key: topic,
        route: undefined,
        create: (context) => {
          const snapshot = () => push(topic, 'snapshot', exchange.clock.now(), exchange.noticeBar());
          // The list is replaced whole, so every change goes out as a new snapshot.
          const stop = exchange.onNoticeBar(() => context.broadcast(snapshot()));
          return { snapshot, dispose: stop };
        },
      };
    case 'private':
      if (accountId === undefined) return { ok: false, reason: 'login required for private topics' };
      return {
        ok: true,
        key: `${topic}#${accountId}`,
        route: accountRoute(accountId),
        create: (c) => createPrivateFeed(c, topic, accountId),
      };
    default:
      break;
  }
  const instrument = engine.instrument(parsed.symbol);
  if (!instrument) return { ok: false, reason: `unknown symbol ${parsed.symbol}` };
  const route = parsed.symbol;
  switch (parsed.kind) {
    case 'ticker':
      return { ok: true, key: topic, route, create: (c) => createTickerFeed(c, topic, [parsed.symbol]) };
    case 'trades':
      return { ok: true, key: topic, route, create: (c) => createTradeFeed(c, topic, parsed.symbol) };
    case 'kline':
      return { ok: true, key: topic, route, create: (c) => createKlineFeed(c, topic, parsed) };
    case 'depth': {
      const steps = instrument.digitMerge.split(',');
      if (!steps.includes(parsed.step)) {
        return { ok: false, reason: `step ${parsed.step} is not one of ${instrument.digitMerge}` };
      }
      return {
        ok: true,
        key: topic,
        route,
        create: (c) => createDepthFeed(c, topic, parsed),
        buildCost: DEPTH_BUILD_COST,
      };
    }
  }
}
