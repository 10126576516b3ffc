import type { CDPSession } from 'playwright-core';

/**
 * The named figures of CDP `Performance.getMetrics` on a page, as Chromium gives them (durations and
 * `Timestamp` in seconds, sizes in bytes). The session must have sent `Performance.enable`, whose
 * `timeDomain` sets the durations' clock: `timeTicks` for wall time (`TaskDuration`: time the main
 * thread spent in tasks), `threadTicks` for the thread's CPU time. A name Chromium does not report
 * throws, so a metric renamed in a later Chromium cannot read as zero.
 */
export async function readPageMetrics<Name extends string>(
  cdp: CDPSession,
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const values = new Map(metrics.map((metric) => [metric.name, metric.value]));
  const read = {} as Record<Name, number>;
  for (const name of names) {
    const value = values.get(name);
    if (value === undefined) throw new Error(`CDP Performance.getMetrics has no ${name}`);
    read[name] = value;
  }
  return read;
}
