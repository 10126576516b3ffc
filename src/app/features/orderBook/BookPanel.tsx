import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
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
 * Only the selected tab is mounted (the kit's TabPanel), so only its feed is watched: the depth
 * subscription stops while the trades are shown and restarts, from a fresh snapshot, on the way back
 * (spec 001 "the depth subscription restarts on symbol, depth or tab change"). The panel is a region
 * named by the selected tab; the tab strip is its heading line, and in the desktop grid the strip is
 * where the panel is picked up (TradingGrid.tsx; the tabs themselves never start a drag).
 */
export function BookPanel({ instrument, fitToHeight = false }: BookPanelProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [selected, setSelected] = useState<BookTab>(readBookTab);
  const labels: Record<BookTab, string> = { orderBook: t('book.heading'), trades: t('trades.heading') };
  const labelId = (tab: BookTab) => `${baseId}-${tab}`;

  const select = (tab: BookTab) => {
    setSelected(tab);
    writeBookTab(tab);
  };

  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={select}
      className="book-panel"
      regionLabelledBy={labelId(selected)}
    >
      <TabList aria-label={t('book.tabs')}>
        {BOOK_TABS.map((tab) => (
          <Tab key={tab} id={tab} labelId={labelId(tab)}>
            {labels[tab]}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="orderBook" className="book-panel__tab">
        <OrderBook instrument={instrument} labelledBy={labelId('orderBook')} fitToHeight={fitToHeight} />
      </TabPanel>
      <TabPanel id="trades" className="book-panel__tab">
        <LatestTrades instrument={instrument} labelledBy={labelId('trades')} />
      </TabPanel>
    </Tabs>
  );
}
