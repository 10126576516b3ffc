import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unpackBookSide } from '../../../shared/hub/packedBook';
import type { BookRowView, Instrument } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';
import { BookRow } from './BookRow';
import { FeedStatusNote } from './FeedStatusNote';

/** Rows a side for now; the full panel (layouts, up to 40, the step selector) is its own issue. */
export const BOOK_ROWS = 20;

/** The finest of the pair's depth steps ("0.01,0.1,1" → "0.01"), until the step selector exists. */
export function finestStep(instrument: Instrument): string {
  return instrument.digitMerge.split(',')[0]?.trim() || instrument.minPricePrecision;
}

const NO_ROWS: { asksTopDown: BookRowView[]; bids: BookRowView[] } = { asksTopDown: [], bids: [] };

/**
 * A basic order book from the hub's merged view: asks (highest at the top, best next to the middle),
 * the last price and spread, then bids (best first). Rows are keyed by price. The sides arrive packed
 * (cheaper to receive than row objects) and are unpacked once per snapshot.
 */
export function OrderBook({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const headingId = useId();
  const symbol = instrument.symbolId;
  const step = finestStep(instrument);
  const book = useAtomValue(viewAtom({ kind: 'orderBook', symbol, step, rows: BOOK_ROWS }));
  const ticker = useAtomValue(viewAtom({ kind: 'ticker', symbol }));
  const { asksTopDown, bids } = useMemo(
    () =>
      book ? { asksTopDown: unpackBookSide(book.asks).reverse(), bids: unpackBookSide(book.bids) } : NO_ROWS,
    [book],
  );
  const none = t('pair.noPrice');

  return (
    <section aria-labelledby={headingId} className="order-book">
      <h2 id={headingId}>{t('book.heading')}</h2>
      <FeedStatusNote status={book?.status} />
      <table aria-labelledby={headingId} aria-busy={book?.status !== 'live'} className="book-table">
        <thead>
          <tr>
            <th scope="col">{t('book.price', { quote: instrument.quoteTokenName })}</th>
            <th scope="col">{t('book.amount', { base: instrument.baseTokenName })}</th>
            <th scope="col">{t('book.total', { base: instrument.baseTokenName })}</th>
          </tr>
        </thead>
        <tbody aria-label={t('book.asks')}>
          {asksTopDown.map((row) => (
            <BookRow key={row.price} side="ask" price={row.price} size={row.size} total={row.totalBase} />
          ))}
        </tbody>
        <tbody aria-label={t('book.middle')}>
          <tr className="book-middle">
            <td>{ticker?.lastPrice || none}</td>
            <td colSpan={2}>{t('book.spread', { spread: book?.spread || none })}</td>
          </tr>
        </tbody>
        <tbody aria-label={t('book.bids')}>
          {bids.map((row) => (
            <BookRow key={row.price} side="bid" price={row.price} size={row.size} total={row.totalBase} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
