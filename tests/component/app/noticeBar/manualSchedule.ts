import { act } from '@testing-library/react';
import type { Schedule } from '../../../../src/app/features/noticeBar/noticeBarSchedule';

/**
 * A hand-driven `Schedule`: nothing runs until `advance`. Each due task runs in its own `act`, with
 * the clock set to its due time, so a timer that a task's render schedules counts from that moment
 * (as a real timer would) and can fall due within the same advance.
 */
export function createManualSchedule() {
  let now = 0;
  let seq = 0;
  const tasks = new Map<number, { at: number; task: () => void }>();

  const schedule: Schedule = (ms, task) => {
    const id = (seq += 1);
    tasks.set(id, { at: now + ms, task });
    return () => tasks.delete(id);
  };

  function nextDue(until: number) {
    let found: [number, { at: number; task: () => void }] | undefined;
    for (const entry of tasks) {
      if (entry[1].at <= until && (found === undefined || entry[1].at < found[1].at)) found = entry;
    }
    return found;
  }

  return {
    schedule,
    /** Timers waiting to fire, with how long until each does. */
    pending: () => [...tasks.values()].map((t) => t.at - now).sort((a, b) => a - b),
    advance(ms: number) {
      const until = now + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        const [id, { at, task }] = due;
        tasks.delete(id);
        now = at;
        act(task);
      }
      now = until;
    },
  };
}
