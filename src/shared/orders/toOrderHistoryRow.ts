import { parseFixed, ZERO } from '../money/fixed';
import { PLAN_TYPE, type Instrument, type Order, type OrderHistoryRow } from '../protocol';
import { displayStatusOf } from './displayStatusOf';
import { formatAtPrecision } from './formatAtPrecision';

const TYPES = { LIMIT: 'limit', MARKET: 'market', LIMIT_MAKER: 'limitMaker' } as const;

/** An order as a history row, its figures at the pair's precisions (`instrument` from the symbol list). */
export function toOrderHistoryRow(order: Order, instrument: Instrument | undefined): OrderHistoryRow {
  const price = (text: string) => formatAtPrecision(text, instrument?.pricePrecision);
  const quantity = (text: string) => formatAtPrecision(text, instrument?.quantityPrecision);
  const amount = (text: string) => formatAtPrecision(text, instrument?.amountPrecision);
  const byValue = order.marketUnit === 'quoteCoin' && order.side === 'Buy';
  const base = instrument?.baseTokenName ?? order.baseTokenName;
  const quote = instrument?.quoteTokenName ?? order.quoteTokenName;
  const filled = parseFixed(order.executedQty) ?? ZERO;
  const triggers =
    order.planType === PLAN_TYPE.oco
      ? [order.tpTriggerPrice, order.slTriggerPrice]
      : order.planType === PLAN_TYPE.ordinary
        ? []
        : [order.triggerPrice];
  return {
    id: order.orderId,
    time: order.createdTime,
    symbolId: order.symbolId,
    pair: instrument?.symbolName ?? `${base}/${quote}`,
    type: TYPES[order.type],
    side: order.side === 'Buy' ? 'buy' : 'sell',
    price: order.type === 'MARKET' ? '' : price(order.price),
    triggers: triggers.map(price).filter((text) => text !== ''),
    quantity: byValue ? amount(order.orderQtyForView) : quantity(order.orderQtyForView),
    quantityUnit: byValue ? quote : base,
    filled: quantity(order.executedQty),
    averagePrice: filled > ZERO ? price(order.avgPrice) : '',
    value: amount(order.executedAmount),
    quoteUnit: quote,
    status: displayStatusOf(order),
  };
}
