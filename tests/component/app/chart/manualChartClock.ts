import { act } from '@testing-library/react';
import type { ChartClock } from '../../../../src/shared/chart/chartClock';

/**
 * A hand-driven ChartClock for rendered components: nothing runs until `advance`, and each due task
 * runs in its own `act` at its due time (a task's follow-up timer counts from that moment).
 */
export function createManualChartClock(start = Date.UTC(2030, 0, 1)) {
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
    for (const entry of tasks)
      if (entry[1].at <= until && (found === undefined || entry[1].at < found[1].at)) found = entry;
    return found;
  }
  return {
    clock,
    pending: () => [...tasks.values()].map((t) => t.at - now).sort((a, b) => a - b),
    advance(ms: number) {
      const until = now + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        tasks.delete(due[0]);
        now = Math.max(now, due[1].at);
        act(due[1].task);
      }
      now = until;
    },
  };
}
