/**
 * Self time from a CDP `Profiler.stop` profile of a built page, named through the build's hidden
 * source maps (`dist/assets/*.js.map`): `parseFixed src/shared/money/fixed.ts:33` rather than a
 * minified `Ks (index-….js:9)`, and summed per source (a file of ours, or a package). A package's time
 * is also summed by the nearest function of ours that called it (`i18next ← BookMiddle
 * src/app/features/orderBook/BookMiddle.tsx:13`): which of our code the library's time is spent for.
 */
import { createSourceMapper } from '../sourceMaps';
import type { CpuProfile } from '../bookPanel/profileSummary';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
}

export interface SourceMappedSelfTime {
  /** By source file of ours, or by package (`react-dom`, `@tanstack/virtual-core`), busiest first. */
  bySource: { name: string; ms: number }[];
  /** By function, named and placed in its source, busiest first. */
  byFunction: { name: string; ms: number }[];
  /** A package's self time by the nearest function of ours up its stack, busiest first. */
  byCaller: { name: string; ms: number }[];
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
  const byCaller = new Map<string, number>();
  const parents = new Map<number, number>();
  for (const node of nodes.values()) for (const child of node.children ?? []) parents.set(child, node.id);
  const placeOf = (node: ProfileNode) => {
    const { url, lineNumber, columnNumber = 0 } = node.callFrame;
    return url ? mapper.at(url, lineNumber + 1, columnNumber) : undefined;
  };
  /** The nearest function of ours at or above `id`, named as byFunction names it. */
  const oursAbove = (id: number): string => {
    for (let at = parents.get(id); at !== undefined; at = parents.get(at)) {
      const node = nodes.get(at);
      const place = node && placeOf(node);
      if (node && place?.source.startsWith('src/'))
        return `${place.name ?? (node.callFrame.functionName || '(anonymous)')} ${place.source}:${place.line}`;
    }
    return '(none of ours)';
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i] ?? -1);
    if (!node) continue;
    const { functionName, url, lineNumber, columnNumber = 0 } = node.callFrame;
    let name = functionName || '(anonymous)';
    let source = '(the browser)';
    const place = url ? mapper.at(url, lineNumber + 1, columnNumber) : undefined;
    const us = deltas[i + 1] ?? 0;
    if (place && !place.source.startsWith('src/')) {
      const key = `${place.source} ← ${oursAbove(node.id)}`;
      byCaller.set(key, (byCaller.get(key) ?? 0) + us);
    }
    if (place) {
      source = place.source;
      name = `${place.name ?? name} ${source}${source.startsWith('src/') ? `:${place.line}` : ''}`;
    }
    if (name === '(idle)') continue;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    bySource.set(source, (bySource.get(source) ?? 0) + us);
  }
  const top = (sums: Map<string, number>) =>
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: us / 1000 }));
  return { bySource: top(bySource), byFunction: top(byFunction), byCaller: top(byCaller) };
}
