/**
 * Self time per trace event name on a page's renderer main thread, from a Chromium trace (the JSON
 * that `browser.stopTracing()` returns): what the thread's task time is made of (script, style, layout,
 * paint, commit, GC…), which the JS profiler lumps together as "(program)".
 */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { functionName?: string; url?: string } };
}

/**
 * The complete events (`ph: 'X'`) of the page's main thread, in order (an outer event before the ones
 * inside it): the CrRendererMain thread that did the most work.
 */
export function mainThreadEvents(traceJson: string): TraceEvent[] {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const work = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && typeof e.dur === 'number' && mains.has(key))
      work.set(key, (work.get(key) ?? 0) + e.dur);
  }
  if (mains.size === 0) throw new Error('the trace has no renderer main thread');
  const thread = [...work.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number' && `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

export interface TraceSummary {
  wallMs: number;
  /** Σ of the top-level tasks (RunTask and other roots) on the main thread. */
  taskMs: number;
  /** Main-frame commits to the compositor: the frames the page produced. */
  frames: number;
  /** The top-level tasks on the main thread. */
  tasks: number;
  selfMs: { name: string; ms: number }[];
}

/** A thread's events (in order) grouped by task: each outermost event, then the events inside it. */
export function tasksOf(events: readonly TraceEvent[]): TraceEvent[][] {
  const tasks: TraceEvent[][] = [];
  let end = -Infinity;
  for (const e of events) {
    if (e.ts >= end) {
      tasks.push([e]);
      end = e.ts + (e.dur ?? 0);
    } else tasks.at(-1)?.push(e);
  }
  return tasks;
}

/** Σ of the tasks' durations, in µs. */
export const tasksUs = (tasks: readonly TraceEvent[][]): number =>
  tasks.reduce((sum, task) => sum + (task[0]?.dur ?? 0), 0);

/** Self time (µs) per event name of a thread's events in order: each event's time less its children's. */
export function selfTimeByName(events: readonly TraceEvent[]): Map<string, number> {
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  for (const event of events) {
    const dur = event.dur ?? 0;
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - dur);
    self.set(event.name, (self.get(event.name) ?? 0) + dur);
    stack.push({ end: event.ts + dur, name: event.name });
  }
  return self;
}

export function summarizeMainThread(traceJson: string, count: number): TraceSummary {
  const own = mainThreadEvents(traceJson);
  const self = selfTimeByName(own);
  const tasks = tasksOf(own);
  const taskUs = tasksUs(tasks);
  const frames = own.filter((event) => event.name === 'ProxyMain::BeginMainFrame::commit').length;
  const first = own[0]?.ts ?? 0;
  const last = own.reduce((end, e) => Math.max(end, e.ts + (e.dur ?? 0)), first);
  return {
    wallMs: (last - first) / 1000,
    taskMs: taskUs / 1000,
    frames,
    tasks: tasks.length,
    selfMs: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: us / 1000 })),
  };
}
