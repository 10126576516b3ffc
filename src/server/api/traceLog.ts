/**
 * The trace header of order requests (spec 000 §7: create and cancel send one; the spec does not name
 * it). We use W3C Trace Context's `traceparent`, `00-{32 hex trace id}-{16 hex parent id}-{2 hex
 * flags}`, which tracing tools already read. Rules chosen:
 *
 * 1. The header is never a reason to refuse: tracing must not break trading, and W3C says to ignore a
 *    malformed one. Same-origin requests need no CORS for it; the only CORS route is GET /t1.
 * 2. Every order-writing request of a logged-in account (create, cancel, modify and cancel-all, for
 *    ordinary and plan orders) is recorded with the header as sent, or null, whatever the answer,
 *    so a test can assert that the page sent one, well formed, on each request.
 * 3. The newest TRACE_LIMIT records per account are kept.
 */
import { API } from '../../shared/protocol';

export const TRACE_LIMIT = 100;
/** A longer header is cut to this many characters in the record. */
const MAX_RECORDED = 512;

/** The requests whose trace header is recorded. */
export const TRACED_PATHS: ReadonlySet<string> = new Set([
  API.createOrder,
  API.cancelOrder,
  API.modifyOrder,
  API.cancelAllOrders,
  API.createPlanOrder,
  API.cancelPlanOrder,
  API.modifyPlanOrder,
  API.cancelAllPlanOrders,
]);

export interface TraceRecord {
  accountId: string;
  path: string;
  /** Server clock, ms. */
  at: number;
  /** The header as sent; null when there was none. */
  traceparent: string | null;
  /** The trace id when the header is a valid traceparent, else "". */
  traceId: string;
  valid: boolean;
}

export interface Traceparent {
  version: string;
  traceId: string;
  parentId: string;
  flags: string;
}

const FORMAT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZERO = /^0+$/;

/** A W3C traceparent, or undefined when the text is not one (version 00 takes no trailing fields). */
export function parseTraceparent(text: string): Traceparent | undefined {
  const match = FORMAT.exec(text.trim());
  if (!match) return undefined;
  const [, version = '', traceId = '', parentId = '', flags = '', rest] = match;
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (ALL_ZERO.test(traceId) || ALL_ZERO.test(parentId)) return undefined;
  return { version, traceId, parentId, flags };
}

export interface TraceLog {
  record(accountId: string, path: string, header: string | undefined, at: number): void;
  /** Oldest first: one account's records, or every account's in the order they came. */
  list(accountId?: string): TraceRecord[];
}

export function createTraceLog(limit = TRACE_LIMIT): TraceLog {
  const byAccount = new Map<string, { seq: number; record: TraceRecord }[]>();
  let seq = 0;
  return {
    record(accountId, path, header, at) {
      const parsed = header === undefined ? undefined : parseTraceparent(header);
      const record: TraceRecord = {
        accountId,
        path,
        at,
        traceparent: header === undefined ? null : header.slice(0, MAX_RECORDED),
        traceId: parsed?.traceId ?? '',
        valid: parsed !== undefined,
      };
      const list = byAccount.get(accountId) ?? [];
      list.push({ seq: seq++, record });
      if (list.length > limit) list.splice(0, list.length - limit);
      byAccount.set(accountId, list);
    },
    list(accountId) {
      const entries =
        accountId === undefined
          ? [...byAccount.values()].flat().sort((a, b) => a.seq - b.seq)
          : (byAccount.get(accountId) ?? []);
      return entries.map((entry) => ({ ...entry.record }));
    },
  };
}
