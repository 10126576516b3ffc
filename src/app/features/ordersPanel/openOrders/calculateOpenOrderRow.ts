import { decimalsOf, formatFixed, mul, parseFixed } from '../../../../shared/money/fixed';
import type { OrderEditField } from '../../../../shared/orderChecks';
import { PLAN_TYPE, type Order } from '../../../../shared/protocol';

/** The type column's word (`integratedTrade:openOrders.types.*`). */
export type OpenOrderTypeWord =
  | 'limit'
  | 'market'
  | 'postOnly'
  | 'limitTpSl'
  | 'conditional'
  | 'stopLimit'
  | 'oco'
  | 'trailingStop'
  | 'trailingProfit'
  | 'tpsl';

/** What a labelled figure is (`integratedTrade:openOrders.figures.*`); none for the plain one. */
export type FigureLabel = 'takeProfit' | 'stopLoss' | 'activation' | 'callbackRate' | 'callbackValue';

/** One figure of a cell: a decimal string, or the word "market"; `edit` names the field it edits. */
export interface Figure {
  label?: FigureLabel;
  value: string | 'market';
  edit?: OrderEditField;
}

/** What one open order shows, as exact decimal strings (formatted for the locale by the table). */
export interface OpenOrderRow {
  type: OpenOrderTypeWord;
  pair: string;
  price: Figure[];
  trigger: Figure[];
  quantity: Figure & { coin: string };
  filled: string;
  /** Quote value when it is known before matching (a priced order, or a buy by value); else ''. */
  value: string;
}

const TYPE_OF_PLAN: Record<Exclude<Order['planType'], -1>, OpenOrderTypeWord> = {
  [PLAN_TYPE.conditional]: 'conditional',
  [PLAN_TYPE.trailingStop]: 'trailingStop',
  [PLAN_TYPE.trailingProfit]: 'trailingProfit',
  [PLAN_TYPE.stopLimit]: 'stopLimit',
  [PLAN_TYPE.oco]: 'oco',
  [PLAN_TYPE.tpsl]: 'tpsl',
};

const figure = (value: string, label?: FigureLabel, edit?: OrderEditField): Figure => ({
  value,
  ...(label ? { label } : {}),
  ...(edit ? { edit } : {}),
});

/** A take-profit and stop-loss pair of figures, each only where the order has it. */
function legs(takeProfit: string, stopLoss: string): Figure[] {
  return [
    ...(takeProfit ? [figure(takeProfit, 'takeProfit')] : []),
    ...(stopLoss ? [figure(stopLoss, 'stopLoss')] : []),
  ];
}

/** Price times quantity, exact, without the zeros the product's precision adds past the price's own. */
function valueOf(price: string, quantity: string): string {
  const p = parseFixed(price);
  const q = parseFixed(quantity);
  if (p === undefined || q === undefined || p === 0n) return '';
  const text = formatFixed(mul(p, q), Math.min(18, decimalsOf(price) + decimalsOf(quantity)));
  const keep = decimalsOf(price);
  const [whole = '', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(keep, '0');
  return trimmed ? `${whole}.${trimmed}` : whole;
}

/**
 * One open order as the table shows it, and which figures can be edited in place (spec 000 §4, §7):
 * an ordinary or conditional/stop-limit order's limit price and trigger; a trailing stop's activation
 * price and callback; every kind's quantity when it is a base quantity. An OCO's legs and a TP/SL
 * plan cannot be changed (the exchange refuses: cancel and place anew), so they only show.
 */
export function calculateOpenOrderRow(order: Order): OpenOrderRow {
  const { planType } = order;
  const market = order.type === 'MARKET' || order.price === '0';
  const byBase = order.marketUnit !== 'quoteCoin';
  const quantityEdit = byBase && planType !== PLAN_TYPE.tpsl && !(planType === -1 && market);
  const quantity = {
    ...figure(order.orderQtyForView || order.origQty, undefined, quantityEdit ? 'quantity' : undefined),
    coin: byBase ? order.baseTokenName : order.quoteTokenName,
  };
  const common = {
    pair: `${order.baseTokenName}/${order.quoteTokenName}`,
    quantity,
    filled: order.executedQty,
    value: byBase ? (market ? '' : valueOf(order.price, order.origQty)) : order.amount,
  };
  const price = market ? figure('market') : figure(order.price, undefined, 'price');

  switch (planType) {
    case PLAN_TYPE.ordinary: {
      const attached = legs(order.tpTriggerPrice, order.slTriggerPrice);
      const type: OpenOrderTypeWord =
        order.type === 'MARKET'
          ? 'market'
          : attached.length > 0
            ? 'limitTpSl'
            : order.type === 'LIMIT_MAKER'
              ? 'postOnly'
              : 'limit';
      return { ...common, type, price: [price], trigger: attached };
    }
    case PLAN_TYPE.conditional:
    case PLAN_TYPE.stopLimit:
      return {
        ...common,
        type: TYPE_OF_PLAN[planType],
        price: [price],
        trigger: [figure(order.triggerPrice, undefined, 'triggerPrice')],
      };
    case PLAN_TYPE.trailingStop:
    case PLAN_TYPE.trailingProfit: {
      const callback = order.trailingPercentage
        ? figure(order.trailingPercentage, 'callbackRate', 'trailingPercentage')
        : figure(order.trailingValue, 'callbackValue', 'trailingValue');
      return {
        ...common,
        type: TYPE_OF_PLAN[planType],
        price: [figure('market')],
        trigger: [
          ...(order.activationPrice ? [figure(order.activationPrice, 'activation', 'activationPrice')] : []),
          callback,
          // Once active, the level it would fire at now (it follows the market; not edited).
          ...(order.triggerPrice ? [figure(order.triggerPrice)] : []),
        ],
      };
    }
    default:
      // OCO and TP/SL plans: two legs, each a trigger and a limit price (or market).
      return {
        ...common,
        type: TYPE_OF_PLAN[planType],
        price: [
          ...(order.tpTriggerPrice ? [figure(order.tpLimitPrice || 'market', 'takeProfit')] : []),
          ...(order.slTriggerPrice ? [figure(order.slLimitPrice || 'market', 'stopLoss')] : []),
        ],
        trigger: legs(order.tpTriggerPrice, order.slTriggerPrice),
      };
  }
}
