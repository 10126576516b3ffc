import { describe, expect, it } from 'vitest';
import {
  calculateStripItems,
  formatChangePercent,
} from '../../../../src/app/features/footer/calculateStripItems';
import type { Instrument, MarketRowView } from '../../../../src/shared/protocol';

const instrument = (base: string, quote: string) =>
  ({
    symbolId: `${base}${quote}`,
    symbolName: `${base}/${quote}`,
    baseTokenName: base,
    quoteTokenName: quote,
    isLeveragedToken: base.endsWith('3L'),
  }) as Instrument;

const row = (symbol: string, change24h: string): MarketRowView => ({
  symbol,
  change24h,
  lastPrice: '1',
  turnover24h: '1',
  volume24h: '1',
});

describe('24h change in a strip (spec 000 §9: 2 decimals with a plus sign)', () => {
  it.each([
    ['+1.23', '+1.23%', 'up'],
    ['1.23', '+1.23%', 'up'],
    ['-0.50', '-0.50%', 'down'],
    ['0.00', '+0.00%', 'flat'],
    ['-0.00', '+0.00%', 'flat'],
    ['12.5', '+12.50%', 'up'],
    ['7', '+7.00%', 'up'],
    ['+105.00', '+105.00%', 'up'],
    ['007.10', '+7.10%', 'up'],
  ])('%s → %s', (text, shown, trend) => {
    expect(formatChangePercent(text)).toEqual({ text: shown, trend });
  });

  it.each(['', '--', 'abc', '1.234', '1e3', '+-1.00', 'NaN'])('refuses %j', (text) => {
    expect(formatChangePercent(text)).toBeUndefined();
  });
});

describe('strip items', () => {
  const instruments = [instrument('BTC', 'USDT'), instrument('ETH', 'USDT'), instrument('ETH', 'BTC')];
  const rows = [row('BTCUSDT', '+2.10'), row('ETHUSDT', '-0.75')];

  it('keeps the given order, resolves base and quote, and joins the change', () => {
    expect(calculateStripItems(['ETHUSDT', 'BTCUSDT'], instruments, rows)).toEqual([
      {
        symbolId: 'ETHUSDT',
        symbolName: 'ETH/USDT',
        base: 'ETH',
        quote: 'USDT',
        isLeveragedToken: false,
        change: '-0.75%',
        trend: 'down',
      },
      {
        symbolId: 'BTCUSDT',
        symbolName: 'BTC/USDT',
        base: 'BTC',
        quote: 'USDT',
        isLeveragedToken: false,
        change: '+2.10%',
        trend: 'up',
      },
    ]);
  });

  it('leaves out symbols the exchange does not list, and has no change before the market list knows it', () => {
    const items = calculateStripItems(['GONEUSDT', 'ETHBTC'], instruments, rows);
    expect(items).toEqual([
      {
        symbolId: 'ETHBTC',
        symbolName: 'ETH/BTC',
        base: 'ETH',
        quote: 'BTC',
        isLeveragedToken: false,
        change: undefined,
        trend: 'flat',
      },
    ]);
    expect(calculateStripItems(['BTCUSDT'], [], rows)).toEqual([]);
  });

  it('marks a leveraged token, whose link opens the leveraged-token page', () => {
    const [item] = calculateStripItems(['BTC3LUSDT'], [instrument('BTC3L', 'USDT')], []);
    expect(item?.isLeveragedToken).toBe(true);
  });
});
