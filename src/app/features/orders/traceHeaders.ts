import { TRACE_HEADER } from '../../../shared/protocol';
import { createTraceparent } from '../../../shared/rest/createTraceparent';

const randomBytes = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** The trace header of one order call (create, cancel): a fresh W3C traceparent each time. */
export function traceHeaders(): Record<string, string> {
  return { [TRACE_HEADER]: createTraceparent(randomBytes) };
}
