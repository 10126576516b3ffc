/**
 * The /realtime_w socket (spec 001 §7): JSON text frames.
 *
 * Client → server: `{op: "subscribe" | "unsubscribe", args: string[], req_id?}` and `{op: "ping", req_id?}`.
 * Server → client: acknowledgements, `pong`, `error`, and pushes in a Bybit-style envelope
 * `{topic, type: "snapshot" | "delta", ts, data}`.
 *
 * Books carry `u`, an update id that grows by exactly 1 per message on a topic. A snapshot resets the
 * book; `u === 1` on a snapshot also marks a restart of the server's sequence. A delta whose `u` is not
 * the previous `u + 1` means the client's book is wrong: drop it and resubscribe for a fresh snapshot.
 */
import type { Balance, Execution, Order } from './account';
import { KLINE_INTERVALS } from './market';
import type { BookLevel, Candle, KlineInterval, NoticeItem, PublicTrade, Ticker } from './market';

export const SOCKET_PATH = '/realtime_w';

export type ClientFrame =
  { op: 'subscribe' | 'unsubscribe'; args: string[]; req_id?: string } | { op: 'ping'; req_id?: string };

export interface SubscriptionAck {
  op: 'subscribe' | 'unsubscribe';
  req_id?: string;
  /** True only when every topic was accepted. */
  success: boolean;
  ret_msg: string;
  /** Topics accepted by this request. */
  args: string[];
  /** Topics refused, each with the reason. */
  rejected: { topic: string; reason: string }[];
}

export interface Pong {
  op: 'pong';
  req_id?: string;
  ts: number;
}

/** A frame the server could not take: not JSON, unknown op, wrong shape. The connection stays open. */
export interface SocketError {
  op: 'error';
  req_id?: string;
  ret_msg: string;
}

export interface Push<TTopic extends string = string, TData = unknown> {
  topic: TTopic;
  type: 'snapshot' | 'delta';
  ts: number;
  data: TData;
}

/** Merged depth data: levels sorted best first; in a delta, size "0" removes a level. */
export interface DepthData {
  s: string;
  b: BookLevel[];
  a: BookLevel[];
  /** Update id, +1 per message on the topic. */
  u: number;
  /** The engine's cross sequence of the book the message shows (monotonic per symbol, may skip). */
  seq: number;
  /**
   * In a delta: the `seq` of the message it follows on this topic, so a delta applies only to the book
   * it was computed from. `u` alone cannot tell a restarted stream (u = 1 again) from the old one once
   * the restart snapshot is lost; `seq` does not restart. In a snapshot: its own `seq`.
   */
  pseq: number;
}

export type ServerFrame = SubscriptionAck | Pong | SocketError | Push;

/** Book windows a client may ask for (levels per side). */
export const DEPTH_LIMITS = [40, 200] as const;
export type DepthLimit = (typeof DEPTH_LIMITS)[number];

/** Topic names. `symbol` is a symbolId such as "BTCUSDT"; `step` one of the symbol's digitMerge steps. */
export const topics = {
  /** Tickers of every symbol: snapshot of all, then deltas with the full tickers that changed. */
  tickersAll: 'instrument_info.all',
  ticker: (symbol: string) => `instrument_info.${symbol}`,
  depth: (limit: DepthLimit, step: string, symbol: string) => `mergedDepth.${limit}.${step}.${symbol}`,
  /** Snapshot: the last 100 trades, oldest first; deltas: new trades, oldest first. */
  trades: (symbol: string) => `trade.${symbol}`,
  /** Snapshot: the current candle; deltas: updated candles (a confirmed one, then the next). */
  kline: (interval: KlineInterval, symbol: string) => `kline_${interval}.${symbol}`,
  /** Always a snapshot: the whole notice-bar list. */
  notice: 'public.notice',
  /** Private (logged-in sessions only): snapshot of the open set, then deltas of changed items. */
  orders: 'private.order',
  planOrders: 'plan_order',
  executions: 'match',
  wallet: 'user.spot.wallet',
} as const;

export const PRIVATE_TOPICS: readonly string[] = [
  topics.orders,
  topics.planOrders,
  topics.executions,
  topics.wallet,
];

export type TickersPush = Push<string, Ticker[]>;
export type DepthPush = Push<string, DepthData>;
export type TradesPush = Push<string, PublicTrade[]>;
export type KlinePush = Push<string, Candle[]>;
export type NoticePush = Push<typeof topics.notice, NoticeItem[]>;
export type OrdersPush = Push<typeof topics.orders | typeof topics.planOrders, Order[]>;
export type ExecutionsPush = Push<typeof topics.executions, Execution[]>;
export type WalletPush = Push<typeof topics.wallet, Balance[]>;

/** Parsed form of a topic name, or `undefined` when the name is not one of ours. */
export type ParsedTopic =
  | { kind: 'tickersAll' }
  | { kind: 'ticker'; symbol: string }
  | { kind: 'depth'; limit: DepthLimit; step: string; symbol: string }
  | { kind: 'trades'; symbol: string }
  | { kind: 'kline'; interval: KlineInterval; symbol: string }
  | { kind: 'notice' }
  | { kind: 'private'; topic: string };

const SYMBOL = '([A-Z0-9]{2,24})';
const STEP = '([01.]{1,16})';

export function parseTopic(topic: unknown): ParsedTopic | undefined {
  if (typeof topic !== 'string' || topic.length > 80) return undefined;
  if (topic === topics.tickersAll) return { kind: 'tickersAll' };
  if (topic === topics.notice) return { kind: 'notice' };
  if (PRIVATE_TOPICS.includes(topic)) return { kind: 'private', topic };
  let m = new RegExp(`^instrument_info\\.${SYMBOL}$`).exec(topic);
  if (m?.[1]) return { kind: 'ticker', symbol: m[1] };
  m = new RegExp(`^mergedDepth\\.(\\d+)\\.${STEP}\\.${SYMBOL}$`).exec(topic);
  if (m?.[1] && m[2] && m[3]) {
    const limit = Number(m[1]);
    if (!(DEPTH_LIMITS as readonly number[]).includes(limit)) return undefined;
    return { kind: 'depth', limit: limit as DepthLimit, step: m[2], symbol: m[3] };
  }
  m = new RegExp(`^trade\\.${SYMBOL}$`).exec(topic);
  if (m?.[1]) return { kind: 'trades', symbol: m[1] };
  m = new RegExp(`^kline_([0-9]{1,2}[smhdwM])\\.${SYMBOL}$`).exec(topic);
  if (m?.[1] && m[2] && (KLINE_INTERVALS as readonly string[]).includes(m[1])) {
    return { kind: 'kline', interval: m[1] as KlineInterval, symbol: m[2] };
  }
  return undefined;
}
