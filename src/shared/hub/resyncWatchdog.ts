/**
 * A book must not wait forever for its snapshot: if the snapshot of a subscribe or a resync is lost (a
 * dropped frame, and a quiet market sends no delta that would reveal it), the topic is resubscribed
 * after a timeout, for as long as the store still finds the book waiting and the topic is still wanted.
 */
import { createOneShot, type OneShot } from './oneShot';
import type { Timers } from './types';

/** Time for a resubscribe's snapshot to arrive: a round trip plus the frames queued before it. */
export const RESYNC_WATCHDOG_MS = 2_000;

export interface ResyncWatchdog {
  /** The topics were just (re)subscribed: check on them after the timeout. */
  arm(topics: readonly string[]): void;
  /** The topic is no longer subscribed. */
  cancel(topic: string): void;
  dispose(): void;
}

export function createResyncWatchdog(options: {
  timers: Timers;
  timeoutMs?: number;
  stillWaiting(topic: string): boolean;
  resync(topic: string): void;
}): ResyncWatchdog {
  const timeoutMs = options.timeoutMs ?? RESYNC_WATCHDOG_MS;
  const pending = new Map<string, OneShot>();

  const arm = (topic: string): void => {
    const timer = pending.get(topic) ?? createOneShot(options.timers);
    pending.set(topic, timer);
    timer.start(timeoutMs, () => {
      if (!options.stillWaiting(topic)) {
        pending.delete(topic);
        return;
      }
      options.resync(topic);
      arm(topic);
    });
  };

  return {
    arm: (topics) => topics.forEach(arm),
    cancel(topic) {
      pending.get(topic)?.cancel();
      pending.delete(topic);
    },
    dispose() {
      for (const timer of pending.values()) timer.cancel();
      pending.clear();
    },
  };
}
