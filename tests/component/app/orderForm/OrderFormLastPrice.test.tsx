import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { fill, renderForm, waitForPrefill } from './orderFormKit';

const env = setupMswExchange();

/** The last price the book's middle row shows ("96,998.35 ↓ …"): the page has the feed's latest. */
const shownLastPrice = () =>
  /^[\d,.]+/.exec(
    within(screen.getByRole('rowgroup', { name: 'Last price and spread' })).getByRole('cell').textContent ??
      '',
  )?.[0] ?? '';

/** Moves the market until the page shows a last price other than `from`. */
async function untilTheLastPriceMoves(tick: () => Promise<void>, from: string) {
  await waitFor(
    async () => {
      await tick();
      expect(shownLastPrice()).not.toBe(from);
    },
    { timeout: 10_000 },
  );
}

describe('order form: the last price', () => {
  it('leaves a limit order’s form as it is while the market moves, takes the price when asked, and a market sell’s estimate follows it', async () => {
    let commits = 0;
    const { user, form, tick } = await renderForm(env, {
      email: 'classic@spotdesk.test',
      withBook: true,
      onTradeAreaCommit: () => commits++,
    });
    await waitForPrefill(form, tick);
    const price = await fill(user, form, 'Price (USDT)', '1');
    await fill(user, form, 'Quantity (BTC)', '0.5');

    const before = commits;
    for (let moves = 0; moves < 2; moves++) await untilTheLastPriceMoves(tick, shownLastPrice());
    // Priced at its limit: nothing the form shows or checks reads the last price.
    expect(commits).toBe(before);
    // Its Last button reads the price when pressed.
    await user.click(within(form).getByRole('button', { name: /last price/i }));
    expect(price.value).not.toBe('1');
    expect(Number(price.value)).toBe(Number(shownLastPrice().replaceAll(',', '')));

    await user.click(within(form).getByRole('tab', { name: 'Market' }));
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    await fill(user, form, 'Quantity (BTC)', '0.5');
    const estimate = () => within(form).getByText('Order value (estimate)').nextElementSibling?.textContent;
    const first = estimate();
    expect(first).toMatch(/\d/);
    await waitFor(
      async () => {
        await untilTheLastPriceMoves(tick, shownLastPrice());
        expect(estimate()).not.toBe(first);
      },
      { timeout: 20_000 },
    );
  });
});
