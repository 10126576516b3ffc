/**
 * Limits on JSON a user stores for later (the chart config): nesting depth and size. Depth first, by an
 * iterative walk, because the recursive JSON.stringify of something a few thousand levels deep
 * overflows the stack: a 4 114-deep config was once accepted and then failed every read with a 500.
 */
export interface JsonLimits {
  /** Nesting of objects and arrays: `{}` is depth 1, `{"a": []}` depth 2. */
  maxDepth: number;
  /** Serialized size in UTF-8 bytes. */
  maxBytes: number;
}

/** A chart library's saved layout is a handful of levels deep and a few kB; these leave ample room. */
export const CHART_CONFIG_LIMITS: JsonLimits = { maxDepth: 20, maxBytes: 64 * 1024 };

/** UTF-8 length of a string, without TextEncoder (the pure tsconfig has no DOM or Node types). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function depthOf(value: unknown, stopAbove: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, depth] = item;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAbove) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Why `value` may not be stored, or `undefined` when it may. */
export function storedJsonProblem(value: unknown, limits: JsonLimits): string | undefined {
  if (depthOf(value, limits.maxDepth) > limits.maxDepth)
    return `nested deeper than ${limits.maxDepth} levels`;
  const bytes = utf8Length(JSON.stringify(value));
  if (bytes > limits.maxBytes) return `${bytes} bytes, over the ${limits.maxBytes} allowed`;
  return undefined;
}

/**
 * What a read answers: the stored value, or `null` (nothing saved) for one that breaks the limits, so a
 * value stored before a limit existed or by a path that skipped the check never fails a read.
 */
export function readStoredJson(value: unknown, limits: JsonLimits): unknown {
  if (value === undefined) return null;
  return storedJsonProblem(value, limits) === undefined ? value : null;
}
