import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '../../../shared/protocol';
import { OrderBook } from '../orderBook/OrderBook';
import { LatestTrades } from '../trades/LatestTrades';

const TABS = ['orderBook', 'trades'] as const;
type Tab = (typeof TABS)[number];

/** The mobile view's order book and trades as two tabs (arrow keys move between them). */
export function MarketTabs({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [selected, setSelected] = useState<Tab>('orderBook');
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const labels: Record<Tab, string> = { orderBook: t('book.heading'), trades: t('trades.heading') };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(selected) + step + TABS.length) % TABS.length] ?? selected;
    setSelected(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div className="market-tabs">
      <div role="tablist" aria-label={t('layout.mobile.marketTabs')} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              if (node) tabRefs.current.set(tab, node);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}`}
            aria-selected={selected === tab}
            aria-controls={selected === tab ? `${baseId}-${tab}-panel` : undefined}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${selected}-panel`} aria-labelledby={`${baseId}-${selected}`}>
        {selected === 'orderBook' ? (
          <OrderBook instrument={instrument} />
        ) : (
          <LatestTrades instrument={instrument} />
        )}
      </div>
    </div>
  );
}
