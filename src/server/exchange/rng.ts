/**
 * Seeded randomness. The simulator must give the same market for the same seed, so nothing here reads
 * the platform's random source. Two flavours:
 * - a stateful stream (`createRng`) for things that happen in sequence (maker quotes, taker orders);
 * - a stateless hash (`hash32`, `unitHash`) for things that must be computable in any order, like a
 *   page of kline history asked for out of the blue.
 * Floats are for decisions only; callers turn them into money through integer ticks.
 */

/** One round of a 32-bit avalanche mix (the murmur3 finaliser): every input bit flips about half the output. */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Hashes integers (each may be any safe integer, negative or above 2^32) into an unsigned 32-bit value.
 * Large numbers are split into their high and low words so that no part of a time stamp is lost.
 */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const low = part % 0x100000000;
    const high = Math.floor(part / 0x100000000);
    h = mix32(h ^ mix32(low));
    h = mix32(h ^ mix32(high + 0x632be5ab));
  }
  return h;
}

/** A stable 32-bit number for a string (FNV-1a, then mixed), e.g. to derive per-symbol seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** A float in [0, 1) from the hash of `parts`: the stateless counterpart of `Rng.next`. */
export function unitHash(...parts: number[]): number {
  return hash32(...parts) / 0x100000000;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box–Muller; the second value is dropped to keep the stream simple). */
  normal(): number;
  /** Exponentially distributed with the given mean: waiting times of a Poisson process. */
  exponential(mean: number): number;
  /** A new independent stream derived from this one's seed and a label. */
  fork(label: string): Rng;
}

/** mulberry32: tiny, fast, and good enough for a market simulation (not for cryptography). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    normal: () => {
      // 1 - next() is in (0, 1], so the logarithm is finite.
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    exponential: (mean) => -Math.log(1 - next()) * mean,
    fork: (label) => createRng(hash32(seed, hashString(label))),
  };
  return rng;
}
