/**
 * Time as the chart's pure state machines see it: injected, so tests move it by hand in milliseconds
 * (shared code has no DOM and no Node, hence no `setTimeout` of its own).
 */
export interface ChartClock {
  /** The local clock, epoch ms. */
  now(): number;
  /** Runs `task` once after `ms`; the returned function cancels it. */
  schedule(ms: number, task: () => void): () => void;
}
