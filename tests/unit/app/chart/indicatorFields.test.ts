import { describe, expect, it } from 'vitest';
import {
  calculateFieldErrors,
  parseIndicatorDraft,
  toIndicatorDraft,
} from '../../../../src/app/features/chart/toolbar/indicatorFields';

describe('indicator settings', () => {
  it('round-trips a spec through a draft', () => {
    const spec = { kind: 'BOLL', period: 20, multiplier: 2.5 } as const;
    expect(toIndicatorDraft(spec)).toEqual({ kind: 'BOLL', values: { period: '20', multiplier: '2.5' } });
    expect(parseIndicatorDraft(toIndicatorDraft(spec))).toEqual(spec);
  });

  it('takes periods as whole numbers in range only', () => {
    const ma = (period: string) => parseIndicatorDraft({ kind: 'MA', values: { period } });
    expect(ma('1')).toEqual({ kind: 'MA', period: 1 });
    expect(ma('500')).toEqual({ kind: 'MA', period: 500 });
    for (const bad of ['0', '501', '-3', '2.5', '', ' ', '1e2', 'abc']) expect(ma(bad)).toBeUndefined();
    expect(calculateFieldErrors({ kind: 'MA', values: { period: '0' } })).toEqual({
      period: { key: 'integer', min: 1, max: 500 },
    });
  });

  it('takes the BOLL multiplier as a positive decimal up to 10', () => {
    const boll = (multiplier: string) =>
      parseIndicatorDraft({ kind: 'BOLL', values: { period: '20', multiplier } });
    expect(boll('0.5')).toMatchObject({ multiplier: 0.5 });
    expect(boll('10')).toMatchObject({ multiplier: 10 });
    for (const bad of ['0', '0.0', '10.01', '-1', '', 'x']) expect(boll(bad)).toBeUndefined();
  });

  it('wants the MACD fast period shorter than the slow one', () => {
    const macd = (fast: string, slow: string) =>
      calculateFieldErrors({ kind: 'MACD', values: { fast, slow, signal: '9' } });
    expect(macd('12', '26')).toEqual({});
    expect(macd('26', '26')).toEqual({ fast: { key: 'fastSlow' } });
  });
});
