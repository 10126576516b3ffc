/**
 * What a page allocates, from CDP's sampling heap profiler with every sample kept, collected or not
 * (`HeapProfiler.startSampling` with both `includeObjectsCollectedBy…` flags), named through the build's
 * source maps as sourceMappedProfile.ts names time: bytes by the allocating function, and by the nearest
 * function of ours up its stack (`react-dom ← flush src/app/hub/frameBatch.ts:117`). The allocation
 * rate is what starts V8's incremental marking, which a busy page pays between its frames.
 */
import type { CDPSession } from 'playwright-core';
import { createSourceMapper } from '../sourceMaps';

interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: SamplingNode[];
}

const top = (sums: Map<string, number>, count: number) =>
  [...sums].sort((a, b) => b[1] - a[1]).slice(0, count);

/** `cdp` is a session on the page; prints KiB allocated while `work` runs, by function and by caller. */
export async function reportAllocations(
  cdp: CDPSession,
  distDir: string,
  label: string,
  work: () => Promise<unknown>,
): Promise<void> {
  const mapper = createSourceMapper(distDir);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await work();
  const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: SamplingNode };
  };
  const byFunction = new Map<string, number>();
  const byCaller = new Map<string, number>();
  let total = 0;
  const nameOf = (node: SamplingNode) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const place = url ? mapper.at(url, lineNumber + 1, columnNumber) : undefined;
    const name = place?.name ?? (functionName || '(anonymous)');
    if (!place) return { name: `${name} (the browser)`, ours: false };
    const ours = place.source.startsWith('src/');
    return { name: `${name} ${place.source}${ours ? `:${place.line}` : ''}`, ours };
  };
  const walk = (node: SamplingNode, oursAbove: string) => {
    const { name, ours } = nameOf(node);
    const caller = ours ? name : oursAbove;
    if (node.selfSize > 0) {
      total += node.selfSize;
      byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
      if (!ours)
        byCaller.set(`${name} ← ${caller}`, (byCaller.get(`${name} ← ${caller}`) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, caller);
  };
  walk(profile.head, '(none of ours)');
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`${label}: ${kib(total)} allocated; by function, then a package's by the function of ours:`);
  for (const [name, bytes] of top(byFunction, 16)) console.log(`  ${kib(bytes)}  ${name}`);
  for (const [name, bytes] of top(byCaller, 12)) console.log(`  ${kib(bytes)}  ${name}`);
}
