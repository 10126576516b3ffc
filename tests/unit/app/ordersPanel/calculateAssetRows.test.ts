import { describe, expect, it } from 'vitest';
import { calculateAssetRows } from '../../../../src/app/features/ordersPanel/assets/calculateAssetRows';
import type { Balance, Instrument } from '../../../../src/shared/protocol';

const pair = (base: string, quote: string) =>
  ({ symbolId: base + quote, baseTokenId: base, quoteTokenId: quote }) as Instrument;
const balance = (tokenId: string, total: string, free = total, locked = '0'): Balance => ({
  tokenId,
  total,
  free,
  locked,
});

const input = {
  instruments: [pair('BTC', 'USDT'), pair('USDT', 'EUR'), pair('NOVA', 'USDT')],
  markets: [
    { symbol: 'BTCUSDT', lastPrice: '97000.12', change24h: '0', turnover24h: '0', volume24h: '0' },
    { symbol: 'USDTEUR', lastPrice: '0.92', change24h: '0', turnover24h: '0', volume24h: '0' },
    // Not trading yet: no price, so no value.
    { symbol: 'NOVAUSDT', lastPrice: '', change24h: '0', turnover24h: '0', volume24h: '0' },
  ],
  quote: 'USDT',
  amountDecimals: 8,
};

describe('calculateAssetRows', () => {
  it('values each coin in the quote exactly: itself, its pair, one over the inverse pair, else none', () => {
    const rows = calculateAssetRows({
      ...input,
      balances: [
        balance('NOVA', '5'),
        balance('EUR', '46'),
        balance('BTC', '0.30000001', '0.20000001', '0.1'),
        balance('USDT', '100.5'),
        balance('XYZ', '1'),
      ],
      showZero: false,
    });
    expect(rows.map((row) => [row.coin, row.value])).toEqual([
      // 0.30000001 × 97000.12 = 29100.0369700012, at 8 decimals half-up.
      ['BTC', '29100.03697000'],
      ['USDT', '100.50000000'],
      // 46 / 0.92
      ['EUR', '50.00000000'],
      ['NOVA', undefined],
      ['XYZ', undefined],
    ]);
    expect(rows[0]).toMatchObject({ total: '0.30000001', available: '0.20000001', inOrders: '0.1' });
  });

  it('hides zero balances unless asked, then lists them last', () => {
    const balances = [balance('ETH', '0'), balance('USDT', '1')];
    expect(calculateAssetRows({ ...input, balances, showZero: false }).map((r) => r.coin)).toEqual(['USDT']);
    expect(calculateAssetRows({ ...input, balances, showZero: true }).map((r) => [r.coin, r.zero])).toEqual([
      ['USDT', false],
      ['ETH', true],
    ]);
  });
});
