/**
 * The Open orders tab (spec 001 §2, §5–§8; 000 §4, §5, §7, §8) against the real engine behind msw: the
 * sub-tabs and their counts, this pair or all pairs, Cancel, Cancel all per sub-tab with and without
 * the user's confirm setting, and edits in place (checked in the compute worker, then sent, refused on
 * the field, or asked about first), each result asserted on the engine itself.
 */
import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { API } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { setupFakeLayout } from '../marketHeader/fakeLayout';
import {
  bodyRows,
  expect,
  limit,
  plan,
  priceAt,
  recordOrderCalls,
  renderOpenOrders,
  until,
} from './openOrdersKit';

const env = setupMswExchange();
// The table is virtualised: jsdom lays nothing out, so its scroll box is given ten rows' height.
setupFakeLayout({ viewportHeight: 320 });
const SLOW = { timeout: 30_000 };

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const table = (name: string) => screen.getByRole('table', { name });

describe('Open orders tab', () => {
  it(
    'lists each kind under its sub-tab with its count, cancels one, and cancels a sub-tab all at once',
    SLOW,
    async () => {
      const accountId = env.current.loginAs('classic@spotdesk.test');
      const buy = limit(env, accountId, 'Buy', priceAt(env, 0.98));
      limit(env, accountId, 'Buy', priceAt(env, 0.97));
      limit(env, accountId, 'Buy', priceAt(env, 0.97, 'ETHUSDT'), 'ETHUSDT');
      plan(env, accountId, {
        plan_type: 8,
        side: 'Buy',
        type: 'LIMIT',
        quantity: '0.010000',
        trigger_price: priceAt(env, 1.05),
        price: priceAt(env, 1.06),
      });
      const conditional = plan(env, accountId, {
        plan_type: 1,
        side: 'Buy',
        type: 'LIMIT',
        quantity: '0.010000',
        trigger_price: priceAt(env, 1.04),
        price: priceAt(env, 1.05),
      });
      plan(env, accountId, {
        plan_type: 4,
        side: 'Sell',
        type: 'MARKET',
        quantity: '0.010000',
        trailing_percentage: '1',
      });
      const calls = recordOrderCalls(env);
      const { user, tick } = await renderOpenOrders(env);

      await until(tick, () => expect(tab(/^Limit and market \(2\)$/)).toBeTruthy());
      expect(tab(/^Stop-limit \(1\)$/)).toBeTruthy();
      expect(tab(/^Conditional \(1\)$/)).toBeTruthy();
      expect(tab(/^OCO \(0\)$/)).toBeTruthy();
      expect(tab(/^Trailing stop \(1\)$/)).toBeTruthy();
      expect(screen.queryByRole('tab', { name: /MMR|Future spread/ })).toBeNull();
      const rows = bodyRows(table('Limit and market'));
      expect(rows).toHaveLength(2);
      expect(
        within(rows[0]!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(expect.arrayContaining(['BTC/USDT', 'Limit', 'Buy', 'New']));

      // Cancel one row: the toast, the engine, and the count.
      await user.click(within(rowOf(buy.price)).getByRole('button', { name: /^Cancel order Limit Buy/ }));
      expect(await screen.findByRole('status', { name: 'Done' })).toBeTruthy();
      expect(env.exchange.engine.findOrder(accountId, { orderId: buy.orderId })?.status).toBe('Cancelled');
      await until(tick, () => expect(tab(/^Limit and market \(1\)$/)).toBeTruthy());
      expect(calls).toEqual([API.cancelOrder]);
      // The focus the cancelled row took with it is on the Cancel of the row in its place.
      const [left] = bodyRows(table('Limit and market'));
      expect(document.activeElement).toBe(within(left!).getByRole('button', { name: /^Cancel order/ }));

      // Cancel all of one sub-tab (no confirm setting: at once): its plan type on this pair, nothing else.
      await user.click(tab(/^Conditional/));
      await user.click(screen.getByRole('button', { name: 'Cancel all Conditional orders' }));
      await until(tick, () => expect(tab(/^Conditional \(0\)$/)).toBeTruthy());
      expect(env.exchange.engine.findPlanOrder(accountId, { orderId: conditional.orderId })?.status).toBe(
        'Cancelled',
      );
      const open = env.exchange.engine.openPlanOrders(accountId, {}).map((order) => order.planType);
      expect(open.sort()).toEqual([4, 8]);
      expect(env.exchange.engine.openOrders(accountId, {})).toHaveLength(2);
      expect(calls).toEqual([API.cancelOrder, API.cancelAllPlanOrders]);
      // Empty now: the button is disabled (and keeps the focus it had), and the sub-tab says so.
      const cancelAll = screen.getByRole('button', { name: 'Cancel all Conditional orders' });
      expect(cancelAll.getAttribute('aria-disabled')).toBe('true');
      expect(document.activeElement).toBe(cancelAll);
      expect(screen.getByText('No records yet')).toBeTruthy();
    },
  );

  it(
    'shows every pair with all pairs on, and asks first when the cancel-all confirm setting is on',
    SLOW,
    async () => {
      const accountId = env.current.loginAs('classic@spotdesk.test');
      limit(env, accountId, 'Buy', priceAt(env, 0.98));
      limit(env, accountId, 'Buy', priceAt(env, 0.97, 'ETHUSDT'), 'ETHUSDT');
      const oco = plan(env, accountId, {
        plan_type: 10,
        side: 'Sell',
        type: 'LIMIT',
        quantity: '0.010000',
        tp_trigger_price: priceAt(env, 1.05),
        tp_limit_price: priceAt(env, 1.05),
        tp_order_type: 'LIMIT',
        sl_trigger_price: priceAt(env, 0.95),
        sl_limit_price: priceAt(env, 0.95),
        sl_order_type: 'LIMIT',
      });
      const calls = recordOrderCalls(env);
      const { user, tick } = await renderOpenOrders(env, { allPairs: true, confirmCancelAll: true });

      await until(tick, () => expect(tab(/^Limit and market \(2\)$/)).toBeTruthy());
      expect(tab(/^OCO \(1\)$/)).toBeTruthy();
      const pairs = bodyRows(table('Limit and market')).map(
        (row) => within(row).getAllByRole('cell')[1]?.textContent,
      );
      expect(pairs.sort()).toEqual(['BTC/USDT', 'ETH/USDT']);

      // Asked first; kept: nothing sent.
      const cancelAll = screen.getByRole('button', { name: 'Cancel all Limit and market orders' });
      await user.click(cancelAll);
      const question = await screen.findByRole('alertdialog', { name: 'Cancel all orders?' });
      expect(question.textContent).toContain(
        'Every open Limit and market order of all pairs will be cancelled: 2 now.',
      );
      await user.click(within(question).getByRole('button', { name: 'Keep them' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(calls).toEqual([]);

      // Confirmed: one call for every pair's ordinary orders; the OCO stays.
      await user.click(cancelAll);
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Cancel all orders?' })).getByRole('button', {
          name: 'Cancel all',
        }),
      );
      expect(await screen.findByRole('status', { name: 'Done' })).toBeTruthy();
      expect(env.exchange.engine.openOrders(accountId, {})).toEqual([]);
      expect(env.exchange.engine.openPlanOrders(accountId, {}).map((order) => order.orderId)).toEqual([
        oco.orderId,
      ]);
      expect(calls).toEqual([API.cancelAllOrders]);
      await until(tick, () => expect(tab(/^Limit and market \(0\)$/)).toBeTruthy());
    },
  );

  it('hides OCO when the compliance switch is off', SLOW, async () => {
    env.current.site.compliance.ocoOrders = false;
    let configAnswered = false;
    env.server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === API.webConfig) configAnswered = true;
    });
    const { tick } = await renderOpenOrders(env);
    // The web config has reached the page (its answer, then a painted tick), so OCO is decided.
    await until(tick, () => expect(configAnswered).toBe(true));
    await tick();
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/ \(\d+\)$/, ''))).toEqual([
      'Limit and market',
      'Stop-limit',
      'Conditional',
      'Trailing stop',
    ]);
  });
});

/** The shown table's row holding this price (in the page's en notation). */
function rowOf(price: string): HTMLElement {
  const text = Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row at ${text}`);
  return row;
}
