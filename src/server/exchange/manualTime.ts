/**
 * A hand-driven clock and scheduler: the simulator runs on it in tests, in the msw handlers and in
 * benches, so a minute of market takes milliseconds and the same seed replays the same market.
 * `advance(ms)` runs every task that falls due, in time order (ties in the order they were scheduled),
 * moving the clock to each task's time first, so a task that reads the clock sees its own time.
 */
import type { Clock, Scheduler } from './types';

export interface ManualTime {
  clock: Clock;
  scheduler: Scheduler;
  now(): number;
  /** Runs everything due within the next `ms` (including tasks those tasks schedule) and leaves the clock at now + ms. */
  advance(ms: number): void;
  /** Tasks scheduled and neither run nor cancelled. */
  pending(): number;
}

interface Task {
  at: number;
  order: number;
  run: () => void;
  live: boolean;
}

export function createManualTime(start = Date.UTC(2025, 0, 15, 12)): ManualTime {
  let now = start;
  let order = 0;
  let live = 0;
  // A binary heap on (at, order): rate 50 over every symbol keeps thousands of tasks waiting.
  const heap: Task[] = [];
  const before = (a: Task, b: Task): boolean => a.at < b.at || (a.at === b.at && a.order < b.order);
  const swap = (i: number, j: number): void => {
    [heap[i], heap[j]] = [heap[j] as Task, heap[i] as Task];
  };

  const push = (task: Task): void => {
    heap.push(task);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i] as Task, heap[parent] as Task)) break;
      swap(i, parent);
      i = parent;
    }
  };

  const pop = (): void => {
    const last = heap.pop();
    if (last === undefined || heap.length === 0) return;
    heap[0] = last;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let first = i;
      if (left < heap.length && before(heap[left] as Task, heap[first] as Task)) first = left;
      if (right < heap.length && before(heap[right] as Task, heap[first] as Task)) first = right;
      if (first === i) return;
      swap(i, first);
      i = first;
    }
  };

  const scheduler: Scheduler = (ms, run) => {
    const task: Task = { at: now + Math.max(0, ms), order: order++, run, live: true };
    push(task);
    live++;
    return () => {
      if (!task.live) return;
      task.live = false;
      live--;
    };
  };

  return {
    clock: { now: () => now },
    scheduler,
    now: () => now,
    advance(ms) {
      const end = now + ms;
      for (let next = heap[0]; next !== undefined && next.at <= end; next = heap[0]) {
        pop();
        if (!next.live) continue;
        next.live = false;
        live--;
        now = Math.max(now, next.at);
        next.run();
      }
      now = end;
    },
    pending: () => live,
  };
}
