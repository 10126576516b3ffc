import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { FeedStatusNote } from '../../hub/FeedStatusNote';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { orderDraftAtom } from '../orderForm';
import { bookStaleAtom, bookStatusAtom, useWatchedBook } from './bookAtoms';
import type { BookLayout } from './bookConstants';
import {
  readBookLayout,
  readSavedStep,
  readTotalIn,
  writeBookLayout,
  writeSavedStep,
  writeTotalIn,
  type TotalIn,
} from './bookPrefs';
import { BookMiddle } from './BookMiddle';
import { BookSideRows } from './BookSideRows';
import { BookToolbar } from './BookToolbar';
import { calculateBookDraft } from './calculateBookDraft';
import { calculateFittedRows, calculatePhoneRows } from './calculateBookRows';
import { chooseDepthStep, parseDepthSteps } from '../../../shared/book/calculateDepthSteps';
import { RatioBar } from './RatioBar';
import { useBoxSize, type BoxSize } from './useBoxSize';
import { useOwnOrderPrices } from './useOwnOrderPrices';
import './OrderBook.css';

export interface OrderBookProps {
  instrument: Instrument;
  /** The id of what names the book (its tab in BookPanel): the stacked table takes its name from it. */
  labelledBy: string;
  /**
   * Fit the rows to the panel's height (the desktop grid, where the panel has a set height). Where the
   * panel grows with its content (the phone's one column) the height would follow the rows, so it
   * shows a phone's share of rows instead (calculatePhoneRows).
   */
  fitToHeight?: boolean;
}

/**
 * The Order book tab of the order book panel (BookPanel.tsx; spec 001 §2): four layouts, the depth
 * step, the total column in base or quote, the last price and spread, depth bars, the user's own
 * orders marked, and the buy/sell ratio. The
 * hub's view is already merged, cut, totalled and formatted to the step; this panel only picks rows
 * and paints. Each choice is remembered (bookPrefs.ts); the step per symbol.
 */
export function OrderBook({ instrument, labelledBy, fitToHeight = false }: OrderBookProps) {
  const { t } = useTranslation();
  const symbol = instrument.symbolId;
  const steps = useMemo(() => parseDepthSteps(instrument.digitMerge), [instrument.digitMerge]);
  const [picked, setPicked] = useState<{ symbol: string; step: string }>();
  const saved = useMemo(
    () => (picked?.symbol === symbol ? picked.step : readSavedStep(symbol)),
    [picked, symbol],
  );
  const step = chooseDepthStep(steps, saved, instrument.pricePrecision);
  const [layout, setLayout] = useState<BookLayout>(readBookLayout);
  const [totalIn, setTotalIn] = useState<TotalIn>(readTotalIn);
  const bodyRef = useRef<HTMLDivElement>(null);
  const size = useBoxSize(bodyRef);

  const onStep = useCallback(
    (next: string) => {
      setPicked({ symbol, step: next });
      writeSavedStep(symbol, next);
    },
    [symbol],
  );
  const onLayout = useCallback((next: BookLayout) => {
    setLayout(next);
    writeBookLayout(next);
  }, []);
  const onTotalIn = useCallback((next: TotalIn) => {
    setTotalIn(next);
    writeTotalIn(next);
  }, []);

  return (
    <div className={fitToHeight ? 'order-book order-book--fit' : 'order-book'} data-layout={layout}>
      <BookToolbar
        instrument={instrument}
        layout={layout}
        onLayout={onLayout}
        steps={steps}
        step={step}
        onStep={onStep}
        totalIn={totalIn}
        onTotalIn={onTotalIn}
      />
      <div ref={bodyRef} className="order-book__body">
        {step === undefined ? (
          <p className="feed-status">{t('book.noSteps')}</p>
        ) : (
          <BookContent
            // A new pair or step is another book: fresh rows, not the old prices until the new ones come.
            key={`${symbol}:${step}`}
            instrument={instrument}
            labelledBy={labelledBy}
            step={step}
            layout={layout}
            totalIn={totalIn}
            size={size}
            fitToHeight={fitToHeight}
          />
        )}
      </div>
    </div>
  );
}

interface BookContentProps {
  instrument: Instrument;
  labelledBy: string;
  step: string;
  layout: BookLayout;
  totalIn: TotalIn;
  size: BoxSize | undefined;
  fitToHeight: boolean;
}

function BookContent({ instrument, labelledBy, step, layout, totalIn, size, fitToHeight }: BookContentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const symbol = instrument.symbolId;
  const fitted = fitToHeight ? calculateFittedRows(size?.height, layout) : calculatePhoneRows(layout);
  // Exactly the rows shown: the hub's depth bars and ratio are over the rows it sends.
  useWatchedBook(symbol, step, fitted);
  const status = useAtomValue(bookStatusAtom(symbol, step));
  const stale = useAtomValue(bookStaleAtom(symbol, step));
  const own = useOwnOrderPrices(symbol, step);
  const setDraft = useSetAtom(orderDraftAtom);
  const onPick = useCallback(
    (side: 'ask' | 'bid', price: string, totalBase: string) =>
      setDraft(calculateBookDraft(symbol, { side, price, totalBase }, Date.now())),
    [setDraft, symbol],
  );

  const common = { symbol, step, slots: fitted, totalIn, own, locale, mineLabel: t('book.mine'), onPick };
  const head = (
    <BookHead
      quote={instrument.quoteTokenName}
      base={instrument.baseTokenName}
      totalToken={totalIn === 'base' ? instrument.baseTokenName : instrument.quoteTokenName}
    />
  );
  const busy = status !== 'live';
  const asks = (bestFirst: boolean) => (
    <BookSideRows side="ask" label={t('book.asks')} bestFirst={bestFirst} {...common} />
  );
  const bids = <BookSideRows side="bid" label={t('book.bids')} bestFirst {...common} />;

  return (
    <>
      <FeedStatusNote status={status} stale={stale} />
      {layout === 4 ? (
        <>
          <BookMiddle symbol={symbol} step={step} asRow={false} />
          <div className="order-book__columns">
            <table aria-label={t('book.bids')} aria-busy={busy} className="book-table">
              {head}
              {bids}
            </table>
            <table aria-label={t('book.asks')} aria-busy={busy} className="book-table">
              {head}
              {asks(true)}
            </table>
          </div>
        </>
      ) : (
        // Above the middle the highest ask is at the top, so the best ask sits next to the last price.
        <table aria-labelledby={labelledBy} aria-busy={busy} className="book-table">
          {head}
          {layout !== 2 && asks(false)}
          <BookMiddle symbol={symbol} step={step} asRow />
          {layout !== 3 && bids}
        </table>
      )}
      <RatioBar symbol={symbol} step={step} widthPx={size?.width} />
    </>
  );
}

/** The column headers; their own component so a book snapshot does not translate them again. */
const BookHead = memo(function BookHead({
  quote,
  base,
  totalToken,
}: {
  quote: string;
  base: string;
  totalToken: string;
}) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">
          <span className="book-table__head">{t('book.price', { quote })}</span>
        </th>
        <th scope="col">
          <span className="book-table__head">{t('book.amount', { base })}</span>
        </th>
        <th scope="col">
          <span className="book-table__head">{t('book.total', { base: totalToken })}</span>
        </th>
      </tr>
    </thead>
  );
});
