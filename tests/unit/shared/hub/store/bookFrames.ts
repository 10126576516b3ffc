/**
 * Depth frames for the store tests: a topic, and snapshot/delta builders with hand-picked levels. A
 * frame's seq defaults to u × 10, and a delta follows the frame of u − 1 (pseq = (u − 1) × 10).
 */
import type { BookLevel, DepthData, Push } from '../../../../../src/shared/protocol';

export const SYMBOL = 'BTCUSDT';
export const TOPIC = `mergedDepth.40.0.01.${SYMBOL}`;

export function depth(
  type: 'snapshot' | 'delta',
  u: number,
  b: BookLevel[],
  a: BookLevel[],
  seq = u * 10,
  pseq = type === 'snapshot' ? seq : (u - 1) * 10,
): Push<string, DepthData> {
  return { topic: TOPIC, type, ts: 0, data: { s: SYMBOL, b, a, u, seq, pseq } };
}

export const snapshot = (u: number, seq = u * 10) =>
  depth('snapshot', u, [['100.00', '1']], [['101.00', '2']], seq);
export const delta = (u: number, b: BookLevel[] = [['99.00', String(u)]], a: BookLevel[] = []) =>
  depth('delta', u, b, a);
