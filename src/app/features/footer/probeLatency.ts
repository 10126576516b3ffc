import { LATENCY_FAILURE_MS } from './latency';

/**
 * How long a probe may take before it counts as failed. Anything slower than 5 s is already "danger"
 * (over 1000 ms); waiting the full 15 s that a failure stands for would only keep the picker busy.
 */
export const PROBE_TIMEOUT_MS = 5_000;

export interface ProbeDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** A monotonic clock in ms (performance.now in the browser). */
  now: () => number;
}

/** The probe's address: `{origin}/t1` (spec 000 §7); "" is the page's own origin. */
export function probeUrl(origin: string, pageOrigin: string): string {
  return `${origin === '' ? pageOrigin : origin}/t1`;
}

/**
 * Times one `GET {url}` until its body has arrived. A network error, an HTTP error status or the
 * timeout gives LATENCY_FAILURE_MS (spec 000 §8). No cookies (the routes may be other origins, and the
 * probe needs none) and no cache, so each probe crosses the line.
 */
export async function probeLatency(
  url: string,
  deps: ProbeDeps,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<number> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = deps.now();
  try {
    const response = await deps.fetch(url, {
      method: 'GET',
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    await response.arrayBuffer();
    if (!response.ok) return LATENCY_FAILURE_MS;
    return Math.max(0, deps.now() - started);
  } catch {
    return LATENCY_FAILURE_MS;
  } finally {
    clearTimeout(timer);
  }
}
