import { describe, expect, it } from 'vitest';
import { checkOrder } from '../../../../src/shared/orderChecks/checkOrder';
import {
  FORM_ORDER_KINDS,
  type OrderContext,
  type OrderFields,
} from '../../../../src/shared/orderChecks/orderCheckTypes';
import { BTCUSDT, createContext, validFields, withViewer } from './orderFixtures';

const SIDES = ['Buy', 'Sell'] as const;

const refused = (reason: string, field?: string, values?: Record<string, string>) => ({
  ok: false,
  reason,
  ...(field !== undefined ? { field } : {}),
  ...(values !== undefined ? { values } : {}),
});

const check = (fields: OrderFields, context: OrderContext = createContext()) => checkOrder(fields, context);

describe('checkOrder: gates, before any field', () => {
  const empty = { ...validFields('limit', 'Buy'), price: '', quantity: 'x' };

  it.each([
    ['login', createContext({ viewer: { kind: 'visitor' } })],
    ['liquidationErrorInfo', withViewer({ accountStatus: 4 })],
    ['overrunErrorInfo', withViewer({ accountStatus: 5 })],
    ['web2_will_update', withViewer({ pendingMaintenance: true })],
    ['symbolRestricted', createContext({ instrument: { ...BTCUSDT, tradeStatus: 4, isBanBuy: true } })],
    ['bannedSide', createContext({ instrument: { ...BTCUSDT, isBanBuy: true } })],
    ['riskDisclaimer', createContext({ instrument: { ...BTCUSDT, needsRiskDisclaimer: true } })],
    ['ltRiskTest', createContext({ instrument: { ...BTCUSDT, isLeveragedToken: true } })],
  ])('%s', (reason, context) => {
    expect(check(empty, context)).toEqual(refused(reason));
  });

  it('runs in the spec’s order', () => {
    const everything = createContext({
      viewer: {
        kind: 'user',
        isUnified: false,
        isDemo: false,
        accountStatus: 4,
        pendingMaintenance: true,
        riskDisclaimerAccepted: false,
        ltRiskTestPassed: false,
      },
      instrument: { ...BTCUSDT, tradeStatus: 4, isBanBuy: true, needsRiskDisclaimer: true },
    });
    expect(check(empty, everything)).toEqual(refused('liquidationErrorInfo'));
    const restricted = { ...BTCUSDT, tradeStatus: 4 as const, isBanBuy: true, needsRiskDisclaimer: true };
    expect(check(empty, createContext({ instrument: restricted }))).toEqual(refused('symbolRestricted'));
  });

  it('blocks only the banned side, and lets accepted consent through', () => {
    const sellBanned = createContext({ instrument: { ...BTCUSDT, isBanSell: true } });
    expect(check(validFields('limit', 'Buy'), sellBanned).ok).toBe(true);
    expect(check(validFields('limit', 'Sell'), sellBanned)).toEqual(refused('bannedSide'));
    const consent = withViewer({ riskDisclaimerAccepted: true, ltRiskTestPassed: true });
    const risky = {
      ...consent,
      instrument: { ...BTCUSDT, needsRiskDisclaimer: true, isLeveragedToken: true },
    };
    expect(check(validFields('limit', 'Buy'), risky).ok).toBe(true);
  });
});

describe('checkOrder: 1. empty fields', () => {
  it.each(SIDES)('limit %s: price, then quantity', (side) => {
    const fields = { ...validFields('limit', side), price: ' ', quantity: '' };
    expect(check(fields)).toEqual(refused('priceEmpty', 'price'));
    expect(check({ ...fields, price: '1' })).toEqual(refused('quantityEmpty', 'quantity'));
  });

  it('market: a buy by amount, a sell by quantity', () => {
    expect(check({ ...validFields('market', 'Buy'), amount: '', quantity: '1' })).toEqual(
      refused('amountEmpty', 'amount'),
    );
    expect(check({ ...validFields('market', 'Sell'), quantity: '', amount: '1' })).toEqual(
      refused('quantityEmpty', 'quantity'),
    );
  });

  it('conditional and stop-limit: price (when LIMIT) before trigger', () => {
    for (const kind of ['conditional', 'stopLimit'] as const) {
      const fields = { ...validFields(kind, 'Sell'), price: '', triggerPrice: '' };
      expect(check(fields)).toEqual(refused('priceEmpty', 'price'));
      expect(check({ ...fields, price: '1' })).toEqual(refused('triggerPriceEmpty', 'triggerPrice'));
    }
    const market = { ...validFields('conditional', 'Sell'), triggeredType: 'MARKET' as const, price: '' };
    expect(check(market).ok).toBe(true);
    // A conditional buy placing a MARKET order is sized by amount.
    const marketBuy = { ...validFields('conditional', 'Buy'), triggeredType: 'MARKET' as const, price: '' };
    expect(check(marketBuy)).toEqual(refused('amountEmpty', 'amount'));
  });

  it('OCO: both triggers, then the limit prices of LIMIT legs', () => {
    const fields = validFields('oco', 'Sell');
    const blank = { trigger: '', type: 'LIMIT' as const, limitPrice: '' };
    expect(check({ ...fields, takeProfit: blank, stopLoss: blank })).toEqual(
      refused('tpTriggerEmpty', 'takeProfit.trigger'),
    );
    expect(check({ ...fields, stopLoss: blank })).toEqual(refused('slTriggerEmpty', 'stopLoss.trigger'));
    expect(check({ ...fields, takeProfit: { ...fields.takeProfit, limitPrice: '' } })).toEqual(
      refused('tpLimitPriceEmpty', 'takeProfit.limitPrice'),
    );
    expect(check({ ...fields, stopLoss: { ...fields.stopLoss, limitPrice: '' } })).toEqual(
      refused('slLimitPriceEmpty', 'stopLoss.limitPrice'),
    );
    const marketLeg = { ...fields, stopLoss: { trigger: '95000', type: 'MARKET' as const, limitPrice: '' } };
    expect(check(marketLeg).ok).toBe(true);
  });

  it('attached TP/SL: either leg, but not none', () => {
    const fields = { ...validFields('limit', 'Buy'), attachTpSl: true };
    expect(check(fields)).toEqual(refused('tpTriggerEmpty', 'takeProfit.trigger'));
    const slOnly = { ...fields, stopLoss: { trigger: '90000', type: 'MARKET' as const, limitPrice: '' } };
    expect(check(slOnly).ok).toBe(true);
    const limitWithoutTrigger = {
      ...fields,
      takeProfit: { trigger: '', type: 'LIMIT' as const, limitPrice: '1' },
    };
    expect(check(limitWithoutTrigger)).toEqual(refused('tpTriggerEmpty', 'takeProfit.trigger'));
  });

  it('trailing stop: the rate or the spread it trails by', () => {
    const fields = { ...validFields('trailingStop', 'Sell'), trailingRate: '' };
    expect(check(fields)).toEqual(refused('trailingEmpty', 'trailingRate'));
    expect(check({ ...fields, trailingBy: 'spread' })).toEqual(refused('trailingEmpty', 'trailingSpread'));
  });
});

describe('checkOrder: 2. bounds and steps', () => {
  const limit = validFields('limit', 'Buy');

  it.each(['abc', '1e3', '1,5', '.5', '5.', '0x10', '--1', '1 000'])('%j is no plain decimal', (text) => {
    expect(check({ ...limit, price: text })).toEqual(refused('invalidNumber', 'price'));
    expect(check({ ...limit, quantity: text })).toEqual(refused('invalidNumber', 'quantity'));
  });

  it('a price at or above the price step, on it', () => {
    expect(check({ ...limit, price: '0', quantity: '1' })).toEqual(
      refused('priceBelowMin', 'price', { min: '0.01' }),
    );
    expect(check({ ...limit, price: '-5' })).toEqual(refused('priceBelowMin', 'price', { min: '0.01' }));
    expect(check({ ...limit, price: '96000.005' })).toEqual(refused('notOnStep', 'price', { step: '0.01' }));
    // Trailing zeros past the precision are still on the step, and go from the request.
    expect(check({ ...limit, price: ' 96000.1000 ' })).toMatchObject({
      ok: true,
      request: { body: { price: '96000.1' } },
    });
  });

  it('a trigger above the minimum, not at it', () => {
    const fields = {
      ...validFields('conditional', 'Buy'),
      triggerPrice: '0.01',
      price: '0.01',
      quantity: '1000',
    };
    const tiny = createContext({ quoteAvailable: '' });
    expect(check(fields, tiny)).toEqual(refused('triggerPriceBelowMin', 'triggerPrice', { min: '0.01' }));
  });

  it('quantity within the trade quantities, on the quantity step', () => {
    const bounds = { min: '0.000052', max: '20.618556', coin: 'BTC' };
    const rich = createContext({ quoteAvailable: '' });
    expect(check({ ...limit, quantity: '0.000051' }, rich)).toEqual(
      refused('quantityBelowMin', 'quantity', bounds),
    );
    expect(check({ ...limit, quantity: '20.618557' }, rich)).toEqual(
      refused('quantityAboveMax', 'quantity', bounds),
    );
    expect(check({ ...limit, quantity: '0.0100001' }, rich)).toEqual(
      refused('notOnStep', 'quantity', { step: '0.000001' }),
    );
  });

  it('a typed amount within the trade amounts, on the amount step', () => {
    const bounds = { min: '5', max: '2000000', coin: 'USDT' };
    const buy = validFields('market', 'Buy');
    const rich = createContext({ quoteAvailable: '' });
    expect(check({ ...buy, amount: '4.99999999' }, rich)).toEqual(
      refused('amountBelowMin', 'amount', bounds),
    );
    expect(check({ ...buy, amount: '2000000.00000001' }, rich)).toEqual(
      refused('amountAboveMax', 'amount', bounds),
    );
    expect(check({ ...buy, amount: '5.000000001' }, rich)).toEqual(
      refused('notOnStep', 'amount', { step: '0.00000001' }),
    );
  });

  it('the order value, price × quantity, within the trade amounts', () => {
    const bounds = { min: '5', max: '2000000', coin: 'USDT' };
    expect(check({ ...limit, price: '100', quantity: '0.049999' })).toEqual(
      refused('amountBelowMin', 'quantity', bounds),
    );
    expect(check({ ...limit, price: '100', quantity: '0.05' }).ok).toBe(true);
    const huge = { ...limit, price: '100000', quantity: '20.000001' };
    expect(check(huge, createContext({ quoteAvailable: '' }))).toEqual(
      refused('amountAboveMax', 'quantity', bounds),
    );
    // An OCO's value at each limit leg.
    const oco = validFields('oco', 'Sell');
    const low = {
      ...oco,
      quantity: '0.0001',
      stopLoss: { trigger: '40000', type: 'LIMIT' as const, limitPrice: '40000' },
    };
    expect(check(low)).toEqual(refused('amountBelowMin', 'quantity', bounds));
  });

  it('trailing rate 0.1 %–20 % in basis points; a spread and an activation price on the price step', () => {
    const trailing = validFields('trailingStop', 'Sell');
    const range = { min: '0.1', max: '20' };
    expect(check({ ...trailing, trailingRate: '0.09' })).toEqual(
      refused('trailingRateOutOfRange', 'trailingRate', range),
    );
    expect(check({ ...trailing, trailingRate: '20.01' })).toEqual(
      refused('trailingRateOutOfRange', 'trailingRate', range),
    );
    expect(check({ ...trailing, trailingRate: '1.005' })).toEqual(
      refused('notOnStep', 'trailingRate', { step: '0.01' }),
    );
    expect(check({ ...trailing, trailingRate: '0.1' }).ok).toBe(true);
    expect(check({ ...trailing, trailingRate: '20' }).ok).toBe(true);
    const spread = { ...trailing, trailingBy: 'spread' as const, trailingSpread: '0' };
    expect(check(spread)).toEqual(refused('priceBelowMin', 'trailingSpread', { min: '0.01' }));
    expect(check({ ...spread, trailingSpread: '10.001' })).toEqual(
      refused('notOnStep', 'trailingSpread', { step: '0.01' }),
    );
    expect(check({ ...trailing, activationPrice: '0.01' })).toEqual(
      refused('triggerPriceBelowMin', 'activationPrice', { min: '0.01' }),
    );
  });

  it('reads the fields in order: price, trigger, quantity, legs', () => {
    const stop = { ...validFields('stopLimit', 'Buy'), price: 'x', triggerPrice: 'x', quantity: 'x' };
    expect(check(stop)).toEqual(refused('invalidNumber', 'price'));
    expect(check({ ...stop, price: '1' })).toEqual(refused('invalidNumber', 'triggerPrice'));
    expect(check({ ...stop, price: '1', triggerPrice: '1' })).toEqual(refused('invalidNumber', 'quantity'));
  });
});

describe('checkOrder: 3. balance and quota', () => {
  it('a non-unified buy needs the quote, a sell the base', () => {
    const poor = createContext({ quoteAvailable: '959.99', baseAvailable: '0.009999' });
    expect(check(validFields('limit', 'Buy'), poor)).toEqual(
      refused('balanceNotEnough', 'quantity', { coin: 'USDT', available: '959.99' }),
    );
    expect(check(validFields('limit', 'Sell'), poor)).toEqual(
      refused('balanceNotEnough', 'quantity', { coin: 'BTC', available: '0.009999' }),
    );
    expect(check(validFields('market', 'Buy'), createContext({ quoteAvailable: '499' }))).toEqual(
      refused('balanceNotEnough', 'amount', { coin: 'USDT', available: '499' }),
    );
    // Exactly enough is enough; an OCO buy needs its dearer leg.
    expect(check(validFields('limit', 'Buy'), createContext({ quoteAvailable: '960' })).ok).toBe(true);
    expect(check(validFields('oco', 'Buy'), createContext({ quoteAvailable: '990.99' }))).toMatchObject({
      reason: 'balanceNotEnough',
    });
  });

  it('leaves a unified account and an unknown balance to the exchange', () => {
    const unified = withViewer({ isUnified: true });
    expect(check(validFields('limit', 'Buy'), { ...unified, quoteAvailable: '0' }).ok).toBe(true);
    expect(check(validFields('limit', 'Sell'), createContext({ baseAvailable: '' })).ok).toBe(true);
  });

  it('a buy must fit the remaining quota of an innovation pair', () => {
    const quota = (remainAmount: string, limit = '1000') =>
      createContext({ quota: { kind: 'known', limit, remainAmount } });
    const buy = validFields('market', 'Buy');
    expect(check(buy, quota('499.5'))).toEqual(
      refused('innovateTradeFail', 'amount', { remain: '499.5', coin: 'USDT' }),
    );
    expect(check(buy, quota('500')).ok).toBe(true);
    expect(check(buy, quota('0', '-1')).ok).toBe(true);
    expect(check(validFields('market', 'Sell'), quota('0')).ok).toBe(true);
    expect(check(buy, createContext({ quota: { kind: 'unknown' } })).ok).toBe(true);
  });
});

describe('checkOrder: 4. conditional bands', () => {
  it.each(['conditional', 'stopLimit'] as const)(
    '%s: a sell not below 0.9 × trigger, a buy not above 1.1 × trigger',
    (kind) => {
      const sell = { ...validFields(kind, 'Sell'), triggerPrice: '96000' };
      expect(check({ ...sell, price: '86400' }).ok).toBe(true);
      expect(check({ ...sell, price: '86399.99' })).toEqual(
        refused('conditionalSellPriceTooLow', 'price', { min: '86400' }),
      );
      const buy = { ...validFields(kind, 'Buy'), triggerPrice: '98000.03' };
      expect(check({ ...buy, price: '107800.03' }).ok).toBe(true);
      expect(check({ ...buy, price: '107800.04' })).toEqual(
        refused('conditionalBuyPriceTooHigh', 'price', { max: '107800.03' }),
      );
    },
  );
});

describe('checkOrder: 5. take-profit and stop-loss legs', () => {
  it('an OCO sell takes profit above the market and stops the loss below; a buy the reverse', () => {
    const sell = validFields('oco', 'Sell');
    expect(
      check({ ...sell, takeProfit: { ...sell.takeProfit, trigger: '97000', limitPrice: '97000' } }),
    ).toEqual(refused('tpTriggerSide', 'takeProfit.trigger', { reference: '97000', relation: 'above' }));
    expect(check({ ...sell, stopLoss: { ...sell.stopLoss, trigger: '97500', limitPrice: '97500' } })).toEqual(
      refused('slTriggerSide', 'stopLoss.trigger', { reference: '97000', relation: 'below' }),
    );
    const buy = validFields('oco', 'Buy');
    expect(
      check({ ...buy, takeProfit: { ...buy.takeProfit, trigger: '98000', limitPrice: '98000' } }),
    ).toEqual(refused('tpTriggerSide', 'takeProfit.trigger', { reference: '97000', relation: 'below' }));
    // No last price yet: the exchange judges the sides.
    const wrong = { ...sell, takeProfit: { ...sell.takeProfit, trigger: '90000', limitPrice: '90000' } };
    expect(check(wrong, createContext({ lastPrice: '' })).ok).toBe(true);
  });

  it('a leg’s limit price within 90 %–110 % of its trigger', () => {
    const sell = validFields('oco', 'Sell');
    expect(check({ ...sell, takeProfit: { ...sell.takeProfit, limitPrice: '108900.01' } })).toEqual(
      refused('legPriceOutOfBand', 'takeProfit.limitPrice', { min: '89100', max: '108900' }),
    );
    expect(check({ ...sell, stopLoss: { ...sell.stopLoss, limitPrice: '85499.99' } })).toEqual(
      refused('legPriceOutOfBand', 'stopLoss.limitPrice', { min: '85500', max: '104500' }),
    );
    expect(check({ ...sell, stopLoss: { ...sell.stopLoss, limitPrice: '85500' } }).ok).toBe(true);
  });

  it('legs attached to a limit buy are sells around the order’s price', () => {
    const buy = {
      ...validFields('limit', 'Buy'),
      attachTpSl: true,
      takeProfit: { trigger: '96500', type: 'MARKET' as const, limitPrice: '' },
      stopLoss: { trigger: '95000', type: 'LIMIT' as const, limitPrice: '94000' },
    };
    expect(check(buy).ok).toBe(true);
    expect(check({ ...buy, takeProfit: { ...buy.takeProfit, trigger: '95900' } })).toEqual(
      refused('tpTriggerSide', 'takeProfit.trigger', { reference: '96000', relation: 'above' }),
    );
    expect(check({ ...buy, stopLoss: { ...buy.stopLoss, limitPrice: '85499.99' } })).toMatchObject({
      reason: 'legPriceOutOfBand',
    });
  });
});

describe('checkOrder: the request', () => {
  it.each(SIDES)('limit %s: LIMIT with its time in force, or LIMIT_MAKER when post-only', (side) => {
    const fields = {
      ...validFields('limit', side),
      price: '096000.50',
      quantity: '+0.0100',
      timeInForce: 'IOC' as const,
    };
    expect(check(fields)).toEqual({
      ok: true,
      request: {
        endpoint: 'createOrder',
        body: {
          symbol_id: 'BTCUSDT',
          side,
          type: 'LIMIT',
          time_in_force: 'IOC',
          price: '96000.5',
          quantity: '0.01',
        },
      },
    });
    expect(check({ ...fields, postOnly: true })).toMatchObject({
      request: { body: { type: 'LIMIT_MAKER', price: '96000.5' } },
    });
    expect(check({ ...fields, postOnly: true })).not.toHaveProperty('request.body.time_in_force');
  });

  it('limit with attached legs: tp_ and sl_ fields', () => {
    const fields = {
      ...validFields('limit', 'Buy'),
      attachTpSl: true,
      takeProfit: { trigger: '100000', type: 'LIMIT' as const, limitPrice: '99900' },
      stopLoss: { trigger: '90000', type: 'MARKET' as const, limitPrice: '1' },
    };
    expect(check(fields)).toMatchObject({
      request: {
        body: {
          tp_trigger_price: '100000',
          tp_order_type: 'LIMIT',
          tp_limit_price: '99900',
          sl_trigger_price: '90000',
          sl_order_type: 'MARKET',
        },
      },
    });
    expect(check(fields)).not.toHaveProperty('request.body.sl_limit_price');
  });

  it('market: a buy by quote amount, a sell by base quantity', () => {
    expect(check(validFields('market', 'Buy'))).toEqual({
      ok: true,
      request: {
        endpoint: 'createOrder',
        body: {
          symbol_id: 'BTCUSDT',
          side: 'Buy',
          type: 'MARKET',
          quantity: '500',
          market_unit: 'quoteCoin',
        },
      },
    });
    expect(check(validFields('market', 'Sell'))).toEqual({
      ok: true,
      request: {
        endpoint: 'createOrder',
        body: {
          symbol_id: 'BTCUSDT',
          side: 'Sell',
          type: 'MARKET',
          quantity: '0.01',
          market_unit: 'baseCoin',
        },
      },
    });
  });

  it('conditional (1) and stop-limit (8)', () => {
    expect(check(validFields('conditional', 'Sell'))).toEqual({
      ok: true,
      request: {
        endpoint: 'createPlanOrder',
        body: {
          symbol_id: 'BTCUSDT',
          plan_type: 1,
          side: 'Sell',
          type: 'LIMIT',
          trigger_price: '96000',
          price: '95500',
          quantity: '0.01',
        },
      },
    });
    expect(check(validFields('stopLimit', 'Buy'))).toMatchObject({
      request: { body: { plan_type: 8, type: 'LIMIT' } },
    });
    const marketBuy = {
      ...validFields('conditional', 'Buy'),
      triggeredType: 'MARKET' as const,
      amount: '250',
    };
    expect(check(marketBuy)).toEqual({
      ok: true,
      request: {
        endpoint: 'createPlanOrder',
        body: {
          symbol_id: 'BTCUSDT',
          plan_type: 1,
          side: 'Buy',
          type: 'MARKET',
          trigger_price: '98000',
          quantity: '250',
          market_unit: 'quoteCoin',
        },
      },
    });
  });

  it('OCO (10): its legs', () => {
    expect(check(validFields('oco', 'Sell'))).toEqual({
      ok: true,
      request: {
        endpoint: 'createPlanOrder',
        body: {
          symbol_id: 'BTCUSDT',
          plan_type: 10,
          side: 'Sell',
          type: 'LIMIT',
          quantity: '0.01',
          tp_trigger_price: '99000',
          tp_order_type: 'LIMIT',
          tp_limit_price: '98900',
          sl_trigger_price: '95000',
          sl_order_type: 'LIMIT',
          sl_limit_price: '94900',
        },
      },
    });
  });

  it('trailing stop (4): by rate or by spread, with an optional activation price', () => {
    expect(check(validFields('trailingStop', 'Buy'))).toEqual({
      ok: true,
      request: {
        endpoint: 'createPlanOrder',
        body: {
          symbol_id: 'BTCUSDT',
          plan_type: 4,
          side: 'Buy',
          type: 'MARKET',
          quantity: '500',
          market_unit: 'quoteCoin',
          trailing_percentage: '1.5',
        },
      },
    });
    const spread = {
      ...validFields('trailingStop', 'Sell'),
      trailingBy: 'spread' as const,
      trailingSpread: '150.50',
      activationPrice: '99000',
    };
    expect(check(spread)).toEqual({
      ok: true,
      request: {
        endpoint: 'createPlanOrder',
        body: {
          symbol_id: 'BTCUSDT',
          plan_type: 4,
          side: 'Sell',
          type: 'MARKET',
          quantity: '0.01',
          market_unit: 'baseCoin',
          trailing_value: '150.5',
          activation_price: '99000',
        },
      },
    });
  });

  it.each(FORM_ORDER_KINDS.flatMap((kind) => SIDES.map((side) => [kind, side] as const)))(
    'the fixtures pass: %s %s',
    (kind, side) => {
      expect(check(validFields(kind, side)).ok).toBe(true);
    },
  );
});
