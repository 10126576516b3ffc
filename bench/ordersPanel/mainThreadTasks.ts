/**
 * Every task the page's renderer main thread ran between two performance marks, from a Chromium trace
 * (the JSON `browser.stopTracing()` returns, recorded with TRACE_CATEGORIES): a task is a top-level
 * complete event on that thread (`ThreadControllerImpl::RunTask`, `RunTask`), the nested ones are its
 * parts. A task that straddles a mark counts for the part inside the window, so a task begun before the
 * pass cannot fill it with work that is not the pass's.
 */
import { mainThreadEvents } from '../bookPanel/traceSummary';

/** The task events (`toplevel`, `RunTask`) and the marks, no more: each category costs the page time. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'devtools.timeline',
  'blink.user_timing',
];

export interface MainThreadTasks {
  windowMs: number;
  /** Each task's duration inside the window, in ms, in order. */
  tasksMs: number[];
  busyMs: number;
}

interface MarkEvent {
  name: string;
  ts: number;
  cat?: string;
}

function markTime(events: MarkEvent[], name: string): number {
  const mark = events.find((event) => event.name === name && (event.cat ?? '').includes('blink.user_timing'));
  if (!mark) throw new Error(`the trace has no performance mark ${name}`);
  return mark.ts;
}

export function mainThreadTasks(traceJson: string, startMark: string, endMark: string): MainThreadTasks {
  const parsed = JSON.parse(traceJson) as { traceEvents?: MarkEvent[] } | MarkEvent[];
  const all = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const from = markTime(all, startMark);
  const to = markTime(all, endMark);
  const tasksMs: number[] = [];
  let topEnd = -Infinity;
  for (const event of mainThreadEvents(traceJson)) {
    const end = event.ts + (event.dur ?? 0);
    if (event.ts < topEnd) continue; // inside the task before it
    topEnd = end;
    const inside = Math.min(end, to) - Math.max(event.ts, from);
    if (inside > 0) tasksMs.push(inside / 1000);
  }
  return { windowMs: (to - from) / 1000, tasksMs, busyMs: tasksMs.reduce((a, b) => a + b, 0) };
}
