import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { favouritesAtom } from '../favourites';
import { viewAtom } from '../../hub/hubAtoms';
import type { Locale } from '../../i18n/locales';
import { useAtomValue } from '../../state/appJotai';
import { pairPath } from '../../paths';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import {
  calculateMarketRows,
  calculateQuoteTabs,
  selectMarketRows,
  type MarketRow,
  type MarketSort,
  type MarketTab,
} from './calculateMarketRows';
import { MarketsTable } from './MarketsTable';

const instrumentsView = viewAtom({ kind: 'instruments' });
const marketListView = viewAtom({ kind: 'marketList' });

const FAVOURITES = 'favourites';
const tabKey = (tab: MarketTab) => (tab.kind === 'favourites' ? FAVOURITES : tab.quote);

export interface MarketsPopoverProps {
  /** Its root: whoever opened it asks whether focus is inside. */
  ref?: Ref<HTMLDivElement>;
  instrument: Instrument;
  locale: Locale;
  /** Opened on purpose (click or key): focus goes to the search box. A hover leaves focus alone. */
  focusSearch: boolean;
  onChoose: () => void;
}

/**
 * The markets list: tabs for Favourites and each quote token, a search box (Enter opens the first pair
 * listed), and a sortable table of pairs from the hub's symbol list joined with its market list.
 * Starts on the current pair's quote.
 * The content of the kit Popover that MarketsMenu opens, which is the dialog and names it.
 */
export function MarketsPopover({ ref, instrument, locale, focusSearch, onChoose }: MarketsPopoverProps) {
  const { t } = useTranslation();
  const searchRef = useRef<HTMLInputElement>(null);
  const instruments = useAtomValue(instrumentsView)?.instruments;
  const marketList = useAtomValue(marketListView);
  const favourites = useAtomValue(favouritesAtom);
  const [tab, setTab] = useState<MarketTab>({ kind: 'quote', quote: instrument.quoteTokenName });
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<MarketSort | undefined>(undefined);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (focusSearch) searchRef.current?.focus();
  }, [focusSearch]);

  const allRows = useMemo(
    () => calculateMarketRows(instruments ?? [], marketList?.rows ?? []),
    [instruments, marketList],
  );
  const rows = useMemo(
    () => selectMarketRows(allRows, { tab, query, favourites: favourites.symbols, sort }),
    [allRows, tab, query, favourites.symbols, sort],
  );
  const tabs: MarketTab[] = useMemo(
    () => [
      { kind: 'favourites' },
      ...calculateQuoteTabs(instruments ?? []).map((quote) => ({ kind: 'quote', quote }) as const),
    ],
    [instruments],
  );
  const activeKey = tabKey(tab);
  const tabLabel = (item: MarketTab) => (item.kind === 'favourites' ? t('markets.favourites') : item.quote);

  const open = (row: MarketRow) => {
    onChoose();
    navigate(pairPath(locale, row));
  };
  // Enter in the search opens the first pair listed: type "eth", press Enter.
  const openFirst = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = rows[0];
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !first) return;
    event.preventDefault();
    open(first);
  };

  const choose = (key: string) => {
    const next = tabs.find((item) => tabKey(item) === key);
    if (next) setTab(next);
  };

  const empty =
    instruments === undefined
      ? t('markets.loading')
      : rows.length > 0
        ? undefined
        : query.trim() !== ''
          ? t('markets.noMatch', { query: query.trim() })
          : tab.kind === 'favourites'
            ? t('markets.noFavourites')
            : t('markets.noPairs');

  return (
    <div ref={ref}>
      <input
        ref={searchRef}
        type="search"
        className="markets-popover__search"
        aria-label={t('markets.search')}
        placeholder={t('markets.searchPlaceholder')}
        value={query}
        maxLength={40}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={openFirst}
      />
      <Tabs selectedKey={activeKey} onSelectionChange={choose}>
        <TabList aria-label={t('markets.tabs')} className="markets-popover__tabs">
          {tabs.map((item) => (
            <Tab key={tabKey(item)} id={tabKey(item)}>
              {tabLabel(item)}
            </Tab>
          ))}
        </TabList>
        {/* One panel, for whichever tab is selected: the table filters by the tab. */}
        <TabPanel id={activeKey}>
          <MarketsTable
            caption={t('markets.caption', { tab: tabLabel(tab) })}
            rows={rows}
            sort={sort}
            onSort={setSort}
            favourites={favourites.symbols}
            favouritesReady={favourites.status === 'ready'}
            currentSymbolId={instrument.symbolId}
            locale={locale}
            onClose={onChoose}
            onOpen={open}
          />
          {empty && (
            <p role="status" className="markets-popover__empty">
              {empty}
            </p>
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
