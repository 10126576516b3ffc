import type { TFunction } from 'i18next';
import type { FormOrderKind, OrderRequest } from '../../../shared/orderChecks';
import { PLAN_TYPE, type Instrument, type OrderType } from '../../../shared/protocol';
import { formatDecimalForLocale, formatPercentForLocale } from '../../i18n/localeFormat';

type Row = [key: string, term: string, value: string];

const PLAN_KINDS: Record<number, FormOrderKind> = {
  [PLAN_TYPE.conditional]: 'conditional',
  [PLAN_TYPE.stopLimit]: 'stopLimit',
  [PLAN_TYPE.oco]: 'oco',
  [PLAN_TYPE.trailingStop]: 'trailingStop',
};

/**
 * The confirmation's summary of a request, row by row, from the request itself (not the form), so
 * what the trader confirms is what is sent: every figure exactly as in the body, in the locale's
 * notation.
 */
export function describeOrderRequest(
  t: TFunction,
  locale: string,
  instrument: Instrument,
  request: OrderRequest,
): Row[] {
  const { body } = request;
  const base = instrument.baseTokenName;
  const quote = instrument.quoteTokenName;
  const number = (value: string, coin: string) => `${formatDecimalForLocale(value, locale)} ${coin}`;
  const execution = (type: OrderType | undefined, price: string | undefined) =>
    type === 'MARKET' || price === undefined ? t('orderForm.executes.MARKET') : number(price, quote);
  const kind: FormOrderKind =
    request.endpoint === 'createPlanOrder'
      ? (PLAN_KINDS[request.body.plan_type] ?? 'conditional')
      : body.type === 'MARKET'
        ? 'market'
        : 'limit';

  const rows: Row[] = [
    ['pair', t('orderForm.confirm.pair'), instrument.symbolName],
    ['side', t('orderForm.confirm.side'), t(body.side === 'Buy' ? 'orderForm.buy' : 'orderForm.sell')],
    ['kind', t('orderForm.confirm.kind'), t(`orderForm.kind.${kind}`)],
  ];
  if (request.endpoint === 'createPlanOrder' && request.body.trigger_price !== undefined)
    rows.push(['trigger', t('orderForm.confirm.triggerPrice'), number(request.body.trigger_price, quote)]);
  if (kind !== 'oco' && kind !== 'trailingStop')
    rows.push(['price', t('orderForm.confirm.price'), execution(body.type, body.price)]);
  if (body.market_unit === 'quoteCoin')
    rows.push(['amount', t('orderForm.confirm.amount'), number(body.quantity, quote)]);
  else rows.push(['quantity', t('orderForm.confirm.quantity'), number(body.quantity, base)]);
  if (request.endpoint === 'createOrder' && request.body.time_in_force !== undefined)
    rows.push(['tif', t('orderForm.confirm.timeInForce'), request.body.time_in_force]);
  if (request.endpoint === 'createOrder' && request.body.type === 'LIMIT_MAKER')
    rows.push(['postOnly', t('orderForm.confirm.postOnly'), t('orderForm.confirm.yes')]);
  if (body.tp_trigger_price !== undefined)
    rows.push([
      'tp',
      t('orderForm.takeProfit'),
      t('orderForm.confirm.leg', {
        trigger: number(body.tp_trigger_price, quote),
        execution: execution(body.tp_order_type, body.tp_limit_price),
      }),
    ]);
  if (body.sl_trigger_price !== undefined)
    rows.push([
      'sl',
      t('orderForm.stopLoss'),
      t('orderForm.confirm.leg', {
        trigger: number(body.sl_trigger_price, quote),
        execution: execution(body.sl_order_type, body.sl_limit_price),
      }),
    ]);
  if (request.endpoint === 'createPlanOrder') {
    const plan = request.body;
    if (plan.trailing_percentage !== undefined)
      rows.push([
        'trailing',
        t('orderForm.confirm.callback'),
        formatPercentForLocale(plan.trailing_percentage, locale),
      ]);
    if (plan.trailing_value !== undefined)
      rows.push(['trailing', t('orderForm.confirm.callback'), number(plan.trailing_value, quote)]);
    if (plan.activation_price !== undefined)
      rows.push(['activation', t('orderForm.confirm.activationPrice'), number(plan.activation_price, quote)]);
  }
  return rows;
}
