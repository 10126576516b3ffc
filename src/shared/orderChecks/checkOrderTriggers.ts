/**
 * Checks 4 and 5 of spec 000 §5: limit prices against their triggers (the 90 % and 110 % bands of
 * §9), and the take-profit and stop-loss legs against the market.
 *
 * The bands are computed as the exchange computes them (trigger × 0.9 and × 1.1, exact, rounded down
 * past 18 decimals), so a price the checks pass is one the exchange takes. The bounds the messages show
 * are the nearest prices on the step that are still allowed.
 */
import { formatFixed, mul, parseFixed, roundToStep, toFixed, type Fixed } from '../money/fixed';
import type { Side } from '../protocol/market';
import type { FormOrderKind, OrderContext, OrderRefusal } from './orderCheckTypes';
import type { ReadLeg, ReadOrder } from './readOrderFields';
import { refuse, type FieldRules } from './readOrderField';

/** Spec 000 §9: price bands 90 % and 110 % of the trigger. */
const LOW_BAND = toFixed('0.9');
const HIGH_BAND = toFixed('1.1');

const bandOf = (trigger: Fixed) => ({ low: mul(trigger, LOW_BAND), high: mul(trigger, HIGH_BAND) });

/**
 * Check 4. A conditional or stop-limit order placing a LIMIT: a sell's price must not be below 90 % of
 * the trigger (`conditionalSellPriceTooLow` {min}), a buy's not above 110 % (`conditionalBuyPriceTooHigh`
 * {max}).
 */
export function checkConditionalBand(order: ReadOrder, rules: FieldRules): OrderRefusal | undefined {
  const { price, trigger } = order;
  if (price === undefined || trigger === undefined) return undefined;
  const { low, high } = bandOf(trigger);
  if (order.fields.side === 'Sell' && price < low) {
    return refuse('conditionalSellPriceTooLow', 'price', {
      min: formatFixed(roundToStep(low, rules.priceStep, 'up')),
    });
  }
  if (order.fields.side === 'Buy' && price > high) {
    return refuse('conditionalBuyPriceTooHigh', 'price', {
      max: formatFixed(roundToStep(high, rules.priceStep, 'down')),
    });
  }
  return undefined;
}

type LegName = 'takeProfit' | 'stopLoss';

/** A leg on the wrong side of the reference: {reference, relation} says where it must be. */
function checkLegSide(
  name: LegName,
  leg: ReadLeg | undefined,
  legSide: Side,
  reference: Fixed,
): OrderRefusal | undefined {
  if (!leg) return undefined;
  // A sell takes profit above the reference and stops the loss below it; a buy the reverse.
  const above = (name === 'takeProfit') === (legSide === 'Sell');
  if (above ? leg.trigger > reference : leg.trigger < reference) return undefined;
  return refuse(name === 'takeProfit' ? 'tpTriggerSide' : 'slTriggerSide', `${name}.trigger`, {
    reference: formatFixed(reference),
    relation: above ? 'above' : 'below',
  });
}

/** A leg's limit price within 90 %–110 % of its trigger (`legPriceOutOfBand` {min, max}). */
function checkLegBand(name: LegName, leg: ReadLeg | undefined, rules: FieldRules): OrderRefusal | undefined {
  if (leg?.limitPrice === undefined) return undefined;
  const { low, high } = bandOf(leg.trigger);
  if (leg.limitPrice >= low && leg.limitPrice <= high) return undefined;
  return refuse('legPriceOutOfBand', `${name}.limitPrice`, {
    min: formatFixed(roundToStep(low, rules.priceStep, 'up')),
    max: formatFixed(roundToStep(high, rules.priceStep, 'down')),
  });
}

/**
 * Whether the checks of a `kind` read the context's last price: an OCO's legs are judged against it,
 * and nothing else in the sequence reads it (attached legs go by the order's own price). The form
 * leaves it out of every other kind's context, so the feed's moves send no needless check.
 */
export const checksReadLastPrice = (kind: FormOrderKind): boolean => kind === 'oco';

/**
 * Check 5. The legs of an OCO order sit on either side of the market (the last price): a sell's
 * take-profit trigger above it and its stop-loss trigger below (`tpTriggerSide`, `slTriggerSide`), a
 * buy's the reverse. Legs attached to a limit order close the position it opens, so they are the other
 * side's legs, judged against the order's own price. With no last price yet the sides are the
 * exchange's to judge. Then each limit leg's price within its band.
 */
export function checkOrderLegs(
  order: ReadOrder,
  context: OrderContext,
  rules: FieldRules,
): OrderRefusal | undefined {
  const { takeProfit, stopLoss } = order;
  if (!takeProfit && !stopLoss) return undefined;
  const attached = order.fields.kind === 'limit';
  const side = order.fields.side;
  const legSide: Side = attached ? (side === 'Buy' ? 'Sell' : 'Buy') : side;
  const reference = attached ? order.price : parseFixed(context.lastPrice);
  if (reference !== undefined && reference > 0n) {
    const wrongSide =
      checkLegSide('takeProfit', takeProfit, legSide, reference) ??
      checkLegSide('stopLoss', stopLoss, legSide, reference);
    if (wrongSide) return wrongSide;
  }
  return checkLegBand('takeProfit', takeProfit, rules) ?? checkLegBand('stopLoss', stopLoss, rules);
}
