/**
 * Self time from a CDP `Profiler.stop` profile of a built page, named through the build's hidden
 * source maps (`dist/assets/*.js.map`): `parseFixed src/shared/money/fixed.ts:33` rather than a
 * minified `Ks (index-….js:9)`, and summed per source (a file of ours, or a package).
 */
import { createSourceMapper } from '../sourceMaps';
import type { CpuProfile } from '../bookPanel/profileSummary';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
}

export interface SourceMappedSelfTime {
  /** By source file of ours, or by package (`react-dom`, `@tanstack/virtual-core`), busiest first. */
  bySource: { name: string; ms: number }[];
  /** By function, named and placed in its source, busiest first. */
  byFunction: { name: string; ms: number }[];
}

export function sourceMappedSelfTime(
  profile: CpuProfile,
  distDir: string,
  count: number,
): SourceMappedSelfTime {
  const mapper = createSourceMapper(distDir);
  const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const bySource = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i] ?? -1);
    if (!node) continue;
    const { functionName, url, lineNumber, columnNumber = 0 } = node.callFrame;
    let name = functionName || '(anonymous)';
    let source = '(the browser)';
    const place = url ? mapper.at(url, lineNumber + 1, columnNumber) : undefined;
    if (place) {
      source = place.source;
      name = `${place.name ?? name} ${source}${source.startsWith('src/') ? `:${place.line}` : ''}`;
    }
    if (name === '(idle)') continue;
    const us = deltas[i + 1] ?? 0;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    bySource.set(source, (bySource.get(source) ?? 0) + us);
  }
  const top = (sums: Map<string, number>) =>
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: us / 1000 }));
  return { bySource: top(bySource), byFunction: top(byFunction) };
}
