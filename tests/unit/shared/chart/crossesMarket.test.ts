import { describe, expect, it } from 'vitest';
import { crossesMarket } from '../../../../src/shared/chart/crossesMarket';

describe('crossesMarket', () => {
  it('is a buy above the last price or a sell below it', () => {
    expect(crossesMarket('Buy', '100.01', '100.00')).toBe(true);
    expect(crossesMarket('Buy', '99.99', '100.00')).toBe(false);
    expect(crossesMarket('Sell', '99.99', '100.00')).toBe(true);
    expect(crossesMarket('Sell', '100.01', '100.00')).toBe(false);
  });

  it('is not a crossing at the last price itself', () => {
    expect(crossesMarket('Buy', '100', '100.00')).toBe(false);
    expect(crossesMarket('Sell', '100.00', '100')).toBe(false);
  });

  it('compares decimals exactly, where floats would not', () => {
    // 0.1 + 0.2 style: as floats 0.30000000000000004 > 0.3; as decimals these are equal or apart by 1e-18.
    expect(crossesMarket('Buy', '0.300000000000000001', '0.3')).toBe(true);
    expect(crossesMarket('Buy', '0.3', '0.30')).toBe(false);
  });

  it('warns of nothing for input it cannot read or a market with no price', () => {
    expect(crossesMarket('Buy', '', '100')).toBe(false);
    expect(crossesMarket('Buy', '1e3', '100')).toBe(false);
    expect(crossesMarket('Sell', '10', '')).toBe(false);
    expect(crossesMarket('Sell', '10', '0')).toBe(false);
  });
});
