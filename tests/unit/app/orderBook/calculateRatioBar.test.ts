import { describe, expect, it } from 'vitest';
import { RATIO_MIN_LEFT_PX } from '../../../../src/app/features/orderBook/bookConstants';
import { calculateRatioBar } from '../../../../src/app/features/orderBook/calculateRatioBar';

describe('calculateRatioBar', () => {
  it('sizes the buy part by its share of the bar, in whole pixels', () => {
    expect(calculateRatioBar('54.32', '45.68', 300)).toEqual({
      buyText: '54.32',
      sellText: '45.68',
      buyShare: 163 / 300,
    });
    expect(calculateRatioBar('100.00', '0.00', 300)?.buyShare).toBe(300 / 300);
  });

  it('never makes the buy part narrower than 10 px', () => {
    expect(RATIO_MIN_LEFT_PX).toBe(10);
    expect(calculateRatioBar('0.00', '100.00', 300)?.buyShare).toBe(10 / 300);
    expect(calculateRatioBar('3.00', '97.00', 300)?.buyShare).toBe(10 / 300);
    expect(calculateRatioBar('3.40', '96.60', 300)?.buyShare).toBe(10 / 300);
    expect(calculateRatioBar('3.50', '96.50', 300)?.buyShare).toBe(11 / 300);
    // A bar narrower than the minimum is all buy, not wider than itself.
    expect(calculateRatioBar('0.00', '100.00', 6)?.buyShare).toBe(6 / 6);
  });

  it('uses a percentage while the bar has not been measured', () => {
    expect(calculateRatioBar('54.32', '45.68', undefined)?.buyShare).toBe(0.5432);
    expect(calculateRatioBar('54.32', '45.68', Number.NaN)?.buyShare).toBe(0.5432);
  });

  it('draws nothing from a ratio that is not a percentage', () => {
    expect(calculateRatioBar('', '100.00', 300)).toBeUndefined();
    expect(calculateRatioBar('101.00', '0.00', 300)).toBeUndefined();
    expect(calculateRatioBar('-1', '101', 300)).toBeUndefined();
    expect(calculateRatioBar('NaN', '50', 300)).toBeUndefined();
  });
});
