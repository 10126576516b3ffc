import { describe, expect, it } from 'vitest';
import { createWordCache } from '../../../../src/app/i18n/createWordCache';

describe('createWordCache', () => {
  it('translates each value once and gives every later cell the same word', () => {
    const word = createWordCache();
    const asked: string[] = [];
    const translate = (value: string) => () => {
      asked.push(value);
      return `«${value}»`;
    };
    expect(['buy', 'sell', 'buy', 'buy', 'sell'].map((value) => word(value, translate(value)))).toEqual([
      '«buy»',
      '«sell»',
      '«buy»',
      '«buy»',
      '«sell»',
    ]);
    expect(asked).toEqual(['buy', 'sell']);
  });

  it('keeps each cache to itself: columns built anew (another language) translate again', () => {
    const first = createWordCache();
    const second = createWordCache();
    expect(first('buy', () => 'Buy')).toBe('Buy');
    expect(second('buy', () => 'Kaufen')).toBe('Kaufen');
    expect(first('buy', () => 'never asked')).toBe('Buy');
  });
});
