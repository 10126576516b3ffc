import type { Clock, Scheduler } from '../../src/server/exchange/types';

export interface FakeTime {
  clock: Clock;
  scheduler: Scheduler;
  /** Moves time forward, running every task that falls due, in time order (ties in scheduling order). */
  advance(ms: number): void;
  /** Tasks scheduled and not yet run or cancelled. */
  pending(): number;
}

interface Task {
  at: number;
  order: number;
  run: () => void;
}

/** A hand-driven clock and scheduler for the exchange, so tests decide when the market moves. */
export function createFakeTime(start = Date.UTC(2025, 0, 1)): FakeTime {
  let now = start;
  let order = 0;
  const tasks = new Set<Task>();

  const scheduler: Scheduler = (ms, run) => {
    const task: Task = { at: now + Math.max(0, ms), order: order++, run };
    tasks.add(task);
    return () => {
      tasks.delete(task);
    };
  };

  function nextDue(until: number): Task | undefined {
    let next: Task | undefined;
    for (const task of tasks) {
      if (task.at > until) continue;
      if (!next || task.at < next.at || (task.at === next.at && task.order < next.order)) next = task;
    }
    return next;
  }

  return {
    clock: { now: () => now },
    scheduler,
    advance(ms) {
      const until = now + ms;
      // Tasks may schedule more tasks; each is picked up if it falls due before `until`.
      for (let task = nextDue(until); task; task = nextDue(until)) {
        tasks.delete(task);
        now = task.at;
        task.run();
      }
      now = until;
    },
    pending: () => tasks.size,
  };
}
