/**
 * Total (inclusive) time of named functions in a CDP `Profiler.stop` profile: how much of a call went
 * to each step inside it (our conversions vs the library's setData), which self time cannot say when
 * the library's own functions are minified. A sample counts once per name on its stack.
 */
import type { CpuProfile } from '../bookPanel/profileSummary';

interface Node {
  id: number;
  callFrame: { functionName: string };
  children?: number[];
}

export function totalTime(profile: CpuProfile, names: readonly string[]): Record<string, number> {
  const nodes = profile.nodes as Node[];
  const parent = new Map<number, number>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const wanted = new Set(names);
  const totals: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const seen = new Set<string>();
    for (let id: number | undefined = samples[i]; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id)?.callFrame.functionName ?? '';
      if (wanted.has(name)) seen.add(name);
    }
    // timeDeltas[i + 1] is how long sample i's stack ran (as profileSummary.ts reads it).
    for (const name of seen) totals[name] = (totals[name] ?? 0) + (deltas[i + 1] ?? 0) / 1000;
  }
  return totals;
}
