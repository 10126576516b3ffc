import { describe, expect, it } from 'vitest';
import {
  calculateTickerFigures,
  sameTickerFigures,
} from '../../../../src/app/instruments/calculateTickerFigures';
import type { TickerView } from '../../../../src/shared/protocol';

const live: TickerView = {
  kind: 'ticker',
  symbol: 'BTCUSDT',
  status: 'live',
  lastPrice: '97000.50',
  tickDirection: 'MinusTick',
  change24h: '-1.25',
  high24h: '98000.00',
  low24h: '96000.00',
  volume24h: '12.345678',
  turnover24h: '1234567890.12345678',
};

describe('calculateTickerFigures', () => {
  it('shows the live ticker with an abbreviated turnover', () => {
    expect(calculateTickerFigures(live)).toEqual({
      lastPrice: '97000.50',
      tick: 'down',
      change: { text: '-1.25%', trend: 'down' },
      high: '98000.00',
      low: '96000.00',
      turnover: '1.23B',
    });
  });

  it('takes the change from an opening price when given one', () => {
    expect(calculateTickerFigures(live, '97000.50')?.change).toEqual({ text: '+0.00%', trend: 'flat' });
  });

  it('reads zero-plus ticks as up', () => {
    expect(calculateTickerFigures({ ...live, tickDirection: 'ZeroPlusTick' })?.tick).toBe('up');
    expect(calculateTickerFigures({ ...live, tickDirection: 'ZeroMinusTick' })?.tick).toBe('down');
  });

  it('has nothing before the first ticker', () => {
    expect(calculateTickerFigures(undefined)).toBeUndefined();
    expect(calculateTickerFigures({ ...live, status: 'loading' })).toBeUndefined();
    expect(calculateTickerFigures({ ...live, lastPrice: '' })).toBeUndefined();
  });

  it('leaves missing fields to the placeholder', () => {
    const figures = calculateTickerFigures({ ...live, high24h: '', turnover24h: '' });
    expect(figures?.high).toBeUndefined();
    expect(figures?.turnover).toBeUndefined();
  });
});

describe('sameTickerFigures: whether the header would show anything new', () => {
  const shown = (over: Partial<TickerView>) => calculateTickerFigures({ ...live, ...over });

  it('a trade that moves only the volumes, or the turnover under its abbreviation, shows nothing new', () => {
    expect(sameTickerFigures(shown({}), shown({ volume24h: '13.000001' }))).toBe(true);
    expect(sameTickerFigures(shown({}), shown({ turnover24h: '1234567999.5' }))).toBe(true);
    expect(sameTickerFigures(undefined, undefined)).toBe(true);
  });

  it('any figure shown that moves is new', () => {
    for (const over of [
      { lastPrice: '97000.51' },
      { tickDirection: 'PlusTick' as const },
      { change24h: '-1.26' },
      { high24h: '98000.01' },
      { low24h: '95999.99' },
      { turnover24h: '2234567890.12' },
    ]) {
      expect(sameTickerFigures(shown({}), shown(over))).toBe(false);
    }
    expect(sameTickerFigures(shown({}), undefined)).toBe(false);
  });
});
