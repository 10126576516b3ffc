import { describe, expect, it } from 'vitest';
import {
  calculateMarketRows,
  calculateQuoteTabs,
  selectMarketRows,
  type MarketRow,
} from '../../../../src/app/features/marketHeader/calculateMarketRows';
import { buildInstruments } from '../../../../src/server/exchange/instruments';
import type { MarketRowView } from '../../../../src/shared/protocol';

const instruments = buildInstruments(0);
const tickers: MarketRowView[] = [
  {
    symbol: 'BTCUSDT',
    lastPrice: '97000.00',
    change24h: '+1.50',
    turnover24h: '1500000000.5',
    volume24h: '1',
  },
  { symbol: 'ETHUSDT', lastPrice: '3400.00', change24h: '-2.25', turnover24h: '999.99', volume24h: '1' },
  { symbol: 'SOLUSDT', lastPrice: '190.00', change24h: '0.00', turnover24h: '1000000', volume24h: '1' },
  { symbol: 'ETHBTC', lastPrice: '0.03505', change24h: '+0.10', turnover24h: '12.5', volume24h: '1' },
  { symbol: 'XRPUSDT', lastPrice: '2.3500', change24h: '+10.00', turnover24h: '5000', volume24h: '1' },
];
const rows = calculateMarketRows(instruments, tickers);
const names = (list: MarketRow[]) => list.map((row) => row.symbolName);
const usdt = { kind: 'quote', quote: 'USDT' } as const;

describe('calculateMarketRows', () => {
  it('lists every pair, with its ticker joined when there is one', () => {
    expect(rows).toHaveLength(instruments.length);
    const btc = rows.find((row) => row.symbolId === 'BTCUSDT');
    expect(btc).toMatchObject({
      symbolName: 'BTC/USDT',
      base: 'BTC',
      quote: 'USDT',
      lastPrice: '97000.00',
      change: { text: '+1.50%', trend: 'up' },
      turnover: '1.50B',
    });
    const ada = rows.find((row) => row.symbolId === 'ADAUSDT');
    expect(ada).toMatchObject({ lastPrice: '', change: undefined, turnover: undefined });
    expect(rows.find((row) => row.symbolId === 'BTC3LUSDT')?.isLeveragedToken).toBe(true);
  });

  it('gives one tab per quote token, in list order', () => {
    expect(calculateQuoteTabs(instruments)).toEqual(['USDT', 'USDC', 'EUR', 'BTC']);
  });
});

describe('selectMarketRows', () => {
  it("shows a quote tab's pairs only", () => {
    const shown = selectMarketRows(rows, {
      tab: { kind: 'quote', quote: 'BTC' },
      query: '',
      favourites: [],
      sort: undefined,
    });
    expect(names(shown)).toEqual(['ETH/BTC']);
  });

  it('shows favourites of any quote in the order they were added, skipping unknown ids', () => {
    const shown = selectMarketRows(rows, {
      tab: { kind: 'favourites' },
      query: '',
      favourites: ['ETHBTC', 'GONEUSDT', 'BTCUSDT'],
      sort: undefined,
    });
    expect(names(shown)).toEqual(['ETH/BTC', 'BTC/USDT']);
  });

  it('searches base and symbol, case-insensitive, within the tab', () => {
    const byQuery = (query: string) =>
      names(selectMarketRows(rows, { tab: usdt, query, favourites: [], sort: undefined }));
    expect(byQuery('eth')).toEqual(['ETH/USDT']);
    expect(byQuery('  Eth ')).toEqual(['ETH/USDT']);
    expect(byQuery('btc/u')).toEqual(['BTC/USDT']);
    expect(byQuery('btc3lusdt')).toEqual(['BTC3L/USDT']);
    expect(byQuery('nothing')).toEqual([]);
  });

  it('sorts by each column exactly, rows without a figure last either way', () => {
    const sorted = (
      key: 'pair' | 'lastPrice' | 'change' | 'turnover',
      direction: 'ascending' | 'descending',
    ) =>
      names(
        selectMarketRows(rows, { tab: usdt, query: '', favourites: [], sort: { key, direction } }),
      ).filter((name) => ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'XRP/USDT', 'ADA/USDT'].includes(name));

    expect(sorted('lastPrice', 'ascending')).toEqual([
      'XRP/USDT',
      'SOL/USDT',
      'ETH/USDT',
      'BTC/USDT',
      'ADA/USDT',
    ]);
    expect(sorted('lastPrice', 'descending')).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'SOL/USDT',
      'XRP/USDT',
      'ADA/USDT',
    ]);
    expect(sorted('change', 'descending')).toEqual([
      'XRP/USDT',
      'BTC/USDT',
      'SOL/USDT',
      'ETH/USDT',
      'ADA/USDT',
    ]);
    expect(sorted('turnover', 'ascending')).toEqual([
      'ETH/USDT',
      'XRP/USDT',
      'SOL/USDT',
      'BTC/USDT',
      'ADA/USDT',
    ]);
    expect(sorted('pair', 'descending')).toEqual([
      'XRP/USDT',
      'SOL/USDT',
      'ETH/USDT',
      'BTC/USDT',
      'ADA/USDT',
    ]);

    const all = selectMarketRows(rows, {
      tab: usdt,
      query: '',
      favourites: [],
      sort: { key: 'change', direction: 'ascending' },
    });
    const firstMissing = all.findIndex((row) => row.change === undefined);
    expect(all.slice(firstMissing).every((row) => row.change === undefined)).toBe(true);
  });
});
