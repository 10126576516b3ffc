import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unpackBookSide } from '../../../shared/hub/packedBook';
import type { Instrument } from '../../../shared/protocol';
import { FeedStatusNote } from '../../hub/FeedStatusNote';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { orderDraftAtom } from '../orderForm/orderDraftAtoms';
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
import { calculateFittedRows, UNFITTED_BOOK_ROWS } from './calculateBookRows';
import { chooseDepthStep, parseDepthSteps } from './calculateDepthSteps';
import { RatioBar } from './RatioBar';
import { useBookView } from './useBookView';
import { useBoxSize, type BoxSize } from './useBoxSize';
import { useOwnOrderPrices } from './useOwnOrderPrices';
import './OrderBook.css';

export interface OrderBookProps {
  instrument: Instrument;
  /** The id of what names the book (its tab in BookPanel): the stacked table takes its name from it. */
  labelledBy: string;
  /**
   * Fit the rows to the panel's height (the desktop grid, where the panel has a set height). Where the
   * panel grows with its content (the mobile tabs) the height would follow the rows, so it shows
   * UNFITTED_BOOK_ROWS a side instead.
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
  const fitted = fitToHeight ? calculateFittedRows(size?.height, layout) : UNFITTED_BOOK_ROWS;
  // Exactly the rows shown: the hub's depth bars and ratio are over the rows it sends.
  const book = useBookView(symbol, step, fitted);
  const ticker = useAtomValue(viewAtom({ kind: 'ticker', symbol }));
  const own = useOwnOrderPrices(symbol, step);
  const setDraft = useSetAtom(orderDraftAtom);
  const onPick = useCallback(
    (side: 'ask' | 'bid', price: string, totalBase: string) =>
      setDraft(calculateBookDraft(symbol, { side, price, totalBase }, Date.now())),
    [setDraft, symbol],
  );
  const sides = useMemo(
    () => (book ? { asks: unpackBookSide(book.asks), bids: unpackBookSide(book.bids) } : undefined),
    [book],
  );
  const asks = useMemo(() => sides?.asks.slice(0, fitted) ?? [], [sides, fitted]);
  const bids = useMemo(() => sides?.bids.slice(0, fitted) ?? [], [sides, fitted]);
  // Above the middle the highest ask is at the top, so the best ask sits next to the last price.
  const asksTopDown = useMemo(() => [...asks].reverse(), [asks]);

  const common = { totalIn, own, locale, mineLabel: t('book.mine'), onPick };
  const head = (
    <thead>
      <tr>
        <th scope="col">{t('book.price', { quote: instrument.quoteTokenName })}</th>
        <th scope="col">{t('book.amount', { base: instrument.baseTokenName })}</th>
        <th scope="col">
          {t('book.total', {
            base: totalIn === 'base' ? instrument.baseTokenName : instrument.quoteTokenName,
          })}
        </th>
      </tr>
    </thead>
  );
  const busy = book?.status !== 'live';
  const askRows = (rows: typeof asks) => (
    <BookSideRows side="ask" label={t('book.asks')} rows={rows} {...common} />
  );
  const bidRows = <BookSideRows side="bid" label={t('book.bids')} rows={bids} {...common} />;

  return (
    <>
      <FeedStatusNote status={book?.status} />
      {layout === 4 ? (
        <>
          <BookMiddle ticker={ticker} spread={book?.spread} asRow={false} />
          <div className="order-book__columns">
            <table aria-label={t('book.bids')} aria-busy={busy} className="book-table">
              {head}
              {bidRows}
            </table>
            <table aria-label={t('book.asks')} aria-busy={busy} className="book-table">
              {head}
              {askRows(asks)}
            </table>
          </div>
        </>
      ) : (
        <table aria-labelledby={labelledBy} aria-busy={busy} className="book-table">
          {head}
          {layout !== 2 && askRows(asksTopDown)}
          <BookMiddle ticker={ticker} spread={book?.spread} asRow />
          {layout !== 3 && bidRows}
        </table>
      )}
      {book && <RatioBar buyRatio={book.buyRatio} sellRatio={book.sellRatio} widthPx={size?.width} />}
    </>
  );
}
