import { describe, expect, it } from 'vitest';
import { calculateVisibleNotices } from '../../../../src/app/features/noticeBar/calculateVisibleNotices';
import type { NoticeItem } from '../../../../src/shared/protocol';

const BTC = { symbolName: 'BTC/USDT', symbolId: 'BTCUSDT' };
const item = (id: string, symbolName: string): NoticeItem => ({ id, symbolName, info: id, url: '' });
const ids = (items: NoticeItem[]) => items.map((i) => i.id);

describe('calculateVisibleNotices', () => {
  it('keeps ALL items for every pair, in the server order', () => {
    const items = [item('a', 'ALL'), item('b', 'ETH/USDT'), item('c', 'all')];
    expect(ids(calculateVisibleNotices(items, BTC))).toEqual(['a', 'c']);
    expect(ids(calculateVisibleNotices(items, { symbolName: 'ETH/USDT', symbolId: 'ETHUSDT' }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('matches a pair anywhere in a comma list, by name or by symbol id', () => {
    const items = [
      item('first', 'BTC/USDT,ETH/USDT'),
      item('last', 'ETH/USDT,SOL/USDT,BTC/USDT'),
      item('id', 'ETHUSDT,BTCUSDT'),
      item('other', 'ETH/USDT,SOL/USDT'),
    ];
    expect(ids(calculateVisibleNotices(items, BTC))).toEqual(['first', 'last', 'id']);
  });

  it('ignores spacing and case', () => {
    const items = [
      item('spaced', ' eth/usdt ,  btc/usdt '),
      item('allSpaced', '  All '),
      item('tab', '\tbtcusdt'),
    ];
    expect(ids(calculateVisibleNotices(items, BTC))).toEqual(['spaced', 'allSpaced', 'tab']);
  });

  it('matches nothing for empty lists, empty entries, parts of names or other pairs', () => {
    const items = [
      item('empty', ''),
      item('commas', ',, ,'),
      item('base', 'BTC'),
      item('prefix', 'BTC/USDTX,XBTC/USDT'),
      item('allIn', 'ALLX'),
      item('other', 'ETH/BTC'),
    ];
    expect(calculateVisibleNotices(items, BTC)).toEqual([]);
    expect(calculateVisibleNotices([], BTC)).toEqual([]);
  });
});
