import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPageMetrics } from '../../../bench/pageMetrics';

const session = (metrics: { name: string; value: number }[]) =>
  ({ send: async () => ({ metrics }) }) as unknown as CDPSession;

describe('readPageMetrics', () => {
  it('reads the named metrics', async () => {
    const cdp = session([
      { name: 'Timestamp', value: 12.5 },
      { name: 'TaskDuration', value: 0.25 },
      { name: 'JSHeapUsedSize', value: 1024 },
    ]);
    expect(await readPageMetrics(cdp, ['TaskDuration', 'Timestamp'])).toEqual({
      TaskDuration: 0.25,
      Timestamp: 12.5,
    });
  });

  it('throws for a metric Chromium did not report, rather than read it as zero', async () => {
    await expect(readPageMetrics(session([{ name: 'Timestamp', value: 1 }]), ['ThreadTime'])).rejects.toThrow(
      'CDP Performance.getMetrics has no ThreadTime',
    );
  });
});
