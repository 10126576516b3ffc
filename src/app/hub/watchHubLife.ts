/** How long a new hub worker may take to say which lock it holds before it counts as never started. */
export const LIFE_LOCK_ANSWER_MS = 10_000;

export interface HubLifeDeps {
  /** Asks the worker for the name of the lock it holds for its life (HubWorkerApi.lifeLock). */
  lifeLock(): Promise<string>;
  /** The tab's Web Locks; undefined where the browser has none. */
  locks: Pick<LockManager, 'request'> | undefined;
  setTimeout(task: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Aborted when the tab lets go of this worker: the watch ends, its lock request is withdrawn. */
  signal: AbortSignal;
}

/**
 * Resolves when the hub worker is gone. The worker holds its life lock until it dies, so our request
 * for the same lock is granted the moment it does (a crash, the browser ending it): no polling, no
 * traffic. A worker that does not name its lock within LIFE_LOCK_ANSWER_MS never started, or was
 * already dying when the tab reached it, and is gone too. Never resolves where Web Locks are missing
 * (the worker answers ""), nor when the worker cannot answer the question (an older worker).
 */
export function watchHubLife(deps: HubLifeDeps): Promise<void> {
  return new Promise((gone) => {
    if (!deps.locks || deps.signal.aborted) return;
    const { locks, signal } = deps;
    const timer = deps.setTimeout(() => {
      if (!signal.aborted) gone();
    }, LIFE_LOCK_ANSWER_MS);
    signal.addEventListener('abort', () => deps.clearTimeout(timer));
    deps.lifeLock().then(
      (name) => {
        deps.clearTimeout(timer);
        if (name === '' || signal.aborted) return;
        // Granted only once the worker is gone, and released again at once (the callback returns).
        locks.request(name, { signal }, () => gone()).catch(() => undefined);
      },
      () => deps.clearTimeout(timer),
    );
  });
}
