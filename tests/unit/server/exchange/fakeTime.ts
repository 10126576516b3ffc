/**
 * A hand-driven clock and scheduler for the simulator's tests: `advance(ms)` runs every task that
 * falls due, in time order (ties in the order they were scheduled), moving the clock to each task's
 * time before running it, so code that reads the clock inside a task sees the right time.
 */
import type { Clock, Scheduler } from '../../../../src/server/exchange/types';

export interface FakeTime {
  clock: Clock;
  scheduler: Scheduler;
  now(): number;
  /** Runs everything due within the next `ms` and leaves the clock at now + ms. */
  advance(ms: number): void;
  /** Tasks waiting to run. */
  pending(): number;
}

interface Task {
  at: number;
  order: number;
  run: () => void;
}

export function createFakeTime(start = Date.UTC(2025, 0, 15, 12, 0, 0)): FakeTime {
  let now = start;
  let order = 0;
  // A binary heap keyed on (at, order): rate 50 over many symbols means thousands of tasks.
  const heap: Task[] = [];
  const less = (a: Task, b: Task): boolean => a.at < b.at || (a.at === b.at && a.order < b.order);
  const push = (task: Task): void => {
    heap.push(task);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(heap[i] as Task, heap[parent] as Task)) break;
      [heap[i], heap[parent]] = [heap[parent] as Task, heap[i] as Task];
      i = parent;
    }
  };
  const pop = (): Task | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    heap[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && less(heap[l] as Task, heap[m] as Task)) m = l;
      if (r < heap.length && less(heap[r] as Task, heap[m] as Task)) m = r;
      if (m === i) break;
      [heap[i], heap[m]] = [heap[m] as Task, heap[i] as Task];
      i = m;
    }
    return top;
  };
  const cancelled = new Set<Task>();

  const scheduler: Scheduler = (ms, run) => {
    const task: Task = { at: now + Math.max(0, ms), order: order++, run };
    push(task);
    return () => {
      cancelled.add(task);
    };
  };

  return {
    clock: { now: () => now },
    scheduler,
    now: () => now,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = heap[0];
        if (next === undefined || next.at > end) break;
        pop();
        if (cancelled.delete(next)) continue;
        now = Math.max(now, next.at);
        next.run();
      }
      now = end;
    },
    pending: () => heap.length - cancelled.size,
  };
}
