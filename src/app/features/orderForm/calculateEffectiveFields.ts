import type { OrderFields } from '../../../shared/orderChecks';
import type { TradeOptions } from './calculateTradeOptions';

/**
 * The fields the checks see: what the trader typed, less what the form does not show (spec 001 §5).
 * A TP/SL, post-only or time in force set while shown, then hidden by a preference, is not sent; an
 * order type this viewer does not have (OCO for a demo account) is a limit order.
 */
export function calculateEffectiveFields(fields: OrderFields, options: TradeOptions): OrderFields {
  const kind = options.kinds.includes(fields.kind) ? fields.kind : 'limit';
  const attachTpSl = fields.attachTpSl && options.showTpSl;
  const postOnly = fields.postOnly && options.showPostOnly;
  const timeInForce = options.showTimeInForce ? fields.timeInForce : 'GTC';
  if (
    kind === fields.kind &&
    attachTpSl === fields.attachTpSl &&
    postOnly === fields.postOnly &&
    timeInForce === fields.timeInForce
  )
    return fields;
  return { ...fields, kind, attachTpSl, postOnly, timeInForce };
}
