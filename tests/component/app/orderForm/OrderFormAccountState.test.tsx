import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HubClient } from '../../../../src/app/hub/HubClient';
import { API, type RiskStatus, type UserProfile } from '../../../../src/shared/protocol';
import { recordOrderCreates } from '../../../msw/recordOrderCreates';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import type { InProcessHub } from '../../inProcessHub';
import { pollUntil } from '../../pollUntil';
import { fill, ordersOf, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

const LIQUIDATION = 'Your account is in liquidation: orders are paused.';

/** The details of the "Order not placed" toasts on the page. */
const refusals = () =>
  screen.queryAllByRole('status', { name: 'Order not placed' }).map((toast) => toast.textContent);

/**
 * A limit buy of 0.01 BTC, at the last price once the market has given it (the exchange then judges
 * it), else at a price typed without waiting for the market (the gates come before any field).
 */
async function buy(rendered: Awaited<ReturnType<typeof renderForm>>, atLastPrice: boolean) {
  const { user, form, tick } = rendered;
  if (atLastPrice) await waitForPrefill(form, tick);
  else await fill(user, form, 'Price (USDT)', '90000');
  await fill(user, form, 'Quantity (BTC)', '0.01');
  await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
}

/**
 * Holds the next profile request until the returned function is called, which answers it inside
 * React's act and returns once the page has told its hub the session again: the sign the new profile
 * reached the page's store, rendered with its effects when act returns.
 */
function holdProfileReload(hub: HubClient): () => Promise<void> {
  const told = () => (hub as InProcessHub).sessionsTold().length;
  const before = told();
  let asked = false;
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  env.server.use(
    // Returning nothing hands the request on to the kit's profile, made at that moment.
    http.get(`*${API.profile}`, async () => {
      asked = true;
      await held;
    }),
  );
  return async () => {
    await pollUntil(() => asked);
    await act(async () => {
      answer();
      await pollUntil(() => told() > before);
    });
  };
}

describe('order form: the account’s state (spec 000 §5 gates)', () => {
  it.each<{ state: string; status: RiskStatus; memberTag?: UserProfile['member_tag']; text: string }>([
    { state: 'in liquidation (4)', status: 4, text: LIQUIDATION },
    {
      state: 'over its risk limit (5)',
      status: 5,
      text: 'Your account is over its risk limit: orders are paused.',
    },
    {
      state: 'mid unified-account upgrade (PROCESS)',
      status: 0,
      memberTag: { UTA: 'PROCESS' },
      text: 'Trading is being upgraded. Please try again later.',
    },
  ])('an account $state is refused on the page, and nothing is sent', async ({ status, memberTag, text }) => {
    const email = memberTag ? 'uta@spotdesk.test' : 'classic@spotdesk.test';
    env.current.users.setRiskStatus(env.current.users.byEmail(email)!.accountId, status);
    const creates = recordOrderCreates(env).count;
    const rendered = await renderForm(env, { email, ...(memberTag ? { memberTag } : {}) });
    await buy(rendered, false);
    const toast = await screen.findByRole('status', { name: 'Order not placed' });
    expect(toast.textContent).toContain(text);
    expect(creates()).toBe(0);
    expect(ordersOf(env, rendered.accountId!)).toEqual([]);
  });

  it('after the exchange refuses an order for liquidation (81001), the next one is refused on the page', async () => {
    const rendered = await renderForm(env, { email: 'classic@spotdesk.test' });
    const { user, form, accountId, hub } = rendered;
    const answerReload = holdProfileReload(hub);
    const creates = recordOrderCreates(env).count;
    // Set once the page has loaded the profile: it learns of it from the exchange's refusal.
    env.current.users.setRiskStatus(accountId!, 4);
    await buy(rendered, true);
    await waitFor(() => expect(refusals()).toHaveLength(1));
    expect(refusals()[0]).toContain('Your account is being liquidated.');
    expect(creates()).toBe(1);

    await answerReload();
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    // The first toast may have closed by now (2.5 s): look for the page's own refusal among those shown.
    await waitFor(() => expect(refusals().some((text) => text?.includes(LIQUIDATION))).toBe(true));
    expect(creates()).toBe(1);
    expect(ordersOf(env, accountId!)).toEqual([]);
  });
});
