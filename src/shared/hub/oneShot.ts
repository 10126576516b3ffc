import type { TimerHandle, Timers } from './types';

/** A restartable single timer over the injected {@link Timers}: starting it again replaces the pending task. */
export interface OneShot {
  start(ms: number, task: () => void): void;
  cancel(): void;
  readonly pending: boolean;
}

export function createOneShot(timers: Timers): OneShot {
  let handle: TimerHandle | undefined;
  let pending = false;
  const cancel = (): void => {
    if (pending) timers.clearTimeout(handle);
    pending = false;
    handle = undefined;
  };
  return {
    start(ms, task) {
      cancel();
      pending = true;
      handle = timers.setTimeout(() => {
        // Cleared before running, so the task may start this timer again.
        pending = false;
        handle = undefined;
        task();
      }, ms);
    },
    cancel,
    get pending() {
      return pending;
    },
  };
}
