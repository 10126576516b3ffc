import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../../../src/server/api/types';
import { TRACEPARENT_PATTERN } from '../../../../src/shared/rest/createTraceparent';
import { API } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { recordOrderCreates } from '../../../msw/recordOrderCreates';
import { toApiRequest } from '../../../msw/toApiRequest';
import { fill, ordersOf, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

describe('order form: exactly one order per submission', () => {
  it('a double click and Enter held down each place one order, with a trace header', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    const last = await waitForPrefill(form, tick);
    const { bodies } = recordOrderCreates(env);
    await fill(user, form, 'Price (USDT)', String(Math.round(Number(last) * 0.9)));
    await fill(user, form, 'Quantity (BTC)', '0.001');
    await user.dblClick(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toHaveLength(1);
    expect(bodies).toHaveLength(1);

    const quantity = await fill(user, form, 'Quantity (BTC)', '0.002');
    quantity.focus();
    await user.keyboard('{Enter>4/}');
    await vi.waitFor(() => expect(ordersOf(env, accountId!)).toHaveLength(2));
    // The form empties its size once placed: what the held key sent after that was refused here.
    await screen.findByRole('status', { name: 'Order not placed' });
    expect(ordersOf(env, accountId!)).toHaveLength(2);
    expect(bodies).toHaveLength(2);
    const traces = env.current.site.traces.list(accountId);
    expect(traces.map((trace) => trace.path)).toEqual([API.createOrder, API.createOrder]);
    for (const trace of traces) expect(trace.traceparent).toMatch(TRACEPARENT_PATTERN);
    expect(traces[0]?.traceId).not.toBe(traces[1]?.traceId);
  });

  it('after an answer lost once the engine placed the order, the retry reuses its id: one order', async () => {
    const { user, form, accountId, tick } = await renderForm(env, { email: 'classic@spotdesk.test' });
    const last = await waitForPrefill(form, tick);
    const { bodies } = recordOrderCreates(env);
    // The exchange takes the order, then the connection drops before the answer.
    env.server.use(
      http.post(
        `*${API.createOrder}`,
        async ({ request }) => {
          env.current.api(await toApiRequest(request, env.current.cookies.get(SESSION_COOKIE)));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await fill(user, form, 'Price (USDT)', String(Math.round(Number(last) * 0.9)));
    await fill(user, form, 'Quantity (BTC)', '0.001');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    const lost = await screen.findByRole('status', { name: 'The order may not have been placed' });
    expect(lost.textContent).toContain('Trying again sends the same order, never a second one.');
    expect(ordersOf(env, accountId!)).toHaveLength(1);

    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toHaveLength(1);
    expect(bodies.map((body) => body.client_order_id)).toEqual([
      bodies[0]?.client_order_id,
      bodies[0]?.client_order_id,
    ]);
  });

  it('asks for the double confirmation with the order as it will be sent', async () => {
    const { user, form, accountId, tick } = await renderForm(env, {
      email: 'classic@spotdesk.test',
      doubleConfirm: { tradeNotifyClose: false },
    });
    await waitForPrefill(form, tick);
    await fill(user, form, 'Price (USDT)', '90000');
    await fill(user, form, 'Quantity (BTC)', '0.0105');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm order' });
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Pair: BTC/USDT',
      'Side: Buy',
      'Order type: Limit',
      'Price: 90,000 USDT',
      'Quantity: 0.0105 BTC',
      'Time in force: GTC',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ordersOf(env, accountId!)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    const again = await screen.findByRole('alertdialog', { name: 'Confirm order' });
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(ordersOf(env, accountId!)).toEqual([
      expect.objectContaining({ price: '90000.00', origQty: '0.010500' }),
    ]);
  });

  it('plays the success sound when successAudio is on', async () => {
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    });
    const { user, form, tick } = await renderForm(env, {
      email: 'classic@spotdesk.test',
      doubleConfirm: { tradeNotifyClose: true, successAudio: true },
    });
    const last = await waitForPrefill(form, tick);
    await fill(user, form, 'Price (USDT)', String(Math.round(Number(last) * 0.9)));
    await fill(user, form, 'Quantity (BTC)', '0.001');
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(played).toEqual([expect.stringMatching(/\/sounds\/order-success\.wav$/)]);
  });
});
