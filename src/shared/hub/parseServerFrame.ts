/**
 * Sorts one socket frame into what the hub does with it. Only the envelope is checked here; a push's
 * `data` is checked by the store, which knows each topic's shape. Never throws: the frame comes from
 * the network.
 */
import type { Push, SubscriptionAck } from '../protocol';

export type ServerFrameKind =
  | { kind: 'pong' }
  | { kind: 'ack'; ack: SubscriptionAck }
  | { kind: 'error'; message: string }
  | { kind: 'push'; push: Push }
  | { kind: 'malformed'; why: string };

/** Frames past this are refused before parsing: no view needs one, and JSON.parse would block the hub. */
const MAX_FRAME_CHARS = 4_000_000;

export function parseServerFrame(data: unknown): ServerFrameKind {
  // 1. Text only: the protocol has no binary frames.
  if (typeof data !== 'string') return { kind: 'malformed', why: 'not a text frame' };
  if (data.length > MAX_FRAME_CHARS) return { kind: 'malformed', why: 'frame too large' };
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return { kind: 'malformed', why: 'not JSON' };
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    return { kind: 'malformed', why: 'not an object' };
  }
  const record = frame as Record<string, unknown>;

  // 2. Replies to our ops.
  if (record.op === 'pong') return { kind: 'pong' };
  if (record.op === 'error') {
    return { kind: 'error', message: typeof record.ret_msg === 'string' ? record.ret_msg : '' };
  }
  if (record.op === 'subscribe' || record.op === 'unsubscribe') {
    const ack = parseAck(record, record.op);
    return ack ? { kind: 'ack', ack } : { kind: 'malformed', why: 'bad acknowledgement' };
  }

  // 3. Pushes: the envelope only.
  if (
    typeof record.topic === 'string' &&
    (record.type === 'snapshot' || record.type === 'delta') &&
    typeof record.ts === 'number' &&
    'data' in record
  ) {
    return {
      kind: 'push',
      push: { topic: record.topic, type: record.type, ts: record.ts, data: record.data },
    };
  }
  return { kind: 'malformed', why: 'unknown frame' };
}

function parseAck(record: Record<string, unknown>, op: SubscriptionAck['op']): SubscriptionAck | undefined {
  const { success, ret_msg, args, rejected } = record;
  if (typeof success !== 'boolean') return undefined;
  const accepted = Array.isArray(args) ? args.filter((arg): arg is string => typeof arg === 'string') : [];
  const refused: SubscriptionAck['rejected'] = [];
  if (Array.isArray(rejected)) {
    for (const entry of rejected as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { topic, reason } = entry as Record<string, unknown>;
      if (typeof topic === 'string')
        refused.push({ topic, reason: typeof reason === 'string' ? reason : '' });
    }
  }
  return {
    op,
    success,
    ret_msg: typeof ret_msg === 'string' ? ret_msg : '',
    args: accepted,
    rejected: refused,
  };
}
