import type { ChartClock } from '../../../../src/shared/chart/chartClock';

/**
 * A hand-driven ChartClock. `advance` moves time and runs each task when it falls due (a task that
 * schedules another may see it fall due in the same advance, as with real timers); `jump` moves time
 * with every timer held back, as in a sleeping laptop or a throttled tab, and `runDue` then runs what
 * is overdue.
 */
export function createFakeClock(start = 1_000_000) {
  let now = start;
  let seq = 0;
  const tasks = new Map<number, { at: number; task: () => void }>();

  const clock: ChartClock = {
    now: () => now,
    schedule(ms, task) {
      const id = (seq += 1);
      tasks.set(id, { at: now + ms, task });
      return () => tasks.delete(id);
    },
  };

  function nextDue(until: number) {
    let found: [number, { at: number; task: () => void }] | undefined;
    for (const entry of tasks) {
      if (entry[1].at <= until && (found === undefined || entry[1].at < found[1].at)) found = entry;
    }
    return found;
  }

  return {
    clock,
    advance(ms: number) {
      const until = now + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        tasks.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].task();
      }
      now = until;
    },
    jump(ms: number) {
      now += ms;
    },
    runDue() {
      this.advance(0);
    },
    pending: () => [...tasks.values()].map((t) => t.at - now).sort((a, b) => a - b),
  };
}

/** Lets pending promise callbacks run (an answered fetch, a finished save). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
