import { useTranslation } from '../../i18n/useTranslation';
import type { OrderQuota } from '../../../shared/orderChecks';
import { decimalsOf } from '../../../shared/money/fixed';
import { formatQuota } from '../../../shared/orderChecks';
import { formatFigure } from './formatFigure';
import { useOrderFieldBinding } from './OrderFieldBinding';

export interface OrderFiguresProps {
  /** Free balance of the coin this order pays with ("" while unknown). */
  available: string;
  /** Max buy (in the unit the size is given in) or max sell (base); "" while unknown. */
  max: string;
  maxIn: 'base' | 'quote';
  quota: OrderQuota;
  /** The order's value in quote, "" when it cannot be known before it executes. */
  value: string;
  /** The value is an estimate at the last price (a market sell). */
  valueIsEstimate: boolean;
  showAvailable: boolean;
  showMax: boolean;
}

/**
 * The figures under the size (spec 000 §5 "Max tradable", "Display"): the paying coin's available
 * balance, max buy or sell, the pair's remaining quota ('--' unknown, '-' unlimited) and the order's
 * value, each at its precision, abbreviated from a million up.
 */
export function OrderFigures(props: OrderFiguresProps) {
  const { t, i18n } = useTranslation();
  const { fields, instrument } = useOrderFieldBinding();
  const locale = i18n.language;
  const base = instrument.baseTokenName;
  const quote = instrument.quoteTokenName;
  const buying = fields.side === 'Buy';
  const unknown = t('orderForm.unknownFigure');
  const figure = (value: string, decimals: number, coin: string) => {
    const shown = value === '' ? undefined : formatFigure(value, decimals, locale);
    return shown === undefined ? unknown : `${shown} ${coin}`;
  };
  const rows: [key: string, term: string, value: string][] = [];
  if (props.showAvailable) {
    rows.push([
      'available',
      t('orderForm.available'),
      buying
        ? figure(props.available, instrument.amountPrecision, quote)
        : figure(props.available, instrument.quantityPrecision, base),
    ]);
  }
  if (props.showMax) {
    rows.push([
      'max',
      t(buying ? 'orderForm.maxBuy' : 'orderForm.maxSell'),
      props.maxIn === 'quote'
        ? figure(props.max, instrument.amountPrecision, quote)
        : figure(props.max, instrument.quantityPrecision, base),
    ]);
  }
  if (props.quota.kind !== 'none') rows.push(['quota', t('orderForm.quota'), quotaText(props.quota)]);
  rows.push([
    'value',
    t(props.valueIsEstimate ? 'orderForm.estimatedValue' : 'orderForm.orderValue'),
    figure(props.value, instrument.amountPrecision, quote),
  ]);

  function quotaText(quota: OrderQuota): string {
    const shown = formatQuota(quota, instrument.amountPrecision) ?? '--';
    // As the checks' formatter writes it (cut to the precision, no trailing zeros), in the locale's notation.
    return shown === '--' || shown === '-' ? shown : figure(shown, decimalsOf(shown), quote);
  }

  return (
    <dl className="order-form__figures">
      {rows.map(([key, term, value]) => (
        <div key={key}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
