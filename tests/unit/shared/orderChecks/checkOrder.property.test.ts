/**
 * Property: whatever is in the fields (valid decimals, garbage, huge and tiny numbers, signs,
 * exponents, white space, commas), checkOrder answers ok or one refusal of the contract's, and never
 * throws; an ok request holds only canonical plain decimals within the pair's precisions.
 *
 * 10 000 runs per order type and side over the simulator's own pairs (precisions 0 to 10). The seed is
 * pinned so a run is reproducible and CI time is known (about 7 s here); ORDER_PROPERTY_SEED and
 * ORDER_PROPERTY_RUNS explore further.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrder } from '../../../../src/shared/orderChecks/checkOrder';
import { checksReadLastPrice } from '../../../../src/shared/orderChecks/checkOrderTriggers';
import {
  FORM_ORDER_KINDS,
  type OrderCheckReason,
  type OrderContext,
  type OrderFields,
  type OrderVerdict,
} from '../../../../src/shared/orderChecks/orderCheckTypes';
import type { Instrument } from '../../../../src/shared/protocol';
import { scenarioArb } from './orderArbitraries';

const RUNS = Number(process.env.ORDER_PROPERTY_RUNS ?? 10_000);
const SEED = Number(process.env.ORDER_PROPERTY_SEED ?? 2000);

/** Every reason of the contract, once: adding one to the type without listing it here fails to compile. */
const REASONS = Object.keys({
  login: 1,
  liquidationErrorInfo: 1,
  overrunErrorInfo: 1,
  web2_will_update: 1,
  symbolRestricted: 1,
  bannedSide: 1,
  riskDisclaimer: 1,
  ltRiskTest: 1,
  priceEmpty: 1,
  triggerPriceEmpty: 1,
  quantityEmpty: 1,
  amountEmpty: 1,
  tpTriggerEmpty: 1,
  slTriggerEmpty: 1,
  tpLimitPriceEmpty: 1,
  slLimitPriceEmpty: 1,
  trailingEmpty: 1,
  invalidNumber: 1,
  priceBelowMin: 1,
  triggerPriceBelowMin: 1,
  quantityBelowMin: 1,
  quantityAboveMax: 1,
  amountBelowMin: 1,
  amountAboveMax: 1,
  notOnStep: 1,
  trailingRateOutOfRange: 1,
  balanceNotEnough: 1,
  innovateTradeFail: 1,
  conditionalSellPriceTooLow: 1,
  conditionalBuyPriceTooHigh: 1,
  tpTriggerSide: 1,
  slTriggerSide: 1,
  legPriceOutOfBand: 1,
  modifyQtyLessTips: 1,
  modifyLeverageErrorTips: 1,
} satisfies Record<OrderCheckReason, 1>);

const CANONICAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;
const PRICE_FIELDS = [
  'price',
  'trigger_price',
  'activation_price',
  'trailing_value',
  'tp_trigger_price',
  'tp_limit_price',
  'sl_trigger_price',
  'sl_limit_price',
];

/** Fraction digits each decimal of a body may have on this pair. */
function allowedDecimals(key: string, body: Record<string, unknown>, instrument: Instrument): number {
  if (PRICE_FIELDS.includes(key)) return instrument.pricePrecision;
  if (key === 'trailing_percentage') return 2;
  return body.market_unit === 'quoteCoin' ? instrument.amountPrecision : instrument.quantityPrecision;
}

/**
 * What is wrong with a verdict, in words, or undefined when it is sound. Plain comparisons rather than
 * `expect`: 160 000 verdicts, each with up to a dozen fields to look at, and an assertion costs more than
 * the check it asserts.
 */
function unsoundness(verdict: OrderVerdict, fields: OrderFields, context: OrderContext): string | undefined {
  if (!verdict.ok) {
    if (!REASONS.includes(verdict.reason)) return `unknown refusal ${verdict.reason}`;
    const extra = Object.keys(verdict).filter((key) => !['ok', 'reason', 'field', 'values'].includes(key));
    return extra.length > 0 ? `a refusal with ${extra.join(', ')}` : undefined;
  }
  const { endpoint, body } = verdict.request;
  const plain = ['limit', 'market'].includes(fields.kind);
  const expected = plain ? 'createOrder' : 'createPlanOrder';
  if (endpoint !== expected) return `sent to ${endpoint}, not ${expected}`;
  if (body.symbol_id !== context.instrument.symbolId) return `symbol_id ${String(body.symbol_id)}`;
  if (body.side !== fields.side) return `side ${String(body.side)}`;
  for (const [key, value] of Object.entries(body)) {
    if (!PRICE_FIELDS.includes(key) && key !== 'quantity' && key !== 'trailing_percentage') continue;
    if (typeof value !== 'string' || !CANONICAL.test(value) || value === '0')
      return `${key} ${JSON.stringify(value)} is not a canonical positive decimal`;
    const fraction = value.split('.')[1] ?? '';
    const allowed = allowedDecimals(key, body, context.instrument);
    if (fraction.length > allowed) return `${key} ${value} has more than ${allowed} decimals`;
  }
  return undefined;
}

describe('checkOrder: property over random fields', () => {
  const seen = new Set<string>();

  for (const kind of FORM_ORDER_KINDS) {
    for (const side of ['Buy', 'Sell'] as const) {
      it(`${kind} ${side}: ok or one refusal, never a throw; ok bodies canonical`, () => {
        let accepted = 0;
        fc.assert(
          fc.property(scenarioArb(kind, side), ([fields, context]) => {
            const verdict = checkOrder(fields, context);
            const problem = unsoundness(verdict, fields, context);
            if (problem !== undefined) throw new Error(`${problem}: ${JSON.stringify(verdict)}`);
            if (verdict.ok) accepted += 1;
            else seen.add(verdict.reason);
          }),
          { numRuns: RUNS, seed: SEED },
        );
        // The property must have reached the requests, not only the refusals (about 250 to 4000 here).
        expect(accepted).toBeGreaterThan(100);
      }, 60_000);
    }
  }

  // The form leaves the last price out of the context of a kind whose checks do not read it (so the
  // feed's moves send no check): the verdict must then be the same without it.
  for (const kind of FORM_ORDER_KINDS.filter((each) => !checksReadLastPrice(each))) {
    it(`${kind}: the same verdict without the last price`, () => {
      for (const side of ['Buy', 'Sell'] as const) {
        fc.assert(
          fc.property(scenarioArb(kind, side), ([fields, context]) => {
            expect(checkOrder(fields, { ...context, lastPrice: '' })).toEqual(checkOrder(fields, context));
          }),
          { numRuns: RUNS / 10, seed: SEED },
        );
      }
    });
  }

  it('met every refusal of the form on the way', () => {
    const edits = ['modifyQtyLessTips', 'modifyLeverageErrorTips'];
    expect(REASONS.filter((reason) => !edits.includes(reason) && !seen.has(reason))).toEqual([]);
  });
});
