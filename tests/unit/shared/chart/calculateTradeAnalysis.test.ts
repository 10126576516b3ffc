import { describe, expect, it } from 'vitest';
import { calculateTradeAnalysis } from '../../../../src/shared/chart/calculateTradeAnalysis';
import type { TradeRowView } from '../../../../src/shared/protocol';

const trade = (side: 'Buy' | 'Sell', qty: string, id = `${side}${qty}`): TradeRowView => ({
  id,
  side,
  qty,
  price: '100',
  time: 0,
});

describe('calculateTradeAnalysis', () => {
  it('sums taker volume by side exactly and gives the buy share', () => {
    const analysis = calculateTradeAnalysis(
      [trade('Buy', '0.1'), trade('Buy', '0.2'), trade('Sell', '0.3'), trade('Sell', '0.000001')],
      6,
    );
    // As floats 0.1 + 0.2 is 0.30000000000000004.
    expect(analysis).toEqual({
      trades: 4,
      buyTrades: 2,
      sellTrades: 2,
      buyVolume: '0.300000',
      sellVolume: '0.300001',
      netVolume: '-0.000001',
      buyShare: '50.00', // 0.3 ÷ 0.600001 = 49.99992 %
      largestTrade: '0.300000',
    });
  });

  it('has no buy share without volume, and skips a trade it cannot read', () => {
    const analysis = calculateTradeAnalysis([trade('Buy', 'x')], 2);
    expect(analysis.trades).toBe(0);
    expect(analysis.buyShare).toBe('');
    expect(analysis.buyVolume).toBe('0.00');
  });

  it('rounds the share half up at two decimals', () => {
    // 2 / 3 = 66.666…% → 66.67
    expect(calculateTradeAnalysis([trade('Buy', '2'), trade('Sell', '1')], 0).buyShare).toBe('66.67');
  });
});
