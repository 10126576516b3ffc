import { memo } from 'react';

export interface BookRowProps {
  side: 'ask' | 'bid';
  price: string;
  size: string;
  total: string;
}

/**
 * One price level. Props are strings so `memo` skips every row whose level did not change: a new
 * snapshot re-renders only the rows it moved.
 */
export const BookRow = memo(function BookRow({ side, price, size, total }: BookRowProps) {
  return (
    <tr className={`book-row book-row--${side}`}>
      <td className="book-row__price">{price}</td>
      <td>{size}</td>
      <td>{total}</td>
    </tr>
  );
});
