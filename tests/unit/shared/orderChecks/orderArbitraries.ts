/**
 * fast-check arbitraries of the order form: what a trader may type into each field of each order type
 * on the simulator's pairs, and the traders and accounts the checks meet.
 */
import fc from 'fast-check';
import { formatFixed, toFixed, unitOf, type Fixed } from '../../../../src/shared/money/fixed';
import type { OrderContext, OrderFields } from '../../../../src/shared/orderChecks/orderCheckTypes';
import type { Instrument } from '../../../../src/shared/protocol';
import { buildInstruments, startPriceOf } from '../../../../src/server/exchange/instruments';

/** Precisions 0 to 10, quotes in USDT, EUR and BTC, a quota pair, a leveraged token, banned sides. */
export const CATALOGUE = buildInstruments(0).filter((i) =>
  ['BTCUSDT', 'ETHBTC', 'NEIROUSDT', 'MOGUSDT', 'BTCEUR', 'BTC3LUSDT', 'LUNCUSDT'].includes(i.symbolId),
);
export const PAIRS = [
  ...CATALOGUE,
  ...CATALOGUE.filter((i) => i.symbolId === 'ETHBTC').map((i) => ({ ...i, isBanBuy: true, isBanSell: true })),
];

/** A decimal written with `decimals` digits from a count of units: valid, if not always in bounds. */
const decimalText = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.integer({ min: 0, max: 12 }))
  .map(([units, decimals]) => formatFixed(units * unitOf(decimals), decimals));

/** What a trader (or a paste, or a bug) may leave in a field. */
export const fieldText = fc.oneof(
  { weight: 12, arbitrary: decimalText },
  { weight: 4, arbitrary: fc.constantFrom('', ' ', '0', '1', '0.01', '100', '97000', '1.5', '20') },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: 19, max: 80 }).map((n) => '9'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 24 }).map((n) => `0.${'0'.repeat(n)}1`) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('+', '-', '--', '+-'), decimalText).map(([s, d]) => s + d),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(decimalText, fc.integer({ min: -30, max: 30 })).map(([d, e]) => `${d}e${e}`),
  },
  { weight: 1, arbitrary: decimalText.map((d) => ` \t${d}\u00a0`) },
  { weight: 1, arbitrary: decimalText.map((d) => d.replace(/(\d)(?=(\d{3})+(\.|$))/, '$1,')) },
  { weight: 1, arbitrary: fc.constantFrom('NaN', 'Infinity', '-0', '0x1f', '1_000', '١٢', '.5', '5.', '٫') },
);

/**
 * Values a trader would type on this pair (near its price, its minimum size, its steps, sometimes a
 * digit finer than the step), each now and then replaced by anything at all from `fieldText`.
 */
export function plausibleFields(pair: Instrument) {
  const start = startPriceOf(pair.symbolId) ?? toFixed('1');
  const written = (value: Fixed, extraDecimals: fc.Arbitrary<number>, precision: number) =>
    extraDecimals.map((extra) => formatFixed(value, Math.min(18, Math.max(0, precision + extra))));
  const scaled = (base: Fixed, low: number, high: number, precision: number) =>
    fc
      .tuple(fc.integer({ min: low, max: high }), fc.constantFrom(0, 0, 0, 0, 0, -1, 1, 2))
      .chain(([percent, extra]) => written((base * BigInt(percent)) / 100n, fc.constant(extra), precision));
  const or = (plausible: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 8, arbitrary: plausible }, { weight: 1, arbitrary: fieldText });
  // A trigger near the price and a limit price near the trigger (inside the bands and past them).
  const pricePair = fc
    .tuple(
      fc.integer({ min: 80, max: 120 }),
      fc.integer({ min: 85, max: 115 }),
      fc.integer({ min: 0, max: 2 }),
    )
    .map(([t, l, extra]) => {
      const trigger = (start * BigInt(t)) / 100n;
      const decimals = Math.min(18, pair.pricePrecision + (extra === 2 ? 1 : 0));
      return {
        trigger: formatFixed(trigger, decimals),
        limit: formatFixed((trigger * BigInt(l)) / 100n, decimals),
      };
    });
  const legArb = fc
    .tuple(pricePair, fc.constantFrom('LIMIT' as const, 'MARKET' as const))
    .chain(([p, type]) =>
      fc.record({
        trigger: or(fc.constant(p.trigger)),
        type: fc.constant(type),
        limitPrice: or(fc.constant(p.limit)),
      }),
    );
  const minQuantity = toFixed(pair.minTradeQuantity);
  const minAmount = toFixed(pair.minTradeAmount);
  return {
    pricePair: pricePair.chain((p) =>
      fc.record({ trigger: or(fc.constant(p.trigger)), price: or(fc.constant(p.limit)) }),
    ),
    quantity: or(scaled(minQuantity > 0n ? minQuantity : toFixed('1'), 50, 300_000, pair.quantityPrecision)),
    amount: or(scaled(minAmount, 50, 30_000, pair.amountPrecision)),
    leg: legArb,
    rate: or(
      fc
        .integer({ min: 0, max: 2500 })
        .chain((bp) => written(BigInt(bp) * unitOf(2), fc.integer({ min: -2, max: 1 }), 2)),
    ),
    spread: or(scaled(start, 0, 10, pair.pricePrecision)),
    activation: fc.oneof(fc.constant(''), or(scaled(start, 80, 120, pair.pricePrecision))),
    lastPrice: fc.oneof(
      { weight: 8, arbitrary: fc.constant(formatFixed(start)) },
      { weight: 1, arbitrary: fieldText },
    ),
  };
}

const viewerArb: fc.Arbitrary<OrderContext['viewer']> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'visitor' as const }) },
  {
    weight: 19,
    arbitrary: fc.record({
      kind: fc.constant('user' as const),
      isUnified: fc.boolean(),
      isDemo: fc.boolean(),
      accountStatus: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 1, 4, 5),
      pendingMaintenance: fc.constantFrom(
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        true,
      ),
      riskDisclaimerAccepted: fc.constantFrom(true, true, true, true, true, true, true, true, true, false),
      ltRiskTestPassed: fc.constantFrom(true, true, true, true, true, true, true, true, true, false),
    }),
  },
);

const balanceArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant('1000000000') },
  { weight: 1, arbitrary: fieldText },
);

const quotaArb: fc.Arbitrary<OrderContext['quota']> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unknown' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('known' as const),
      limit: fc.constantFrom('-1', '1000'),
      remainAmount: fc.oneof(fc.constant('1000000000'), fieldText),
    }),
  },
);

/** Fields for `kind` and `side` as a trader would type them on `pair`, with some garbage. */
export function fieldsArb(pair: Instrument, kind: OrderFields['kind'], side: OrderFields['side']) {
  const typed = plausibleFields(pair);
  return fc
    .record({
      prices: typed.pricePair,
      triggeredType: fc.constantFrom('LIMIT' as const, 'MARKET' as const),
      sizeBy: fc.constantFrom('quantity' as const, 'amount' as const),
      quantity: typed.quantity,
      amount: typed.amount,
      timeInForce: fc.constantFrom('GTC' as const, 'IOC' as const, 'FOK' as const),
      postOnly: fc.boolean(),
      attachTpSl: fc.boolean(),
      takeProfit: typed.leg,
      stopLoss: typed.leg,
      trailingBy: fc.constantFrom('rate' as const, 'spread' as const),
      trailingRate: typed.rate,
      trailingSpread: typed.spread,
      activationPrice: typed.activation,
    })
    .map(({ prices, ...rest }): OrderFields => ({
      ...rest,
      kind,
      side,
      price: prices.price,
      triggerPrice: prices.trigger,
    }));
}

/** A pair, a trader, and fields for `kind` and `side` typed on that pair. */
export const scenarioArb = (kind: OrderFields['kind'], side: OrderFields['side']) =>
  fc.constantFrom(...PAIRS).chain((pair) => {
    const context: fc.Arbitrary<OrderContext> = fc.record({
      instrument: fc.constant(pair),
      lastPrice: plausibleFields(pair).lastPrice,
      viewer: viewerArb,
      baseAvailable: balanceArb,
      quoteAvailable: balanceArb,
      quota: quotaArb,
    });
    return fc.tuple(fieldsArb(pair, kind, side), context);
  });
