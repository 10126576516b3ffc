import { describe, expect, it } from 'vitest';
import {
  calculateRecentSymbols,
  RECENT_SYMBOLS_MAX,
} from '../../../../src/app/features/recentSymbols/calculateRecentSymbols';

describe('recent symbols', () => {
  it('puts the newest first and keeps each pair once', () => {
    let recent: readonly string[] = [];
    for (const id of ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BTCUSDT'])
      recent = calculateRecentSymbols(recent, id);
    expect(recent).toEqual(['BTCUSDT', 'SOLUSDT', 'ETHUSDT']);
  });

  it('returns the same list when the pair is already the newest (nothing to store)', () => {
    const recent = ['BTCUSDT', 'ETHUSDT'];
    expect(calculateRecentSymbols(recent, 'BTCUSDT')).toBe(recent);
  });

  it(`remembers at most ${RECENT_SYMBOLS_MAX}, dropping the oldest`, () => {
    const ids = Array.from({ length: RECENT_SYMBOLS_MAX + 3 }, (_, i) => `S${i}USDT`);
    const recent = ids.reduce<readonly string[]>((list, id) => calculateRecentSymbols(list, id), []);
    expect(recent).toHaveLength(RECENT_SYMBOLS_MAX);
    expect(recent[0]).toBe(ids.at(-1));
    expect(recent).not.toContain('S0USDT');
    expect(calculateRecentSymbols(['A', 'B', 'C'], 'A', 2)).toEqual(['A', 'B']);
  });
});
