import { describe, expect, it } from 'vitest';
import { formatChangeE6 } from '../../../../src/shared/format/formatChangeE6';

describe('formatChangeE6', () => {
  it.each([
    ['12345', '+1.23%', 'up'],
    ['-12345', '-1.23%', 'down'],
    ['12350', '+1.24%', 'up'],
    ['-12350', '-1.24%', 'down'],
    ['0', '+0.00%', 'flat'],
    ['-49', '+0.00%', 'flat'],
    ['50', '+0.01%', 'up'],
    ['1000000', '+100.00%', 'up'],
    ['-1000000', '-100.00%', 'down'],
    ['123456789012', '+12345678.90%', 'up'],
  ])('%s → %s (%s)', (e6, text, trend) => {
    expect(formatChangeE6(e6)).toEqual({ text, trend });
  });

  it.each(['', '1.5', '1e6', 'abc', '--1'])('refuses %j', (e6) => {
    expect(formatChangeE6(e6)).toBeUndefined();
  });
});
