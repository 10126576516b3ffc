/**
 * instrument_info.all and instrument_info.{symbol}: a snapshot of the tickers, then deltas carrying
 * the full tickers that changed, flushed at most every FLUSH_MS so a busy book does not flood sockets.
 */
import type { Ticker } from '../../../shared/protocol';
import { push, type FeedContext, type TopicFeed } from './feed';

export const TICKER_FLUSH_MS = 100;

export function createTickerFeed(context: FeedContext, topic: string, symbols: readonly string[]): TopicFeed {
  const { candles, clock } = context.exchange;
  const watched = new Set(symbols);
  const lastSent = new Map<string, string>(symbols.map((s) => [s, JSON.stringify(candles.ticker(s))]));
  const dirty = new Set<string>();
  let cancelFlush: (() => void) | undefined;

  function flush(): void {
    cancelFlush = undefined;
    const changed: Ticker[] = [];
    for (const symbol of dirty) {
      const ticker = candles.ticker(symbol);
      const text = JSON.stringify(ticker);
      if (lastSent.get(symbol) === text) continue;
      lastSent.set(symbol, text);
      changed.push(ticker);
    }
    dirty.clear();
    if (changed.length > 0) context.broadcast(push(topic, 'delta', clock.now(), changed));
  }

  return {
    snapshot: () =>
      push(
        topic,
        'snapshot',
        clock.now(),
        symbols.map((s) => candles.ticker(s)),
      ),
    onEvent(event) {
      const symbol =
        event.type === 'book' ? event.symbolId : event.type === 'trade' ? event.trade.symbol : undefined;
      if (symbol === undefined || !watched.has(symbol)) return;
      dirty.add(symbol);
      cancelFlush ??= context.scheduler(TICKER_FLUSH_MS, flush);
    },
    dispose() {
      cancelFlush?.();
      cancelFlush = undefined;
    },
  };
}
