import { describe, expect, it } from 'vitest';
import { calculateLiquidityShieldHref } from '../../../../src/app/features/marketHeader/calculateLiquidityShieldHref';

describe('calculateLiquidityShieldHref', () => {
  it('puts the symbol id into the template', () => {
    expect(calculateLiquidityShieldHref('https://x.test/shield/{symbol}?s={symbol}', 'BTCUSDT')).toBe(
      'https://x.test/shield/BTCUSDT?s=BTCUSDT',
    );
  });

  it('encodes the symbol so it cannot change the path', () => {
    expect(calculateLiquidityShieldHref('https://x.test/shield/{symbol}', '../a?b')).toBe(
      'https://x.test/shield/..%2Fa%3Fb',
    );
  });

  it.each(['javascript:alert(1)//{symbol}', 'data:text/html,{symbol}', '/relative/{symbol}', ''])(
    'refuses %j',
    (template) => {
      expect(calculateLiquidityShieldHref(template, 'BTCUSDT')).toBeUndefined();
    },
  );
});
