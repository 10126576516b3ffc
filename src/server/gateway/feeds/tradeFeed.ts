/** trade.{symbol}: the last 100 trades oldest first, then each new trade as it happens. */
import { push, type FeedContext, type TopicFeed } from './feed';

export const TRADE_SNAPSHOT_SIZE = 100;

export function createTradeFeed(context: FeedContext, topic: string, symbol: string): TopicFeed {
  const { engine, clock } = context.exchange;
  return {
    snapshot() {
      // Oldest first whatever order the engine keeps; the sort is stable for equal times.
      const trades = [...engine.recentTrades(symbol, TRADE_SNAPSHOT_SIZE)].sort(
        (a, b) => a.execTime - b.execTime,
      );
      return push(topic, 'snapshot', clock.now(), trades);
    },
    onEvent(event) {
      if (event.type === 'trade' && event.trade.symbol === symbol) {
        context.broadcast(push(topic, 'delta', clock.now(), [event.trade]));
      }
    },
  };
}
