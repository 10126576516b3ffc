/**
 * One topic's shared state: computed once per topic (not per socket) and fanned out as the same text
 * to every subscriber. A feed exists only while the topic has subscribers.
 */
import type { Candle, Push } from '../../../shared/protocol';
import type { CandleInterest } from '../../exchange/candles';
import type { Exchange, ExchangeEvent, Scheduler } from '../../exchange/types';

/** The concrete exchange may announce candle updates; without it the kline feed derives them from trades. */
export type GatewayExchange = Exchange & {
  onCandle?: (listener: (candle: Candle) => void, wants?: CandleInterest) => () => void;
};

export interface FeedContext {
  exchange: GatewayExchange;
  scheduler: Scheduler;
  /** Sends a push to every subscriber of this topic. */
  broadcast(push: Push): void;
}

export interface TopicFeed {
  /** What a new subscriber gets first. */
  snapshot(): Push;
  onEvent?(event: ExchangeEvent): void;
  onCandle?(candle: Candle): void;
  /** Restart the topic's sequence (depth: the next message is a snapshot with u = 1). */
  restart?(): void;
  dispose?(): void;
}

export const push = <T>(topic: string, type: Push['type'], ts: number, data: T): Push<string, T> => ({
  topic,
  type,
  ts,
  data,
});
