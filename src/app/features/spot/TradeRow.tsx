import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../../shared/protocol';

export interface TradeRowProps {
  side: Side;
  price: string;
  qty: string;
  time: string;
}

/** One trade: the price coloured by the taker's side, with the side also said in words. */
export const TradeRow = memo(function TradeRow({ side, price, qty, time }: TradeRowProps) {
  const { t } = useTranslation();
  return (
    <tr className="trade-row">
      <td className={`trade-row__price trade-row__price--${side === 'Buy' ? 'buy' : 'sell'}`}>
        {price}
        <span className="visually-hidden"> {side === 'Buy' ? t('trades.buy') : t('trades.sell')}</span>
      </td>
      <td>{qty}</td>
      <td>{time}</td>
    </tr>
  );
});
