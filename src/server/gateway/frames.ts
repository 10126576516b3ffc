/**
 * Client frames as they enter: checked once here so the rest of the gateway sees only well-formed
 * requests. Anything else becomes an error message naming what was wrong; the socket stays open.
 */
import type { ClientFrame } from '../../shared/protocol';

/** Text frames above this are refused (the `ws` transport enforces the same bound as maxPayload). */
export const MAX_FRAME_BYTES = 64 * 1024;
export const MAX_ARGS_PER_FRAME = 100;

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; message: string; reqId?: string };

function reqIdOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length <= 64) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function parseClientFrame(text: string): ParsedFrame {
  if (text.length > MAX_FRAME_BYTES)
    return { ok: false, message: `frame larger than ${MAX_FRAME_BYTES} bytes` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'frame is not JSON' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, message: 'frame is not a JSON object' };
  }
  const record = data as Record<string, unknown>;
  const reqId = reqIdOf(record.req_id);
  const withId = reqId === undefined ? {} : { req_id: reqId };
  const fail = (message: string): ParsedFrame =>
    reqId === undefined ? { ok: false, message } : { ok: false, message, reqId };
  switch (record.op) {
    case 'ping':
      return { ok: true, frame: { op: 'ping', ...withId } };
    case 'subscribe':
    case 'unsubscribe': {
      const args = record.args;
      if (!Array.isArray(args) || args.length === 0) return fail('args: expected a non-empty list of topics');
      if (args.length > MAX_ARGS_PER_FRAME)
        return fail(`args: at most ${MAX_ARGS_PER_FRAME} topics per request`);
      if (!args.every((arg): arg is string => typeof arg === 'string'))
        return fail('args: every topic must be a string');
      return { ok: true, frame: { op: record.op, args, ...withId } };
    }
    case undefined:
      return fail('op: missing');
    default:
      return fail(`op: unknown operation ${JSON.stringify(String(record.op).slice(0, 40))}`);
  }
}
