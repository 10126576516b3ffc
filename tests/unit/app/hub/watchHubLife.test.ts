import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIFE_LOCK_ANSWER_MS, watchHubLife, type HubLifeDeps } from '../../../../src/app/hub/watchHubLife';

/** Exclusive Web Locks as the browser grants them: in request order, each once its holder lets go. */
function fakeLocks() {
  const held = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    const waiting = held.get(name) ?? [];
    const next = waiting.shift();
    if (next) next();
    else held.delete(name);
  };
  const request = ((
    name: string,
    options: { signal?: AbortSignal },
    callback: () => unknown,
  ): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const grant = () => {
        if (options.signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
        void Promise.resolve(callback()).then((value) => {
          release(name);
          resolve(value);
        });
      };
      const waiting = held.get(name);
      if (!waiting) {
        held.set(name, []);
        grant();
      } else {
        waiting.push(grant);
        options.signal?.addEventListener('abort', () => {
          waiting.splice(waiting.indexOf(grant) >>> 0, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }
    })) as unknown as LockManager['request'];
  /** A worker that takes `name` and holds it until `die()`. */
  const worker = (name: string) => {
    let die: () => void = () => {};
    void request(name, {}, () => new Promise<void>((gone) => (die = gone)));
    return { die: () => die() };
  };
  return { locks: { request }, worker, waiting: (name: string) => held.get(name)?.length ?? 0 };
}

describe('watchHubLife', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const deps = (overrides: Partial<HubLifeDeps>): HubLifeDeps => ({
    lifeLock: async () => 'spotdesk-hub-1',
    locks: undefined,
    setTimeout: (task, ms) => setTimeout(task, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    signal: new AbortController().signal,
    ...overrides,
  });
  const settled = (promise: Promise<void>) => {
    const state = { gone: false };
    void promise.then(() => (state.gone = true));
    return state;
  };

  it('says the worker is gone the moment its life lock frees, and not a moment before', async () => {
    const { locks, worker, waiting } = fakeLocks();
    const hub = worker('spotdesk-hub-1');
    const life = settled(watchHubLife(deps({ locks })));
    // A quiet worker is not a dead one: an hour of nothing changes nothing.
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(waiting('spotdesk-hub-1')).toBe(1);
    expect(life.gone).toBe(false);

    hub.die();
    await vi.advanceTimersByTimeAsync(0);
    expect(life.gone).toBe(true);
    // The tab took the lock only to learn that, and let it go: a new worker can hold it.
    expect(waiting('spotdesk-hub-1')).toBe(0);
  });

  it('counts a worker that does not name its lock in time as gone, and one that answers late as alive', async () => {
    const { locks } = fakeLocks();
    const silent = settled(watchHubLife(deps({ locks, lifeLock: () => new Promise(() => {}) })));
    await vi.advanceTimersByTimeAsync(LIFE_LOCK_ANSWER_MS - 1);
    expect(silent.gone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(silent.gone).toBe(true);

    const slow = fakeLocks();
    slow.worker('spotdesk-hub-2');
    const late = settled(
      watchHubLife(
        deps({
          locks: slow.locks,
          lifeLock: () => new Promise((answer) => setTimeout(() => answer('spotdesk-hub-2'), 9_000)),
        }),
      ),
    );
    await vi.advanceTimersByTimeAsync(LIFE_LOCK_ANSWER_MS * 10);
    expect(late.gone).toBe(false);
  });

  it('never says gone where it cannot tell: no Web Locks in the tab or the worker, or no answer to the question', async () => {
    const { locks } = fakeLocks();
    const lives = [
      settled(watchHubLife(deps({ locks: undefined }))),
      settled(watchHubLife(deps({ locks, lifeLock: async () => '' }))),
      settled(watchHubLife(deps({ locks, lifeLock: () => Promise.reject(new Error('no such method')) }))),
    ];
    await vi.advanceTimersByTimeAsync(LIFE_LOCK_ANSWER_MS * 10);
    expect(lives.map((life) => life.gone)).toEqual([false, false, false]);
  });

  it('stops watching when the tab lets go of the worker: no verdict, the lock request withdrawn', async () => {
    const { locks, worker, waiting } = fakeLocks();
    const hub = worker('spotdesk-hub-1');
    const stop = new AbortController();
    const life = settled(watchHubLife(deps({ locks, signal: stop.signal })));
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting('spotdesk-hub-1')).toBe(1);
    stop.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting('spotdesk-hub-1')).toBe(0);
    hub.die();
    await vi.advanceTimersByTimeAsync(LIFE_LOCK_ANSWER_MS * 2);
    expect(life.gone).toBe(false);

    const unanswered = new AbortController();
    const silent = settled(
      watchHubLife(deps({ locks, lifeLock: () => new Promise(() => {}), signal: unanswered.signal })),
    );
    unanswered.abort();
    await vi.advanceTimersByTimeAsync(LIFE_LOCK_ANSWER_MS * 2);
    expect(silent.gone).toBe(false);
  });
});
