/**
 * Self time per trace event name on a page's renderer main thread, from a Chromium trace (the JSON
 * that `browser.stopTracing()` returns): what the thread's task time is made of (script, style, layout,
 * paint, commit, GC…), which the JS profiler lumps together as "(program)".
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface TraceSummary {
  wallMs: number;
  /** Σ of the top-level tasks (RunTask and other roots) on the main thread. */
  taskMs: number;
  /** Main-frame commits to the compositor: the frames the page produced. */
  frames: number;
  selfMs: { name: string; ms: number }[];
}

export function summarizeMainThread(traceJson: string, count: number): TraceSummary {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const complete = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  // The page's main thread is the renderer main thread that did the most work.
  let best: { key: string; total: number } | undefined;
  for (const main of mains) {
    const key = `${main.pid}:${main.tid}`;
    const total = complete
      .filter((e) => e.pid === main.pid && e.tid === main.tid)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (best === undefined || total > best.total) best = { key, total };
  }
  if (best === undefined) throw new Error('the trace has no renderer main thread');
  const own = complete
    .filter((e) => `${e.pid}:${e.tid}` === best.key)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  let taskUs = 0;
  let frames = 0;
  for (const event of own) {
    if (event.name === 'ProxyMain::BeginMainFrame::commit') frames += 1;
    const dur = event.dur ?? 0;
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - dur);
    else taskUs += dur;
    self.set(event.name, (self.get(event.name) ?? 0) + dur);
    stack.push({ end: event.ts + dur, name: event.name });
  }
  const first = own[0]?.ts ?? 0;
  const last = own.reduce((end, e) => Math.max(end, e.ts + (e.dur ?? 0)), first);
  return {
    wallMs: (last - first) / 1000,
    taskMs: taskUs / 1000,
    frames,
    selfMs: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: us / 1000 })),
  };
}
