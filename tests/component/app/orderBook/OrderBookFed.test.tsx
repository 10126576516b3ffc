/**
 * The order book fed hand-made snapshots through a fake hub (built by the hub's own view calculator):
 * a snapshot writes only the cells of the rows whose level changed and nothing for an unchanged one
 * (issue 5 item 6: the rows are painted from the book atom, createBookSidePainter.ts), and a book the
 * hub is rebuilding says so. Each side carries the update id it shows.
 */
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { BookPanel } from '../../../../src/app/features/orderBook/BookPanel';
import type { HubClient } from '../../../../src/app/hub/HubClient';
import { hubClientAtom } from '../../../../src/app/hub/hubAtoms';
import { AppJotaiProvider, createStore } from '../../../../src/app/state/appJotai';
import { calculateOrderBookView } from '../../../../src/shared/hub/store/orderBookView';
import type { Instrument, OrderBookView, ViewKey, ViewSnapshot } from '../../../../src/shared/protocol';
import { createTestI18n } from '../../createTestI18n';

const instrument = {
  symbolId: 'BTCUSDT',
  symbolName: 'BTC/USDT',
  baseTokenName: 'BTC',
  quoteTokenName: 'USDT',
  pricePrecision: 2,
  quantityPrecision: 6,
  amountPrecision: 8,
  digitMerge: '0.01,0.1,1',
} as Instrument;

/** A hub that hands each watched view the snapshots the test pushes. */
function renderBook() {
  const { hub, push } = createFakeHub();
  const store = createStore();
  store.set(hubClientAtom, hub);
  render(
    <AppJotaiProvider store={store}>
      <I18nextProvider i18n={createTestI18n()}>
        {/* As in the desktop grid; jsdom lays nothing out, so the unfitted 20 rows a side. */}
        <BookPanel instrument={instrument} fitToHeight />
      </I18nextProvider>
    </AppJotaiProvider>,
  );
  return push;
}

function createFakeHub() {
  const watchers = new Map<string, (snapshot: ViewSnapshot) => void>();
  const hub: HubClient = {
    watch<V extends ViewKey>(view: V, onSnapshot: (snapshot: never) => void) {
      watchers.set(view.kind, onSnapshot as (snapshot: ViewSnapshot) => void);
      return () => watchers.delete(view.kind);
    },
    sessionIs() {},
    dispose() {},
  };
  return { hub, push: (snapshot: ViewSnapshot) => act(() => watchers.get(snapshot.kind)?.(snapshot)) };
}

/** 20 levels a side; the asks are the larger side, so a bid change moves no other row's depth. */
function bookWith(lastBidSize: string, u: number, status: OrderBookView['status'] = 'live'): OrderBookView {
  const bids = new Map<string, string>();
  const asks = new Map<string, string>();
  for (let i = 0; i < 20; i++) {
    bids.set(`${97000 - i}.00`, i === 19 ? lastBidSize : '0.100000');
    asks.set(`${97001 + i}.00`, '0.500000');
  }
  return calculateOrderBookView({
    symbol: 'BTCUSDT',
    step: '0.01',
    rows: 20,
    status,
    u,
    book: { bids, asks },
    instrument,
  });
}

/** The table rows that DOM changes since the last call fell in (text, attributes or added nodes). */
function watchRows(element: Element) {
  const observer = new MutationObserver(() => undefined);
  observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
  return () => {
    const rows = new Set<Element>();
    for (const record of observer.takeRecords()) {
      const node = record.target;
      const row = (node instanceof Element ? node : node.parentElement)?.closest('tr');
      if (row) rows.add(row);
    }
    return rows;
  };
}

describe('book row paints', () => {
  it('writes only the row whose level changed, and nothing for an unchanged snapshot', () => {
    const push = renderBook();
    push(bookWith('0.100000', 1));
    const bids = within(screen.getByRole('rowgroup', { name: 'Buy orders' })).getAllByRole('row');
    const asks = within(screen.getByRole('rowgroup', { name: 'Sell orders' })).getAllByRole('row');
    expect(bids).toHaveLength(20);
    expect(asks).toHaveLength(20);
    expect(within(bids[19] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('0.100000');
    const touched = watchRows(screen.getByRole('table'));

    push(bookWith('0.100000', 2));
    expect(touched()).toEqual(new Set());

    push(bookWith('0.250000', 3));
    expect([...touched()]).toEqual([bids[19]]);
    expect(within(bids[19] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('0.250000');
  });

  it('marks each side with the update id of the book it shows (the tabs bench times it)', () => {
    const push = renderBook();
    const sides = ['Buy orders', 'Sell orders'].map((name) => screen.getByRole('rowgroup', { name }));
    push(bookWith('0.100000', 1));
    expect(sides.map((side) => side.dataset.u)).toEqual(['1', '1']);
    push(bookWith('0.250000', 7));
    expect(sides.map((side) => side.dataset.u)).toEqual(['7', '7']);
  });

  it('says "Resyncing…" while the hub rebuilds the book, and clears it when the book is back', () => {
    const push = renderBook();
    const book = screen.getByRole('region', { name: 'Order book' });
    expect(within(book).getByRole('status').textContent).toBe('Loading…');
    push(bookWith('0.100000', 1));
    expect(within(book).queryByRole('status')).toBeNull();
    // The hub empties a book it can no longer trust and marks it resyncing.
    const emptied = calculateOrderBookView({
      symbol: 'BTCUSDT',
      step: '0.01',
      rows: 20,
      status: 'resyncing',
      u: 0,
      book: { bids: new Map(), asks: new Map() },
      instrument,
    });
    push(emptied);
    expect(within(book).getByRole('status').textContent).toBe('Resyncing…');
    expect(within(book).getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(within(book).queryAllByRole('button', { name: /^\d/ })).toEqual([]);
    push(bookWith('0.100000', 1));
    expect(within(book).queryByRole('status')).toBeNull();
    expect(within(book).getByRole('table').getAttribute('aria-busy')).toBe('false');
  });
});
