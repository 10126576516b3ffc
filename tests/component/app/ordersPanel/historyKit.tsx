/**
 * What the history tabs' tests share: a tab rendered in the app's providers against the msw exchange
 * as a logged-in user, with a show-all-pairs checkbox standing in for the panel's, and the user's
 * history made through the engine itself.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import type { OrdersTabProps } from '../../../../src/app/features/ordersPanel/OrdersTabProps';
import { VIRTUAL_ROW_HEIGHT } from '../../../../src/app/ui/VirtualTable';
import { formatFixed, mul, toFixed } from '../../../../src/shared/money/fixed';
import type { MswExchangeEnv } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';

export const PAGE = '/en/trade/spot/BTC/USDT';

function WithAllPairs({ Tab }: { Tab: ComponentType<OrdersTabProps> }) {
  const [allPairs, setAllPairs] = useState(false);
  return (
    <>
      <label>
        <input type="checkbox" checked={allPairs} onChange={(e) => setAllPairs(e.target.checked)} />
        All pairs
      </label>
      <Tab symbolId="BTCUSDT" allPairs={allPairs} />
    </>
  );
}

/**
 * Renders `Tab` as `email`; `prepare` makes the account's history first, through the engine, before the
 * page's socket is there to carry it (a test of pushes makes those after the render).
 */
export function renderTab(
  env: MswExchangeEnv,
  Tab: ComponentType<OrdersTabProps>,
  prepare: (accountId: string) => void = () => {},
  email = 'classic@spotdesk.test',
) {
  const accountId = env.current.loginAs(email);
  prepare(accountId);
  return { ...renderApp(PAGE, { panel: <WithAllPairs Tab={Tab} /> }), accountId };
}

/** A price `factor` of the pair's best bid, at its precision: far enough to rest, not to be refused. */
export function priceNear(env: MswExchangeEnv, symbolId: string, factor: string): string {
  const last = env.exchange.engine.book(symbolId, 1).bids[0]?.[0] ?? env.exchange.engine.lastPrice(symbolId);
  if (last === undefined) throw new Error(`${symbolId} has no price yet`);
  const decimals = last.split('.')[1]?.length ?? 0;
  return formatFixed(mul(toFixed(last), toFixed(factor)), decimals);
}

/** Scrolls a list's box to its end, as a reader does, so the list asks for its next page. */
export function scrollToEnd(table: HTMLElement) {
  const box = table.closest<HTMLElement>('[data-scroll-list]');
  if (!box) throw new Error('the table is not in a scroll list');
  act(() => {
    box.scrollTop = 10_000 * VIRTUAL_ROW_HEIGHT;
    fireEvent.scroll(box);
  });
}

export const bodyRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr[aria-rowindex]')] as HTMLTableRowElement[];

export const cellsOf = (row: HTMLTableRowElement | undefined) =>
  [...(row?.cells ?? [])].map((cell) => cell.textContent);

export { screen };
