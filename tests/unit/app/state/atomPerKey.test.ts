import { describe, expect, it } from 'vitest';
import { atomPerKey } from '../../../../src/app/state/atomPerKey';

describe('atomPerKey', () => {
  it('makes one value per key, on first ask, and gives the same one after', () => {
    const made: string[] = [];
    const perKey = atomPerKey((symbol: string, allPairs: boolean) => {
      made.push(`${symbol} ${allPairs}`);
      return { symbol, allPairs };
    });
    const first = perKey('BTCUSDT', false);
    expect(perKey('BTCUSDT', false)).toBe(first);
    expect(perKey('BTCUSDT', true)).not.toBe(first);
    expect(perKey('ETHUSDT', false)).not.toBe(first);
    expect(made).toEqual(['BTCUSDT false', 'BTCUSDT true', 'ETHUSDT false']);
  });

  it('keeps keys whose parts join alike apart', () => {
    const perKey = atomPerKey((a: string, b: string) => ({ a, b }));
    expect(perKey('ab', 'c')).not.toBe(perKey('a', 'bc'));
  });
});
