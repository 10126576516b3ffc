/**
 * kline_{interval}.{symbol}: the current candle as a one-element snapshot, then each update. With the
 * exchange's candle listener the updates come from it (confirmations included); without one they are
 * derived from trades, confirming the previous candle when a new one starts.
 */
import type { Candle, KlineInterval } from '../../../shared/protocol';
import { push, type FeedContext, type TopicFeed } from './feed';

export function createKlineFeed(
  context: FeedContext,
  topic: string,
  spec: { symbol: string; interval: KlineInterval },
): TopicFeed {
  const { candles, clock } = context.exchange;
  const listens = context.exchange.onCandle !== undefined;
  let last: Candle | undefined;
  const send = (list: Candle[]) => {
    last = list[list.length - 1];
    context.broadcast(push(topic, 'delta', clock.now(), list));
  };
  return {
    snapshot: () => push(topic, 'snapshot', clock.now(), [candles.current(spec.symbol, spec.interval)]),
    onCandle(candle) {
      if (candle.symbol === spec.symbol && candle.interval === spec.interval) send([candle]);
    },
    onEvent(event) {
      if (listens || event.type !== 'trade' || event.trade.symbol !== spec.symbol) return;
      const current = candles.current(spec.symbol, spec.interval);
      send(last && last.start !== current.start ? [{ ...last, confirm: true }, current] : [current]);
    },
  };
}
