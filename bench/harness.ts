/**
 * The bench harness: every scenario measures a candidate against a baseline in the same process and
 * reports the ratio, never an absolute time as a pass/fail. Candidate and baseline runs are interleaved
 * so that a noisy neighbour on the machine slows both alike.
 */

export interface Measurement {
  /** Operations per second, the median of the rounds. */
  opsPerSecond: number;
  rounds: number;
}

export interface BenchRow {
  scenario: string;
  candidate: string;
  baseline: string;
  /** What the ratio means, e.g. "candidate ops/s ÷ baseline ops/s (higher is better)". */
  ratioMeans: string;
  ratio: number;
  /** A target for the ratio where an issue names one (as the issue words it); `met` is computed from it. */
  target?: { op: '>=' | '<=' | '<' | '='; value: number };
  met?: boolean;
  details: Record<string, number | string>;
}

export interface BenchScenario {
  name: string;
  run(): Promise<BenchRow[]>;
}

/** The value at percentile `p` (0…100) of `values`, by rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/**
 * Runs `candidate` and `baseline` alternately for `rounds` rounds; each round calls the function
 * `operations` times' worth of work (the function returns how many operations it did).
 */
export async function compare(
  candidate: () => number | Promise<number>,
  baseline: () => number | Promise<number>,
  rounds = 7,
): Promise<{ candidate: Measurement; baseline: Measurement }> {
  const c: number[] = [];
  const b: number[] = [];
  await candidate(); // warm up both, so the JIT has seen them
  await baseline();
  for (let i = 0; i < rounds; i++) {
    for (const [fn, into] of [
      [candidate, c],
      [baseline, b],
    ] as const) {
      const start = performance.now();
      const ops = await fn();
      const seconds = (performance.now() - start) / 1000;
      into.push(ops / seconds);
    }
  }
  return {
    candidate: { opsPerSecond: median(c), rounds },
    baseline: { opsPerSecond: median(b), rounds },
  };
}

export function withTarget(row: Omit<BenchRow, 'met'>): BenchRow {
  if (!row.target) return row;
  const { op, value } = row.target;
  const met =
    op === '>='
      ? row.ratio >= value
      : op === '<='
        ? row.ratio <= value
        : op === '<'
          ? row.ratio < value
          : row.ratio === value;
  return { ...row, met };
}
