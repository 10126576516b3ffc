/**
 * The requests checkOrder builds, sent to the simulator's own API router over its real engine (as the
 * router tests do): every ok verdict is an order the exchange takes. The checks are at least as strict
 * as the exchange on everything the page knows; what only the book knows (a post-only order that would
 * take) is the exchange's to refuse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed, roundToStep, toFixed, unitOf } from '../../../../src/shared/money/fixed';
import { checkOrder } from '../../../../src/shared/orderChecks/checkOrder';
import {
  FORM_ORDER_KINDS,
  type OrderContext,
  type OrderFields,
  type OrderRequest,
} from '../../../../src/shared/orderChecks/orderCheckTypes';
import { API, CODES } from '../../../../src/shared/protocol';
import { startPriceOf } from '../../../../src/server/exchange/instruments';
import { createHarness } from '../../server/api/apiHarness';
import { MAKER } from '../../server/api/testExchange';
import { fieldsArb } from './orderArbitraries';
import { validFields } from './orderFixtures';

type Harness = ReturnType<typeof createHarness>;

/** A market in `symbolId` at its start price: one trade there, and deep levels 1 %, 5 % and 15 % away. */
function seedMarket(h: Harness, symbolId: string): void {
  const engine = h.exchange.engine;
  const inst = engine.instrument(symbolId);
  const start = startPriceOf(symbolId);
  if (!inst || start === undefined) throw new Error(symbolId);
  engine.adjustBalance(MAKER, inst.baseTokenId, '1000000000000');
  engine.adjustBalance(MAKER, inst.quoteTokenId, '1000000000000');
  const step = toFixed(inst.minPricePrecision);
  const size = formatFixed(
    roundToStep(toFixed(inst.maxTradeQuantity) / 4n, unitOf(inst.quantityPrecision), 'down'),
  );
  let n = 0;
  const place = (side: 'Buy' | 'Sell', percent: bigint, quantity: string) => {
    const price = formatFixed(roundToStep((start * percent) / 100n, step, side === 'Buy' ? 'down' : 'up'));
    const placed = engine.placeOrder(MAKER, {
      symbol_id: symbolId,
      side,
      type: 'LIMIT',
      price,
      quantity,
      client_order_id: `seed-${symbolId}-${n++}`,
    });
    if (!placed.ok) throw new Error(`${symbolId} ${side} ${price}: ${placed.error.message}`);
  };
  place('Sell', 100n, size);
  place('Buy', 100n, size);
  for (const percent of [1n, 5n, 15n]) {
    place('Sell', 100n + percent, size);
    place('Buy', 100n - percent, size);
  }
}

/** What the page would know: the engine's pair, last price, free balances and quota for this account. */
function contextOf(h: Harness, accountId: string, symbolId: string): OrderContext {
  const engine = h.exchange.engine;
  const instrument = engine.instrument(symbolId);
  if (!instrument) throw new Error(symbolId);
  const free = (token: string) => engine.balances(accountId).find((b) => b.tokenId === token)?.free ?? '0';
  const quota = h.exchange.quota(accountId, symbolId);
  return {
    instrument,
    lastPrice: engine.lastPrice(symbolId) ?? '',
    viewer: {
      kind: 'user',
      isUnified: false,
      isDemo: false,
      accountStatus: 0,
      pendingMaintenance: false,
      riskDisclaimerAccepted: true,
      ltRiskTestPassed: true,
    },
    baseAvailable: free(instrument.baseTokenId),
    quoteAvailable: free(instrument.quoteTokenId),
    quota: quota ? { kind: 'known', limit: quota.limit, remainAmount: quota.remainAmount } : { kind: 'none' },
  };
}

let sent = 0;
function send(h: Harness, request: OrderRequest) {
  const path = request.endpoint === 'createOrder' ? API.createOrder : API.createPlanOrder;
  return h.json('POST', path, { body: { ...request.body, client_order_id: `check-${sent++}` } });
}

function setup(symbolId = 'BTCUSDT') {
  const h = createHarness();
  const user = h.loginAs('classic');
  seedMarket(h, symbolId);
  return { h, context: () => contextOf(h, user.accountId, symbolId) };
}

/** Checks the fields against the engine's state, sends the request, and answers the exchange's reply. */
function placeChecked(fields: OrderFields, symbolId = 'BTCUSDT') {
  const { h, context } = setup(symbolId);
  const verdict = checkOrder(fields, context());
  if (!verdict.ok) throw new Error(`refused: ${JSON.stringify(verdict)}`);
  return { reply: send(h, verdict.request), request: verdict.request, h };
}

describe('checkOrder requests against the simulator', () => {
  it.each(
    FORM_ORDER_KINDS.flatMap((kind) => (['Buy', 'Sell'] as const).map((side) => [kind, side] as const)),
  )('%s %s is placed', (kind, side) => {
    const { reply } = placeChecked(validFields(kind, side));
    expect(reply).toMatchObject({ code: 0, success: true });
  });

  it('places the variants: post-only, IOC, FOK, market legs, trailing by spread from an activation price', () => {
    const limit = validFields('limit', 'Buy');
    const variants: OrderFields[] = [
      { ...limit, postOnly: true },
      { ...validFields('limit', 'Sell'), price: '98000', postOnly: true },
      { ...limit, price: '97500', timeInForce: 'IOC' },
      { ...limit, price: '97500', timeInForce: 'FOK' },
      {
        ...limit,
        attachTpSl: true,
        takeProfit: { trigger: '99000', type: 'LIMIT', limitPrice: '98900' },
        stopLoss: { trigger: '94000', type: 'MARKET', limitPrice: '' },
      },
      { ...validFields('conditional', 'Buy'), triggeredType: 'MARKET', amount: '100' },
      { ...validFields('conditional', 'Sell'), triggeredType: 'MARKET' },
      {
        ...validFields('oco', 'Buy'),
        amount: '300',
        stopLoss: { trigger: '99000', type: 'MARKET', limitPrice: '' },
      },
      { ...validFields('oco', 'Sell'), takeProfit: { trigger: '99000', type: 'MARKET', limitPrice: '' } },
      {
        ...validFields('trailingStop', 'Sell'),
        trailingBy: 'spread',
        trailingSpread: '250.5',
        activationPrice: '99000',
      },
      {
        ...validFields('trailingStop', 'Buy'),
        trailingBy: 'spread',
        trailingSpread: '0.01',
        activationPrice: '95000',
      },
    ];
    for (const fields of variants) {
      expect(placeChecked(fields).reply, JSON.stringify(fields)).toMatchObject({ code: 0 });
    }
  });

  it('the exchange records what the request said', () => {
    const { reply } = placeChecked({ ...validFields('stopLimit', 'Sell'), triggerPrice: '96000.50' });
    expect(reply.result).toMatchObject({
      planType: 8,
      side: 'Sell',
      triggerPrice: '96000.50',
      price: '95500.00',
      origQty: '0.010000',
    });
    const trailing = placeChecked({
      ...validFields('trailingStop', 'Buy'),
      trailingRate: '0.25',
      amount: '123.45',
    });
    expect(trailing.reply.result).toMatchObject({
      planType: 4,
      trailingPercentage: '0.25',
      amount: '123.45000000',
    });
  });

  // Random fields on several pairs (precisions 0 to 10, an innovation pair with its quota, quotes in
  // BTC and EUR): whenever the checks say ok, the exchange must take the order.
  it.each(['BTCUSDT', 'ETHBTC', 'NEIROUSDT', 'MOGUSDT', 'BTCEUR', 'BTC3LUSDT'])(
    'agrees with the exchange on %s',
    (symbolId) => {
      const { h: probe } = setup(symbolId);
      const pair = probe.exchange.engine.instrument(symbolId);
      if (!pair) throw new Error(symbolId);
      const kindSide = fc
        .constantFrom(...FORM_ORDER_KINDS)
        .chain((kind) =>
          fc.constantFrom('Buy' as const, 'Sell' as const).chain((side) => fieldsArb(pair, kind, side)),
        );
      let placed = 0;
      fc.assert(
        fc.property(kindSide, (fields) => {
          const { h, context } = setup(symbolId);
          const verdict = checkOrder(fields, context());
          if (!verdict.ok) return;
          const reply = send(h, verdict.request);
          const tolerated: number[] = [CODES.ok, CODES.postOnlyWouldTake];
          expect(
            tolerated,
            `${reply.code} ${reply.message} for ${JSON.stringify(verdict.request)}`,
          ).toContain(reply.code);
          placed += 1;
        }),
        {
          numRuns: Number(process.env.ORDER_ENGINE_RUNS ?? 150),
          seed: Number(process.env.ORDER_ENGINE_SEED ?? 21),
        },
      );
      expect(placed).toBeGreaterThan(10);
    },
    60_000,
  );
});
