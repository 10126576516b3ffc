/**
 * The order form's check sequence (spec 000 §5), run by the compute worker as the trader types. Pure
 * and exact: every field is parsed to a Fixed (src/shared/money/fixed.ts), never a float. The checks
 * run in this order and the first failure wins:
 *
 * Gates (checkOrderGates)
 *   visitor → login; account status 4 → liquidationErrorInfo, 5 → overrunErrorInfo; pending
 *   maintenance → web2_will_update; tradeStatus 4 with the side banned → symbolRestricted; the side
 *   banned → bannedSide; risk disclaimer not accepted → riskDisclaimer; leveraged token without the
 *   risk test → ltRiskTest.
 * 1. Empty fields (readOrderFields), those the order type uses, in this order: price, trigger price,
 *    quantity or amount (sizeByOf), take-profit trigger, stop-loss trigger, take-profit limit price,
 *    stop-loss limit price, trailing rate or spread.
 * 2. Each field's bounds (readOrderFields), in the order price, trigger price, quantity or amount,
 *    take-profit trigger and limit price, stop-loss trigger and limit price, trailing rate or spread,
 *    activation price; per field: a plain decimal (invalidNumber), the minimum (a price at or above
 *    minPricePrecision, a trigger above it, quantity and amount at least the min trade quantity and
 *    amount, a trailing rate at least 0.1 %), the step (notOnStep: the price step, 10^-quantity or
 *    amount precision, 0.01 % for a rate), the maximum. Then the order's value at each limit price
 *    within the min and max trade amount (checkOrderValue).
 * 3. Money (checkOrderFunds): a non-unified account's balance covers what the order holds
 *    (balanceNotEnough); a buy fits the remaining quota of an innovation or adventure pair
 *    (innovateTradeFail).
 * 4. Conditional and stop-limit bands (checkConditionalBand): a sell's limit at least 90 % of the
 *    trigger, a buy's at most 110 %.
 * 5. Take-profit and stop-loss legs (checkOrderLegs): on the right side of the market (the order's price
 *    for legs attached to a limit order), then each limit price within 90 %–110 % of its trigger.
 * On success: the exact request (buildOrderRequest).
 */
import type { OrderContext, OrderFields, OrderVerdict } from './orderCheckTypes';
import { buildOrderRequest } from './buildOrderRequest';
import { checkOrderFunds, checkOrderValue } from './checkOrderFunds';
import { checkOrderGates } from './checkOrderGates';
import { checkConditionalBand, checkOrderLegs } from './checkOrderTriggers';
import { readOrderFields } from './readOrderFields';
import { createFieldRules } from './readOrderField';

export function checkOrder(fields: OrderFields, context: OrderContext): OrderVerdict {
  const gate = checkOrderGates(fields.side, context);
  if (gate) return gate;
  const rules = createFieldRules(context.instrument);
  const order = readOrderFields(fields, rules);
  if ('ok' in order) return order;
  const refusal =
    checkOrderValue(order, rules) ??
    checkOrderFunds(order, context) ??
    checkConditionalBand(order, rules) ??
    checkOrderLegs(order, context, rules);
  if (refusal) return refusal;
  return { ok: true, request: buildOrderRequest(order, context.instrument.symbolId) };
}
