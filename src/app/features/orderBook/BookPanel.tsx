import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../../shared/protocol';
import { LatestTrades } from '../trades';
import { BOOK_TABS, type BookTab } from './bookConstants';
import { readBookTab, writeBookTab } from './bookPrefs';
import { OrderBook } from './OrderBook';

export interface BookPanelProps {
  instrument: Instrument;
  /** Fit the book's rows to the panel's height (the desktop grid); see OrderBook. */
  fitToHeight?: boolean;
}

/**
 * The order book panel (spec 001 §2): two tabs, Order book and Latest trades, the choice remembered.
 * Only the selected tab is mounted, so only its feed is watched: the depth subscription stops while
 * the trades are shown and restarts, from a fresh snapshot, on the way back (spec 001 "the depth
 * subscription restarts on symbol, depth or tab change"). The panel is a region named by the selected
 * tab; the tab strip is its heading line, and in the desktop grid the strip is where the panel is
 * picked up (TradingGrid.tsx; the tabs themselves never start a drag). Arrow keys move between tabs.
 */
export function BookPanel({ instrument, fitToHeight = false }: BookPanelProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [selected, setSelected] = useState<BookTab>(readBookTab);
  const tabRefs = useRef(new Map<BookTab, HTMLButtonElement>());
  const labels: Record<BookTab, string> = { orderBook: t('book.heading'), trades: t('trades.heading') };
  const tabId = (tab: BookTab) => `${baseId}-${tab}`;
  const panelId = `${baseId}-panel`;

  const select = (tab: BookTab) => {
    setSelected(tab);
    writeBookTab(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = BOOK_TABS[(BOOK_TABS.indexOf(selected) + step + BOOK_TABS.length) % BOOK_TABS.length];
    if (next === undefined) return;
    select(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <section aria-labelledby={tabId(selected)} className="book-panel">
      <div role="tablist" aria-label={t('book.tabs')} className="book-panel__tabs" onKeyDown={onKeyDown}>
        {BOOK_TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              if (node) tabRefs.current.set(tab, node);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected === tab}
            aria-controls={selected === tab ? panelId : undefined}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => select(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="book-panel__tab">
        {selected === 'orderBook' ? (
          <OrderBook instrument={instrument} labelledBy={tabId(selected)} fitToHeight={fitToHeight} />
        ) : (
          <LatestTrades instrument={instrument} labelledBy={tabId(selected)} />
        )}
      </div>
    </section>
  );
}
