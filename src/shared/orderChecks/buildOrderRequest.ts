/**
 * The exact request for an order that passed every check: createOrder for limit and market orders,
 * createPlanOrder for the plan types of spec 000 §4 (conditional 1, trailing stop 4, stop-limit 8,
 * OCO 10). Every decimal is written by formatFixed from its checked value: canonical (no sign, no
 * leading or trailing zeros, no exponent) and, having passed its step, within the pair's precision.
 */
import { formatFixed, type Fixed } from '../money/fixed';
import { PLAN_TYPE } from '../protocol/account';
import type { CreatePlanOrderBody } from '../protocol/rest';
import type { OrderRequest } from './orderCheckTypes';
import type { ReadLeg, ReadOrder } from './readOrderFields';

const text = (value: Fixed): string => formatFixed(value);

/** The tp_/sl_ fields of the legs that are used. */
function legFields(takeProfit: ReadLeg | undefined, stopLoss: ReadLeg | undefined) {
  const leg = (prefix: 'tp' | 'sl', read: ReadLeg | undefined) =>
    read === undefined
      ? {}
      : {
          [`${prefix}_trigger_price`]: text(read.trigger),
          [`${prefix}_order_type`]: read.type,
          ...(read.limitPrice !== undefined ? { [`${prefix}_limit_price`]: text(read.limitPrice) } : {}),
        };
  return { ...leg('tp', takeProfit), ...leg('sl', stopLoss) } as Pick<
    CreatePlanOrderBody,
    | 'tp_trigger_price'
    | 'tp_order_type'
    | 'tp_limit_price'
    | 'sl_trigger_price'
    | 'sl_order_type'
    | 'sl_limit_price'
  >;
}

export function buildOrderRequest(order: ReadOrder, symbolId: string): OrderRequest {
  const { fields, size } = order;
  const side = fields.side;
  const quantity = text(size.by === 'amount' ? size.amount : size.quantity);
  // Whenever the order may execute at market, say what its size is in (a buy by quote amount).
  const marketUnit = size.by === 'amount' ? ('quoteCoin' as const) : ('baseCoin' as const);
  const price = order.price === undefined ? {} : { price: text(order.price) };
  const trigger = order.trigger === undefined ? {} : { trigger_price: text(order.trigger) };

  switch (fields.kind) {
    case 'limit':
      return {
        endpoint: 'createOrder',
        body: {
          symbol_id: symbolId,
          side,
          // Post-only rests or is refused: a time in force has nothing to say about it.
          ...(fields.postOnly
            ? { type: 'LIMIT_MAKER' as const }
            : { type: 'LIMIT' as const, time_in_force: fields.timeInForce }),
          ...price,
          quantity,
          ...legFields(order.takeProfit, order.stopLoss),
        },
      };
    case 'market':
      return {
        endpoint: 'createOrder',
        body: { symbol_id: symbolId, side, type: 'MARKET', quantity, market_unit: marketUnit },
      };
    case 'conditional':
    case 'stopLimit': {
      const limit = fields.kind === 'stopLimit' || fields.triggeredType === 'LIMIT';
      return {
        endpoint: 'createPlanOrder',
        body: {
          symbol_id: symbolId,
          plan_type: fields.kind === 'stopLimit' ? PLAN_TYPE.stopLimit : PLAN_TYPE.conditional,
          side,
          type: limit ? 'LIMIT' : 'MARKET',
          ...trigger,
          ...price,
          quantity,
          ...(limit ? {} : { market_unit: marketUnit }),
        },
      };
    }
    case 'oco': {
      const atMarket = order.takeProfit?.type === 'MARKET' || order.stopLoss?.type === 'MARKET';
      return {
        endpoint: 'createPlanOrder',
        body: {
          symbol_id: symbolId,
          plan_type: PLAN_TYPE.oco,
          side,
          type: atMarket ? 'MARKET' : 'LIMIT',
          quantity,
          ...(atMarket ? { market_unit: marketUnit } : {}),
          ...legFields(order.takeProfit, order.stopLoss),
        },
      };
    }
    case 'trailingStop': {
      const trailing = order.trailing;
      return {
        endpoint: 'createPlanOrder',
        body: {
          symbol_id: symbolId,
          plan_type: PLAN_TYPE.trailingStop,
          side,
          type: 'MARKET',
          quantity,
          market_unit: marketUnit,
          ...(trailing?.by === 'rate' ? { trailing_percentage: text(trailing.rate) } : {}),
          ...(trailing?.by === 'spread' ? { trailing_value: text(trailing.spread) } : {}),
          ...(order.activation !== undefined ? { activation_price: text(order.activation) } : {}),
        },
      };
    }
  }
}
