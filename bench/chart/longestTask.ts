/**
 * The longest task on a page's renderer main thread in a Chromium trace (the JSON that
 * `browser.stopTracing()` returns), for the one-frame target of a backfill: the longtask observer only
 * reports tasks over 50 ms, three frames. A task is a top-level complete event (`ph: 'X'`) on the
 * CrRendererMain thread that did the most work; its biggest children say what it was.
 */
import { mainThreadEvents, type TraceEvent } from '../bookPanel/traceSummary';

export interface LongestTask {
  ms: number;
  /** Top-level tasks on the thread in the trace, and how many were longer than one frame. */
  tasks: number;
  overFrame: number;
  /** Those tasks in order: "36.8 ms (FunctionCall 35.0 ms; …)". */
  overFrameTasks: string[];
  /** The longest task's direct children by total time: "FunctionCall 31.2 ms; Paint 3.1 ms". */
  inside: string;
}

export const FRAME_MS = 1000 / 60;

export function longestMainThreadTask(traceJson: string): LongestTask {
  const own = mainThreadEvents(traceJson);
  const roots: { event: TraceEvent; children: Map<string, number>; childEnd: number }[] = [];
  let end = -Infinity;
  for (const event of own) {
    const dur = event.dur ?? 0;
    if (event.ts >= end) {
      roots.push({ event, children: new Map(), childEnd: -Infinity });
      end = event.ts + dur;
      continue;
    }
    // A direct child of the current root (the first event inside it that no earlier child contains).
    const root = roots.at(-1);
    if (!root) continue;
    if (event.ts >= root.childEnd) {
      const name = event.name === 'FunctionCall' ? functionLabel(event) : event.name;
      root.children.set(name, (root.children.get(name) ?? 0) + dur);
      root.childEnd = event.ts + dur;
    }
  }
  let longest = roots[0];
  for (const root of roots) if ((root.event.dur ?? 0) > (longest?.event.dur ?? 0)) longest = root;
  const insideOf = (children: Map<string, number> | undefined, count: number): string =>
    [...(children?.entries() ?? [])]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)} ms`)
      .join('; ');
  const inside = insideOf(longest?.children, 5);
  return {
    ms: (longest?.event.dur ?? 0) / 1000,
    tasks: roots.length,
    overFrame: roots.filter((root) => (root.event.dur ?? 0) / 1000 > FRAME_MS).length,
    overFrameTasks: roots
      .filter((root) => (root.event.dur ?? 0) / 1000 > FRAME_MS)
      .map((root) => `${((root.event.dur ?? 0) / 1000).toFixed(1)} ms (${insideOf(root.children, 2)})`),
    inside,
  };
}

function functionLabel(event: TraceEvent): string {
  const data = event.args?.data;
  const file = data?.url?.split('/').pop() ?? '';
  return data?.functionName || file
    ? `FunctionCall ${data?.functionName || '(anonymous)'} ${file}`.trim()
    : 'FunctionCall';
}
