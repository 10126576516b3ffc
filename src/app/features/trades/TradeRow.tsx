import { memo } from 'react';
import type { Side } from '../../../shared/protocol';

export interface TradeRowProps {
  side: Side;
  /** The side in words ("Buy"), for screen readers: colour alone says nothing to them. */
  sideLabel: string;
  price: string;
  qty: string;
  time: string;
}

/** One trade: the price coloured by the taker's side, with the side also said in words. No hooks: 40 rows. */
export const TradeRow = memo(function TradeRow({ side, sideLabel, price, qty, time }: TradeRowProps) {
  return (
    <tr className="trade-row">
      <td className={`trade-row__price trade-row__price--${side === 'Buy' ? 'buy' : 'sell'}`}>
        {price}
        <span className="visually-hidden"> {sideLabel}</span>
      </td>
      <td>{qty}</td>
      <td>{time}</td>
    </tr>
  );
});
