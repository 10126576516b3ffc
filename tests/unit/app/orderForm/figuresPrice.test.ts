import { describe, expect, it } from 'vitest';
import { figuresPriceOf, formReadsLastPrice } from '../../../../src/app/features/orderForm/figuresPrice';
import { createBlankOrderFields, FORM_ORDER_KINDS } from '../../../../src/shared/orderChecks';

const fieldsOf = (kind: (typeof FORM_ORDER_KINDS)[number], triggeredType: 'LIMIT' | 'MARKET' = 'LIMIT') => ({
  ...createBlankOrderFields(kind),
  triggeredType,
  price: '96000',
  triggerPrice: '97000',
});

describe('where the form’s figures take their price', () => {
  it('at the limit price, a conditional market order’s trigger, else the last price', () => {
    expect(figuresPriceOf(fieldsOf('limit'), '95000')).toBe('96000');
    expect(figuresPriceOf(fieldsOf('stopLimit'), '95000')).toBe('96000');
    expect(figuresPriceOf(fieldsOf('conditional', 'LIMIT'), '95000')).toBe('96000');
    expect(figuresPriceOf(fieldsOf('conditional', 'MARKET'), '95000')).toBe('97000');
    expect(figuresPriceOf(fieldsOf('market'), '95000')).toBe('95000');
  });

  it('follows the last price for every kind whose figures or checks read it, and only those', () => {
    const follows = FORM_ORDER_KINDS.flatMap((kind) =>
      (['LIMIT', 'MARKET'] as const).map(
        (type) => `${kind} ${type}: ${formReadsLastPrice(fieldsOf(kind, type))}`,
      ),
    );
    for (const kind of FORM_ORDER_KINDS)
      for (const type of ['LIMIT', 'MARKET'] as const) {
        const fields = fieldsOf(kind, type);
        // Whatever the form figures at the last price must be followed.
        if (figuresPriceOf(fields, 'LAST') === 'LAST') expect(formReadsLastPrice(fields)).toBe(true);
      }
    expect(follows).toContain('limit LIMIT: false');
    expect(follows).toContain('conditional MARKET: false');
    expect(follows).toContain('market MARKET: true');
    expect(follows).toContain('oco LIMIT: true');
  });
});
