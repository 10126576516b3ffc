import type { OrderEditField } from '../../../../shared/orderChecks';
import type { ModifyPlanOrderBody, Order } from '../../../../shared/protocol';
import type { ApiResult } from '../../../../shared/rest/ApiError';
import { restClient } from '../../../api/restClient';
import { modifyOrder, modifyPlanOrder } from '../../orders';

const PLAN_FIELDS: Record<OrderEditField, keyof ModifyPlanOrderBody> = {
  price: 'price',
  quantity: 'quantity',
  triggerPrice: 'trigger_price',
  activationPrice: 'activation_price',
  trailingPercentage: 'trailing_percentage',
  trailingValue: 'trailing_value',
};

/**
 * Sends one checked edit (spec 000 §7): an ordinary order's price or quantity through modify, a plan
 * order's field through plan modify with its plan_type.
 */
export function sendOrderEdit(order: Order, field: OrderEditField, value: string): Promise<ApiResult<Order>> {
  const ids = { order_id: order.orderId, client_order_id: order.clientOrderId };
  if (order.planType === -1) {
    const change = field === 'quantity' ? { quantity: value } : { price: value };
    return modifyOrder(restClient, { ...ids, symbol_id: order.symbolId, ...change });
  }
  return modifyPlanOrder(restClient, { ...ids, plan_type: order.planType, [PLAN_FIELDS[field]]: value });
}
