import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Decimal from 'decimal.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { flushHubs, renderApp } from '../../renderApp';

const env = setupMswExchange();
const SLOW = { timeout: 30_000 };

beforeEach(() => localStorage.clear());

/** A shown number as a Decimal ("96,999.62" and "96999.62" are the same price). */
const decimalOf = (text: string | null | undefined) => new Decimal((text ?? 'NaN').replace(/[,\s]/g, ''));
const book = () => screen.getByRole('region', { name: 'Order book' });
const group = (name: 'Sell orders' | 'Buy orders') => within(book()).queryByRole('rowgroup', { name });
/** The cells of a side's rows as text, top to bottom; the price cell without the own-order marker. */
function rowsOf(name: 'Sell orders' | 'Buy orders'): string[][] {
  const side = group(name);
  if (!side) return [];
  return within(side)
    .queryAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell, i) =>
          i === 0
            ? (within(cell).getByRole('button').firstChild?.textContent ?? '')
            : (cell.textContent ?? ''),
        ),
    );
}

async function openBook(path = '/en/trade/spot/BTC/USDT') {
  renderApp(path);
  await screen.findByRole('region', { name: 'Order book' }, { timeout: 10_000 });
  await waitFor(() => expect(within(book()).queryByRole('status')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(rowsOf('Buy orders').length).toBe(20));
}

describe('order book layouts', () => {
  it('shows both sides, buys only, sells only and side by side, and remembers the choice', SLOW, async () => {
    await openBook();
    const layouts = within(book()).getByRole('group', { name: 'Book layout' });
    const button = (name: string) => within(layouts).getByRole('button', { name });
    expect(button('Buys and sells').getAttribute('aria-pressed')).toBe('true');
    expect(group('Sell orders')).not.toBeNull();
    expect(group('Buy orders')).not.toBeNull();
    expect(within(book()).getAllByRole('table')).toHaveLength(1);

    await userEvent.click(button('Buys only'));
    expect(button('Buys only').getAttribute('aria-pressed')).toBe('true');
    expect(button('Buys and sells').getAttribute('aria-pressed')).toBe('false');
    expect(group('Sell orders')).toBeNull();
    expect(rowsOf('Buy orders')).toHaveLength(20);

    await userEvent.click(button('Sells only'));
    expect(group('Buy orders')).toBeNull();
    expect(rowsOf('Sell orders')).toHaveLength(20);

    await userEvent.click(button('Side by side'));
    const tables = within(book()).getAllByRole('table');
    expect(tables.map((table) => table.getAttribute('aria-label'))).toEqual(['Buy orders', 'Sell orders']);
    // Side by side both sides list best first: the lowest ask at the top.
    const asks = rowsOf('Sell orders').map(([price]) => decimalOf(price));
    expect(asks[0]?.lt(asks[1] ?? 0)).toBe(true);
    expect(within(book()).getByRole('group', { name: 'Last price and spread' }).textContent).toMatch(
      /Spread/,
    );

    cleanup();
    await openBook();
    expect(
      within(within(book()).getByRole('group', { name: 'Book layout' }))
        .getByRole('button', { name: 'Side by side' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('depth step', () => {
  it(
    'switches to a coarser step: loading, then prices at that step, bids down and asks up',
    SLOW,
    async () => {
      await openBook();
      const select = within(book()).getByLabelText('Depth (price step)') as HTMLSelectElement;
      expect([...select.options].map((o) => o.value)).toEqual(
        env.exchange.engine.instrument('BTCUSDT')?.digitMerge.split(','),
      );
      expect(select.value).toBe('0.01');
      // The new step's book comes from a new topic: until it arrives, no rows at the old step.
      fireEvent.change(select, { target: { value: '10' } });
      expect(within(book()).getByRole('status').textContent).toBe('Loading…');
      expect(rowsOf('Buy orders')).toEqual([]);
      await waitFor(() => expect(within(book()).queryByRole('status')).toBeNull());
      await waitFor(() => {
        const engine = env.exchange.engine.book('BTCUSDT', 1);
        const bids = rowsOf('Buy orders').map(([price]) => decimalOf(price));
        const asks = rowsOf('Sell orders').map(([price]) => decimalOf(price));
        expect(bids.length).toBe(20);
        for (const price of [...bids, ...asks]) expect(price.mod(10).isZero()).toBe(true);
        expect(bids[0]?.eq(new Decimal(engine.bids[0]?.[0] ?? 'NaN').div(10).floor().mul(10))).toBe(true);
        expect(asks.at(-1)?.eq(new Decimal(engine.asks[0]?.[0] ?? 'NaN').div(10).ceil().mul(10))).toBe(true);
      });

      // Saved for this pair only.
      cleanup();
      await openBook();
      expect((within(book()).getByLabelText('Depth (price step)') as HTMLSelectElement).value).toBe('10');
      cleanup();
      renderApp('/en/trade/spot/ETH/USDT');
      await screen.findByRole('region', { name: 'Order book' }, { timeout: 10_000 });
      expect((within(book()).getByLabelText('Depth (price step)') as HTMLSelectElement).value).toBe('0.01');
    },
  );
});

describe('totals and ratio', () => {
  it('sums the total column in base, or in quote when chosen, and remembers it', SLOW, async () => {
    await openBook();
    const headers = () =>
      within(book())
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual(['Price (USDT)', 'Amount (BTC)', 'Total (BTC)']);
    const check = (inQuote: boolean) => {
      const rows = rowsOf('Buy orders');
      let sum = new Decimal(0);
      for (const [price, size, total] of rows) {
        sum = sum.add(inQuote ? decimalOf(price).mul(decimalOf(size)) : decimalOf(size));
        expect(decimalOf(total).eq(sum.toDecimalPlaces(inQuote ? 8 : 6, Decimal.ROUND_HALF_UP))).toBe(true);
      }
    };
    check(false);
    await userEvent.selectOptions(within(book()).getByLabelText('Total in'), 'USDT');
    expect(headers()).toEqual(['Price (USDT)', 'Amount (BTC)', 'Total (USDT)']);
    check(true);
    cleanup();
    await openBook();
    expect(headers()[2]).toBe('Total (USDT)');
  });

  it('shows the buy/sell ratio with its shares in text and as its name', SLOW, async () => {
    await openBook();
    const bar = within(book()).getByRole('img', { name: /^Buy\/sell ratio: buy / });
    const [, buy, sell] =
      /buy (\d+\.\d\d)%, sell (\d+\.\d\d)%$/.exec(bar.getAttribute('aria-label') ?? '') ?? [];
    expect(new Decimal(buy ?? 'NaN').add(sell ?? 'NaN').eq(100)).toBe(true);
    expect(bar.textContent).toBe(`B ${buy}%S ${sell}%`);
    // Buy share is the base size of the bids shown over both sides.
    const base = (name: 'Sell orders' | 'Buy orders') =>
      decimalOf(rowsOf(name).at(name === 'Buy orders' ? -1 : 0)?.[2]);
    const expected = base('Buy orders')
      .div(base('Buy orders').add(base('Sell orders')))
      .mul(100);
    expect(new Decimal(buy ?? 'NaN').sub(expected).abs().lte(0.01)).toBe(true);
  });
});

describe('click to trade', () => {
  it(
    'fills the order form: a bid drafts a sell, an ask a buy, price and cumulative amount',
    SLOW,
    async () => {
      await openBook();
      const form = await screen.findByRole('form', { name: 'Order form, BTC/USDT' });
      const field = (label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;
      const side = group('Buy orders');
      if (!side) throw new Error('no bids');
      const third = within(side).getAllByRole('row')[2];
      if (!third) throw new Error('no third bid');
      const [price, , total] = within(third)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      await userEvent.click(within(third).getByRole('button'));
      expect(within(form).getByRole('radio', { name: 'Sell' })).toHaveProperty('checked', true);
      expect(decimalOf(field('Price (USDT)')).eq(decimalOf(price))).toBe(true);
      expect(decimalOf(field('Quantity (BTC)')).eq(decimalOf(total))).toBe(true);

      // Keyboard: the price is a button; Enter on the best ask drafts a buy.
      const asks = group('Sell orders');
      if (!asks) throw new Error('no asks');
      const bestAsk = within(asks).getAllByRole('row').at(-1);
      if (!bestAsk) throw new Error('no ask');
      const [askPrice, askSize] = within(bestAsk)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      within(bestAsk).getByRole('button').focus();
      await userEvent.keyboard('{Enter}');
      expect(within(form).getByRole('radio', { name: 'Buy' })).toHaveProperty('checked', true);
      expect(decimalOf(field('Price (USDT)')).eq(decimalOf(askPrice))).toBe(true);
      expect(decimalOf(field('Quantity (BTC)')).eq(decimalOf(askSize))).toBe(true);
    },
  );
});

describe('own-order markers', () => {
  /** Places a limit buy of `accountId` at the book's 5th bid, so it lands on a row shown. */
  async function placeAtFifthBid(accountId: string): Promise<string> {
    const fifth = rowsOf('Buy orders')[4]?.[0];
    if (!fifth) throw new Error('no fifth bid');
    const price = fifth.replace(/,/g, '');
    const placed = env.exchange.engine.placeOrder(accountId, {
      symbol_id: 'BTCUSDT',
      side: 'Buy',
      type: 'LIMIT',
      price,
      quantity: '0.001',
      client_order_id: `marker-${accountId}`,
    });
    if (!placed.ok) throw new Error(placed.error.message);
    return fifth;
  }
  const markedPrices = () =>
    within(book())
      .queryAllByText('Your order')
      .map((marker) => marker.closest('button')?.firstChild?.textContent);

  it('marks the row of a classic user’s open order', SLOW, async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    await openBook();
    const price = await placeAtFifthBid(accountId);
    await waitFor(() => expect(markedPrices()).toEqual([price]), { timeout: 5_000 });
    // At a coarser step the marker moves to the bucket that holds the order (bids round down).
    await userEvent.selectOptions(within(book()).getByLabelText('Depth (price step)'), '10');
    const bucket = decimalOf(price).div(10).floor().mul(10);
    await waitFor(() => expect(markedPrices().map((p) => decimalOf(p).eq(bucket))).toEqual([true]), {
      timeout: 5_000,
    });
  });

  it('leaves the book’s rows alone when an account change marks no other row', SLOW, async () => {
    const accountId = env.current.loginAs('classic@spotdesk.test');
    await openBook();
    const price = await placeAtFifthBid(accountId);
    await waitFor(() => expect(markedPrices()).toEqual([price]), { timeout: 5_000 });
    const panel = screen.getByRole('region', { name: 'Orders and positions' });
    await userEvent.click(await within(panel).findByRole('switch', { name: 'Show all pairs' }));
    // The open orders' sub-tab counts the account's orders on every pair.
    const openOrders = (count: number) =>
      within(panel).findByRole('tab', { name: `Limit and market (${count})` }, { timeout: 5_000 });
    await openOrders(1);
    // The book with the order in it delivered and painted (its account view may come first); from here
    // the market holds still (the clock does not move) and only the account changes.
    env.current.time.advance(1_000);
    await flushHubs();
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(book(), { subtree: true, childList: true, characterData: true });
    // An order on another pair: a new account view that marks no row of this book.
    const placed = env.exchange.engine.placeOrder(accountId, {
      symbol_id: 'ETHUSDT',
      side: 'Buy',
      type: 'LIMIT',
      price: '1000',
      quantity: '0.01',
      client_order_id: `other-pair-${accountId}`,
    });
    if (!placed.ok) throw new Error(placed.error.message);
    // Applied: the orders panel counts it…
    await openOrders(2);
    await flushHubs();
    observer.disconnect();
    // …and the book was not written again (a new marking made its painters anew, and a new painter
    // rewrites every cell).
    expect(writes).toEqual([]);
    expect(markedPrices()).toEqual([price]);
  });

  it('marks nothing for a demo account', SLOW, async () => {
    const accountId = env.current.loginAs('demo@spotdesk.test');
    await openBook();
    await placeAtFifthBid(accountId);
    // The account view does see the order (the orders panel's Assets tab shows the USDT it holds);
    // the book still marks nothing.
    const panel = screen.getByRole('region', { name: 'Orders and positions' });
    await userEvent.click(await within(panel).findByRole('tab', { name: 'Assets' }, { timeout: 5_000 }));
    const locked = env.exchange.engine.balances(accountId).find((b) => b.tokenId === 'USDT')?.locked ?? '';
    expect(decimalOf(locked).isZero()).toBe(false);
    const usdt = await within(panel).findByRole('rowheader', { name: 'USDT' }, { timeout: 5_000 });
    await waitFor(
      () => expect(decimalOf(usdt.parentElement?.children[3]?.textContent ?? '').eq(locked)).toBe(true),
      {
        timeout: 5_000,
      },
    );
    expect(markedPrices()).toEqual([]);
  });

  it('marks nothing for a visitor, even where a user has an order', SLOW, async () => {
    const classic = env.current.users.byEmail('classic@spotdesk.test')?.accountId;
    if (!classic) throw new Error('no classic user');
    await openBook();
    await placeAtFifthBid(classic);
    env.current.time.advance(1_000);
    // The book with the user's order in it has been delivered and painted: a mark would be on it.
    await flushHubs();
    expect(markedPrices()).toEqual([]);
  });
});
