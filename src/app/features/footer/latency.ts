/**
 * The route picker's latency figures, exactly as spec 000 §8 words them: a failed probe counts as
 * 15000 ms; colour danger over 1000 ms, warn from 500 ms, success below; label "0.01 s" under 10 ms,
 * seconds with 2 decimals from 10 ms, '--' otherwise (not measured).
 */
export const LATENCY_FAILURE_MS = 15_000;

export type LatencyTone = 'success' | 'warn' | 'danger' | 'none';

/** A measurement the picker can show: a finite, non-negative duration in ms. */
function isMeasured(ms: number | undefined): ms is number {
  return ms !== undefined && Number.isFinite(ms) && ms >= 0;
}

/** "0.01 s", "0.50 s", "15.00 s", or "--" when not measured yet. */
export function latencyLabel(ms: number | undefined): string {
  if (!isMeasured(ms)) return '--';
  if (ms < 10) return '0.01 s';
  // Rounded in whole hundredths of a second, half up: toFixed on ms / 1000 would round 15 ms (0.015,
  // stored as 0.01499…) down to "0.01".
  const hundredths = Math.round(ms / 10);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')} s`;
}

export function latencyTone(ms: number | undefined): LatencyTone {
  if (!isMeasured(ms)) return 'none';
  if (ms > 1000) return 'danger';
  if (ms >= 500) return 'warn';
  return 'success';
}
