/** Self time per function from a CDP `Profiler.stop` profile, for saying where a page's time goes. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

export function topSelfTime(profile: CpuProfile, count: number): { name: string; selfMs: number }[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // timeDeltas[i] is the time before sample i; the sample's node ran for the following delta.
  for (let i = 0; i < samples.length; i++) {
    const node = byNode.get(samples[i] ?? -1);
    if (node === undefined) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() ?? '';
    const name = file
      ? `${functionName || '(anonymous)'} (${file}:${lineNumber + 1})`
      : functionName || '(anonymous)';
    selfUs.set(name, (selfUs.get(name) ?? 0) + (deltas[i + 1] ?? 0));
  }
  return [...selfUs.entries()]
    .filter(([name]) => name !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, selfMs: us / 1000 }));
}
