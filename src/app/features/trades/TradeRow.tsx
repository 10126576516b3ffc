import { memo } from 'react';
import type { Side } from '../../../shared/protocol';
import { formatDecimalForLocale } from '../../i18n/localeFormat';

export interface TradeRowProps {
  side: Side;
  /** The side in words ("Buy"), for screen readers: colour alone says nothing to them. */
  sideLabel: string;
  /** Plain decimals from the hub's view; formatted for `locale` here, only when the row renders. */
  price: string;
  qty: string;
  /** Epoch ms, shown by `formatTime`. */
  time: number;
  locale: string;
  /** Stable for a locale: a new function would re-render every row. */
  formatTime(epochMs: number): string;
}

/**
 * One trade: the price coloured by the taker's side, with the side also said in words. Every prop is
 * a primitive or a stable function, so `memo` skips the rows already shown when new trades arrive and
 * only the new rows are formatted. No hooks: 40 rows.
 */
export const TradeRow = memo(function TradeRow(props: TradeRowProps) {
  const { side, sideLabel, price, qty, time, locale, formatTime } = props;
  return (
    <tr className="trade-row">
      <td className={`trade-row__price trade-row__price--${side === 'Buy' ? 'buy' : 'sell'}`}>
        {formatDecimalForLocale(price, locale)}
        <span className="visually-hidden"> {sideLabel}</span>
      </td>
      <td>{formatDecimalForLocale(qty, locale)}</td>
      <td>{formatTime(time)}</td>
    </tr>
  );
});
