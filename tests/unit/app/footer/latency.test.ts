import { describe, expect, it } from 'vitest';
import { LATENCY_FAILURE_MS, latencyLabel, latencyTone } from '../../../../src/app/features/footer/latency';

describe('latency label and tone (spec 000 §8)', () => {
  it.each([
    [0, '0.01 s', 'success'],
    [9, '0.01 s', 'success'],
    [9.99, '0.01 s', 'success'],
    [10, '0.01 s', 'success'],
    [15, '0.02 s', 'success'],
    [12.4, '0.01 s', 'success'],
    [1005, '1.01 s', 'danger'],
    [499, '0.50 s', 'success'],
    [500, '0.50 s', 'warn'],
    [999, '1.00 s', 'warn'],
    [1000, '1.00 s', 'warn'],
    [1001, '1.00 s', 'danger'],
    [1234, '1.23 s', 'danger'],
    [LATENCY_FAILURE_MS, '15.00 s', 'danger'],
  ])('%s ms reads %s, %s', (ms, label, tone) => {
    expect(latencyLabel(ms)).toBe(label);
    expect(latencyTone(ms)).toBe(tone);
  });

  it('counts a failure as 15000 ms', () => {
    expect(LATENCY_FAILURE_MS).toBe(15_000);
  });

  it.each([undefined, Number.NaN, Number.POSITIVE_INFINITY, -1])('shows -- for %s (not measured)', (ms) => {
    expect(latencyLabel(ms)).toBe('--');
    expect(latencyTone(ms)).toBe('none');
  });
});
