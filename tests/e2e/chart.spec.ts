/**
 * The chart panel in Chromium against the simulator (issue 6): intervals and chart types, the depth
 * chart, a screenshot, scrolling back into history (the compute worker's backfill), an order line
 * dragged and moved by keyboard (modify, the crossing hint), the quick market order, settings saved for
 * a logged-in user, a logged-in user's chart across pair switches, and the countdown of a pair that is
 * not open yet. The chart is a canvas: what it
 * shows is read from its text alternative (KlineChartView's role="img" name).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { STATE_CHANGE_HEADERS } from '../../src/shared/protocol';
import { expectInViewport } from './expectInViewport';

test.use({ viewport: { width: 1600, height: 1000 } });

const panel = (page: Page) => page.getByRole('region', { name: 'Chart', exact: true });
const chartImage = (page: Page) => panel(page).getByRole('img', { name: /chart, .*Bars: / });
const toolbar = (page: Page) => panel(page).getByRole('toolbar');

async function barsShown(page: Page): Promise<number> {
  const name = (await chartImage(page).getAttribute('aria-label')) ?? '';
  return Number(/Bars: (\d+)/.exec(name)?.[1] ?? 'NaN');
}

async function openChart(page: Page, path = '/en/trade/spot/BTC/USDT') {
  await page.goto(path);
  await expect(chartImage(page)).toHaveAccessibleName(/Bars: [1-9]\d*/);
  // The bars are drawn on the library's canvases inside the text alternative's element.
  await expectInViewport(chartImage(page).locator('canvas').first());
}

async function logIn(request: APIRequestContext) {
  const answer = await request.post('/login', {
    headers: STATE_CHANGE_HEADERS,
    data: { email: 'classic@spotdesk.test', password: 'spotdesk' },
  });
  expect(answer.ok()).toBe(true);
}

interface OpenOrder {
  orderId: string;
  price: string;
}

async function openOrders(request: APIRequestContext): Promise<OpenOrder[]> {
  const answer = await request.get('/spot/api/order/open_orders?symbol_id=BTCUSDT&limit=100');
  return ((await answer.json()) as { result: { list: OpenOrder[] } }).result.list;
}

/**
 * A resting limit buy 1 % under the last price, through the REST API the page uses. Its quantity is
 * its own (0.010101 to 0.010989, never ending in 0), so its line can be told from another run's.
 */
async function placeRestingBuy(request: APIRequestContext): Promise<OpenOrder & { quantity: string }> {
  const tickers = await request.get('/spot/api/quote/v2/tickers?symbol=BTCUSDT');
  const last = Number(((await tickers.json()) as { result: { lastPrice: string }[] }).result[0]?.lastPrice);
  const price = (Math.round(last * 0.99 * 100) / 100).toFixed(2);
  const quantity = `0.010${101 + Math.floor(Math.random() * 89) * 10 + Math.floor(Math.random() * 9)}`;
  const answer = await request.post('/spot/api/order/create', {
    headers: STATE_CHANGE_HEADERS,
    data: {
      symbol_id: 'BTCUSDT',
      side: 'Buy',
      type: 'LIMIT',
      price,
      quantity,
      client_order_id: `e2e-chart-${Date.now()}`,
    },
  });
  const body = (await answer.json()) as { success: boolean; result: OpenOrder };
  expect(body.success).toBe(true);
  return { ...body.result, quantity };
}

test('switches intervals, chart types and the depth chart, and saves a screenshot', async ({ page }) => {
  await openChart(page);
  await expect(chartImage(page)).toHaveAccessibleName(/^BTC\/USDT Candles chart, 30 minutes\./);

  await toolbar(page).getByRole('button', { name: '1H', exact: true }).click();
  await expect(toolbar(page).getByRole('button', { name: '1H', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(chartImage(page)).toHaveAccessibleName(/Candles chart, 1 hour\. Bars: [1-9]/);

  // The dropdown of the other intervals reads "More" while the chart's interval is pinned.
  await toolbar(page).getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitemradio', { name: '5m', exact: true }).click();
  await expect(chartImage(page)).toHaveAccessibleName(/Candles chart, 5 minutes\. Bars: [1-9]/);

  for (const type of ['Heikin-Ashi', 'Hollow candles', 'Line', 'Baseline', 'Bars', 'Area']) {
    await toolbar(page)
      .getByRole('button', { name: /^Chart type:/ })
      .click();
    await page.getByRole('menuitemradio', { name: type, exact: true }).click();
    await expect(chartImage(page)).toHaveAccessibleName(new RegExp(`^BTC/USDT ${type} chart, 5 minutes`));
  }

  await toolbar(page).getByRole('button', { name: 'Depth', exact: true }).click();
  const depth = panel(page).getByRole('figure', { name: /^Depth chart of BTC\/USDT/ });
  await expectInViewport(depth.locator('canvas').first());
  await expect(chartImage(page)).toHaveCount(0);
  await toolbar(page).getByRole('button', { name: 'Pro', exact: true }).click();
  await expect(chartImage(page)).toHaveAccessibleName(/Area chart, 5 minutes\. Bars: [1-9]/);

  const download = page.waitForEvent('download');
  await toolbar(page).getByRole('button', { name: 'Screenshot' }).click();
  expect((await download).suggestedFilename()).toMatch(/^BTCUSDT_5m_.+\.png$/);
});

test('scrolls back into history: dragging past the oldest bar loads older pages', async ({ page }) => {
  await openChart(page);
  // A visitor starts on 30m, not pinned: the dropdown of the other intervals shows it.
  await toolbar(page).getByRole('button', { name: '30m', exact: true }).click();
  await page.getByRole('menuitemradio', { name: '1m', exact: true }).click();
  await expect(chartImage(page)).toHaveAccessibleName(/1 minute\. Bars: [1-9]/);
  const first = await barsShown(page);
  const box = await chartImage(page).boundingBox();
  if (!box) throw new Error('the chart has no box');
  // Drag the time axis to the right, towards the past, until the chart has loaded an older page: each
  // look drags once more unless the bars have grown.
  await expect
    .poll(
      async () => {
        if ((await barsShown(page)) > first) return true;
        await page.mouse.move(box.x + 60, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width - 120, box.y + box.height / 2, { steps: 8 });
        await page.mouse.up();
        return (await barsShown(page)) > first;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
});

test('an order line dragged to a new price modifies the order; a crossing asks first', async ({ page }) => {
  await logIn(page.request);
  const order = await placeRestingBuy(page.request);
  await openChart(page);
  const handle = panel(page).getByRole('button', {
    name: new RegExp(`^Buy order, ${order.quantity.replace('.', '\\.')} at .* Drag, or use the arrow keys`),
  });
  await expect(handle).toHaveCount(1);

  // 1. A short drag upwards, still under the market: modified without a question.
  const box = await handle.boundingBox();
  if (!box) throw new Error('the order line has no handle box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 12, { steps: 4 });
  await page.mouse.up();
  await expect
    .poll(async () =>
      Number((await openOrders(page.request)).find((o) => o.orderId === order.orderId)?.price),
    )
    .toBeGreaterThan(Number(order.price));
  const moved = (await openOrders(page.request)).find((o) => o.orderId === order.orderId)?.price ?? '';
  await expect(handle).toHaveAccessibleName(new RegExp(`at ${Number(moved).toLocaleString('en-US')}`));
  await expect(handle).not.toHaveAttribute('aria-busy', 'true');

  // 2. Dragged above the last price: the hint dialog; keeping the old price puts the line back.
  const again = await handle.boundingBox();
  if (!again) throw new Error('the order line has no handle box');
  await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
  await page.mouse.down();
  await page.mouse.move(again.x + again.width / 2, again.y - 250, { steps: 6 });
  await page.mouse.up();
  const hint = page.getByRole('alertdialog', { name: 'Price crosses the market' });
  await expect(hint).toBeVisible();
  await hint.getByRole('button', { name: 'Keep the old price' }).click();
  await expect(hint).toHaveCount(0);
  await expect(handle).toHaveAccessibleName(new RegExp(`at ${Number(moved).toLocaleString('en-US')}`));
  expect((await openOrders(page.request)).find((o) => o.orderId === order.orderId)?.price).toBe(moved);

  // 3. By keyboard: three ticks down and Enter.
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const expected = (Number(moved) - 0.03).toFixed(2);
  await expect
    .poll(async () => (await openOrders(page.request)).find((o) => o.orderId === order.orderId)?.price)
    .toBe(expected);
  await expect(page.getByRole('status').filter({ hasText: 'Order placed' }).first()).toBeVisible();

  await page.request.post('/spot/api/order/cancel', {
    headers: STATE_CHANGE_HEADERS,
    data: { order_id: order.orderId },
  });
});

test('quick market order: a visitor is sent to log in, a user buys', async ({ page }) => {
  await openChart(page);
  await toolbar(page).getByRole('button', { name: 'Display options' }).click();
  // A menu of checkable options: it stays open while they are ticked.
  await page.getByRole('menuitemcheckbox', { name: 'Quick market trade' }).check();
  await page.keyboard.press('Escape');
  const surface = chartImage(page);
  await surface.hover();
  await panel(page).getByRole('button', { name: 'Quick market order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick market order, BTC/USDT' });
  await dialog.getByLabel('Quantity (BTC)').fill('0.001');
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect_url=%2Fen%2Ftrade%2Fspot%2FBTC%2FUSDT/);

  await logIn(page.request);
  await openChart(page);
  await toolbar(page).getByRole('button', { name: 'Display options' }).click();
  // A menu of checkable options: it stays open while they are ticked.
  await page.getByRole('menuitemcheckbox', { name: 'Quick market trade' }).check();
  await page.keyboard.press('Escape');
  await chartImage(page).hover();
  await panel(page).getByRole('button', { name: 'Quick market order' }).click();
  await page
    .getByRole('dialog', { name: 'Quick market order, BTC/USDT' })
    .getByLabel('Quantity (BTC)')
    .fill('0.001');
  await page
    .getByRole('dialog', { name: 'Quick market order, BTC/USDT' })
    .getByRole('button', { name: 'Buy', exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Order placed' }).first()).toBeVisible();
});

test("a logged-in user's interval is saved on the server and comes back after a reload", async ({ page }) => {
  await logIn(page.request);
  await openChart(page);
  const saved = page.waitForRequest((r) => r.url().includes('/spot/api/account/set_kline_config'), {
    timeout: 15_000,
  });
  await toolbar(page).getByRole('button', { name: '4H', exact: true }).click();
  await saved;
  await page.reload();
  await expect(chartImage(page)).toHaveAccessibleName(/4 hours\. Bars: [1-9]/);
  await expect(toolbar(page).getByRole('button', { name: '4H', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Put it back for the other tests of this account.
  await page.request.post('/spot/api/account/set_kline_config', { headers: STATE_CHANGE_HEADERS, data: {} });
});

test("a logged-in user's chart is built anew for each pair opened, its overlays let go of the last", async ({
  page,
}) => {
  // The account's overlays (trade markers, order and average lines) are cleaned up after the chart
  // they were drawn on is gone: the page may not throw for it (pageTest fails a test on any page error).
  await logIn(page.request);
  await openChart(page);
  for (const [base, pair] of [
    ['ETH', 'ETH/USDT'],
    ['BTC', 'BTC/USDT'],
  ] as const) {
    await page.getByRole('button', { name: /choose another market/ }).click();
    await page.getByRole('searchbox', { name: 'Search pairs' }).fill(base.toLowerCase());
    await page.getByRole('link', { name: pair, exact: true }).click();
    await expect(chartImage(page)).toHaveAccessibleName(new RegExp(`^${pair} .* chart, .*Bars: [1-9]`));
  }
});

test('a pair that is not open yet shows its countdown over the chart', async ({ page }) => {
  await page.goto('/en/trade/spot/NOVA/USDT');
  const countdown = panel(page).getByRole('region', {
    name: /^NOVA\/USDT opens for trading in/,
  });
  const timer = countdown.getByRole('timer', { name: 'Time until NOVA/USDT opens' });
  await expectInViewport(timer);
  await expect(timer).toContainText('Hours');
  await expect(timer).toContainText('Minutes');
  await expect(countdown).toContainText(/Opening time: .+ \(UTC\)/);
  const before = await timer.textContent();
  await expect.poll(() => timer.textContent()).not.toBe(before);
});

test("the toolbar's menus, popovers and dialogs (the UI kit) work under the strict CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await openChart(page);

  await toolbar(page)
    .getByRole('button', { name: /^Chart type:/ })
    .click();
  await expect(page.getByRole('menu', { name: 'Chart type' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await toolbar(page).getByRole('button', { name: 'Display options' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Quick market trade' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await toolbar(page).getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('dialog', { name: 'Compare with other symbols' })).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await toolbar(page).getByRole('button', { name: 'Indicators' }).click();
  const indicators = page.getByRole('dialog', { name: 'Indicators' });
  await expect(indicators).toBeVisible();
  await indicators.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toolbar(page).getByRole('button', { name: 'Indicators' })).toBeFocused();

  // react-aria's usePress would inject a <style>; the kit's marker keeps it from doing so.
  await expect(page.locator('head style')).toHaveCount(0);
  expect(violations).toEqual([]);
});
