import { describe, expect, it } from 'vitest';
import { LATENCY_FAILURE_MS } from '../../../../src/app/features/footer/latency';
import { probeLatency, probeUrl, type ProbeDeps } from '../../../../src/app/features/footer/probeLatency';

/** A clock that moves only when the fake fetch says so. */
function fakeDeps(answer: (init: RequestInit, clock: { t: number }) => Promise<Response>) {
  const clock = { t: 1_000 };
  const calls: { url: string; init: RequestInit }[] = [];
  const deps: ProbeDeps = {
    now: () => clock.t,
    fetch: (url, init) => {
      calls.push({ url, init });
      return answer(init, clock);
    },
  };
  return { deps, calls };
}

describe('probeLatency', () => {
  it('GETs {origin}/t1, the page origin for ""', () => {
    expect(probeUrl('', 'http://127.0.0.1:4185')).toBe('http://127.0.0.1:4185/t1');
    expect(probeUrl('http://localhost:4185', 'http://127.0.0.1:4185')).toBe('http://localhost:4185/t1');
  });

  it('times the request until the body arrived, without cookies or cache', async () => {
    const { deps, calls } = fakeDeps(async (_init, clock) => {
      clock.t += 42;
      return new Response('{}', { status: 200 });
    });
    expect(await probeLatency('http://a.test/t1', deps)).toBe(42);
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'omit',
      cache: 'no-store',
      mode: 'cors',
    });
  });

  it('counts a network error and an HTTP error as 15000 ms', async () => {
    const refused = fakeDeps(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await probeLatency('http://a.test/t1', refused.deps)).toBe(LATENCY_FAILURE_MS);
    const broken = fakeDeps(async () => new Response('no', { status: 502 }));
    expect(await probeLatency('http://a.test/t1', broken.deps)).toBe(LATENCY_FAILURE_MS);
  });

  it('gives up after the timeout and counts it as 15000 ms', async () => {
    const { deps } = fakeDeps(
      (init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    expect(await probeLatency('http://a.test/t1', deps, 20)).toBe(LATENCY_FAILURE_MS);
  });
});
