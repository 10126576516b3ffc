/**
 * The orders panel in two tabs of one browser against the real simulator (spec 001 §2, §4, §8; 000 §4,
 * §7, §8): an order placed over REST appears in both tabs' Open orders; Cancel in one removes it from
 * both and from the exchange, and Order history shows it cancelled; a fill toasts once in each visible
 * tab, and the tab that cancelled says "Done" without a second toast for the push that confirms it;
 * axe finds nothing in the panel, with Open orders and with Order history showing a row. A long list
 * of open orders renders the rows in view, reaches every one by scrolling, and keeps an editor open
 * (its row taller, the rows below after it) through a scroll away and back; Cancel pressed from the
 * keyboard halfway down leaves the focus on the Cancel of the row that takes its place. On a phone the
 * table is wider than the screen: it scrolls sideways under its last column, so each row's Cancel is in
 * sight wherever the table is scrolled.
 * The file starts a simulator of its own, so the account's orders and history are this run's alone,
 * however often the suite runs against a server it reuses (`reuseExistingServer` outside CI).
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { STATE_CHANGE_HEADERS } from '../../src/shared/protocol';
import { recordToastsIn, toastsShown } from './recordToasts';
import { simulatorForFile } from './simulatorForFile';

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ viewport: { width: 1600, height: 1000 } });

const sim = simulatorForFile();

/** Opens the trading page once its Open orders tab lists the account's `open` limit orders. */
async function openTab(context: BrowserContext, open = 0): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(panel(page).getByRole('tab', { name: `Limit and market (${open})` })).toBeVisible({
    timeout: 20_000,
  });
  return page;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Orders and positions' });

/** axe's violations inside the orders panel, as "rule (help): targets". */
async function panelViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('.orders-panel')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

interface Ticker {
  lastPrice: string;
}

async function placeOrder(context: BrowserContext, body: Record<string, string>) {
  const answer = await context.request.post('/spot/api/order/create', {
    headers: STATE_CHANGE_HEADERS,
    data: { symbol_id: 'BTCUSDT', quantity: '0.001', ...body },
  });
  const envelope = (await answer.json()) as { success: boolean; result: { orderId: string; status: string } };
  expect(envelope.success).toBe(true);
  return envelope.result;
}

test('an order in two tabs: placed over REST, cancelled in one, gone from both and the exchange; a fill toasts once in each', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: sim().url });
  await recordToastsIn(context);
  const login = await context.request.post('/login', {
    headers: STATE_CHANGE_HEADERS,
    data: { email: 'uta@spotdesk.test', password: 'spotdesk' },
  });
  expect(login.ok()).toBe(true);
  const tabs = [await openTab(context), await openTab(context)] as const;

  // A limit buy a tenth under the market rests.
  const tickers = await context.request.get('/spot/api/quote/v2/tickers?symbol=BTCUSDT');
  const [ticker] = ((await tickers.json()) as { result: Ticker[] }).result;
  const price = (Math.round(Number(ticker?.lastPrice) * 90) / 100).toFixed(2);
  const resting = await placeOrder(context, {
    side: 'Buy',
    type: 'LIMIT',
    price,
    client_order_id: 'e2e-panel-resting',
  });
  expect(resting.status).toBe('New');
  const cancelButton = (page: Page) =>
    panel(page).getByRole('button', { name: /^Cancel order Limit Buy 0\.001000 BTC, BTC\/USDT/ });
  for (const page of tabs) await expect(cancelButton(page)).toHaveCount(1);
  expect(await panelViolations(tabs[0]), 'axe, Open orders with a row').toEqual([]);

  // Cancel in the first tab: gone from both, and from the exchange.
  await cancelButton(tabs[0]).click();
  await expect(tabs[0].getByRole('status', { name: 'Done' })).toBeVisible();
  for (const page of tabs) await expect(cancelButton(page)).toHaveCount(0);
  const open = await context.request.get('/spot/api/order/open_orders?symbol_id=BTCUSDT');
  expect(((await open.json()) as { result: { list: unknown[] } }).result.list).toEqual([]);
  // The other tab learns it from the push; the tab that cancelled has said so already.
  await expect(tabs[1].getByRole('status', { name: 'Order cancelled' })).toBeVisible();

  // Order history lists it, cancelled.
  await panel(tabs[1]).getByRole('tab', { name: 'Order history' }).click();
  const history = panel(tabs[1]).getByRole('table', { name: 'Order history' });
  await expect(history.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(1);
  expect(await panelViolations(tabs[1]), 'axe, Order history with a row').toEqual([]);

  // A market buy fills: each tab toasts it once.
  expect(
    (await placeOrder(context, { side: 'Buy', type: 'MARKET', client_order_id: 'e2e-panel-fill' })).status,
  ).toBe('Filled');
  for (const page of tabs) await expect(page.getByRole('status', { name: 'Order filled' })).toBeVisible();
  // A later event, cancelled over REST, reaches both tabs.
  const later = await placeOrder(context, {
    side: 'Buy',
    type: 'LIMIT',
    price,
    quantity: '0.002',
    client_order_id: 'e2e-panel-later',
  });
  const cancelled = await context.request.post('/spot/api/order/cancel', {
    headers: STATE_CHANGE_HEADERS,
    data: { order_id: later.orderId },
  });
  expect(cancelled.ok()).toBe(true);
  const count = async (page: Page, title: string, quantity = '') =>
    (await toastsShown(page)).filter((text) => text.startsWith(title) && text.includes(quantity)).length;
  for (const page of tabs) await expect.poll(() => count(page, 'Order cancelled', '0.002000 BTC')).toBe(1);
  // By then every toast of the fill and of the first cancel has been shown: the fill once in each tab;
  // the first cancel as news in the second tab, and only as "Done" in the tab that asked for it.
  for (const page of tabs) expect(await count(page, 'Order filled')).toBe(1);
  expect(await count(tabs[1], 'Order cancelled', '0.001000 BTC')).toBe(1);
  expect(await count(tabs[0], 'Order cancelled', '0.001000 BTC')).toBe(0);
  expect(await count(tabs[0], 'Done')).toBe(1);
  await context.close();
});

test('a long list of open orders: the rows in view rendered, each reachable by scrolling, an open editor kept through the scroll, cancelled from the keyboard row after row', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: sim().url });
  const login = await context.request.post('/login', {
    headers: STATE_CHANGE_HEADERS,
    data: { email: 'classic@spotdesk.test', password: 'spotdesk' },
  });
  expect(login.ok()).toBe(true);
  // Sixty limit buys, a cent apart from a fifth under the market down: none fills.
  const tickers = await context.request.get('/spot/api/quote/v2/tickers?symbol=BTCUSDT');
  const [ticker] = ((await tickers.json()) as { result: Ticker[] }).result;
  const top = Math.round(Number(ticker?.lastPrice) * 80);
  const prices = Array.from({ length: 60 }, (_, i) => ((top - i) / 100).toFixed(2));
  for (const [i, price] of prices.entries())
    await placeOrder(context, { side: 'Buy', type: 'LIMIT', price, client_order_id: `e2e-long-${i}` });

  const page = await openTab(context, prices.length);
  const table = panel(page).getByRole('table', { name: 'Limit and market' });
  await expect(table).toHaveAttribute('aria-rowcount', '61');
  const rendered = table.locator('tbody tr[aria-rowindex]');
  await expect(rendered.first()).toBeVisible();
  expect(await rendered.count()).toBeLessThan(60);

  // An editor opened on the first row keeps its draft while the list is scrolled to its end and back.
  const firstPrice = table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Edit price/ });
  await firstPrice.click();
  const editor = table.getByRole('textbox', { name: 'New price' });
  await editor.fill('1.23');
  const box = panel(page).getByRole('group', { name: 'Limit and market' });
  await box.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  // Every order is reachable: the last row is there at the end, in its place.
  await expect(table.locator('tbody tr[aria-rowindex="61"]')).toBeVisible();
  await box.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(editor).toHaveValue('1.23');
  await expect(editor).toBeFocused();
  // The editing row is taller than a row, and the rows below it are laid out after it, not under it.
  const editing = table.locator('tbody tr[aria-rowindex="2"]');
  const next = table.locator('tbody tr[aria-rowindex="3"]');
  const [editingBox, nextBox] = [await editing.boundingBox(), await next.boundingBox()];
  expect(nextBox?.y).toBeGreaterThanOrEqual((editingBox?.y ?? 0) + (editingBox?.height ?? 0) - 1);
  expect(await panelViolations(page), 'axe, a long Open orders list with an editor open').toEqual([]);
  await editor.press('Escape');
  await expect(editor).toHaveCount(0);

  // Halfway down, cancelled from the keyboard: the focus moves to the Cancel of the row now in place.
  await box.evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
  });
  const cancelAt = (rowIndex: number) =>
    table.locator(`tbody tr[aria-rowindex="${rowIndex}"]`).getByRole('button', { name: /^Cancel order/ });
  await cancelAt(32).focus();
  for (const left of [59, 58]) {
    await page.keyboard.press('Enter');
    await expect(panel(page).getByRole('tab', { name: `Limit and market (${left})` })).toBeVisible();
    await expect(cancelAt(32)).toBeFocused();
  }
  await context.close();
});

test('on a phone the table scrolls sideways under its actions: the Cancel of each row stays in sight and cancels', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: sim().url, viewport: { width: 400, height: 800 } });
  const login = await context.request.post('/login', {
    headers: STATE_CHANGE_HEADERS,
    data: { email: 'copyleader@spotdesk.test', password: 'spotdesk' },
  });
  expect(login.ok()).toBe(true);
  const tickers = await context.request.get('/spot/api/quote/v2/tickers?symbol=BTCUSDT');
  const [ticker] = ((await tickers.json()) as { result: Ticker[] }).result;
  const price = (Math.round(Number(ticker?.lastPrice) * 80) / 100).toFixed(2);
  await placeOrder(context, { side: 'Buy', type: 'LIMIT', price, client_order_id: 'e2e-phone' });

  const page = await openTab(context, 1);
  const box = panel(page).getByRole('group', { name: 'Limit and market' });
  const row = panel(page).getByRole('table', { name: 'Limit and market' }).getByRole('row').nth(1);
  // The table is wider than the phone: the row's start brought into sight, the box not scrolled sideways.
  await row.getByRole('cell').first().scrollIntoViewIfNeeded();
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await box.evaluate((element) => element.scrollLeft)).toBe(0);
  const cancel = row.getByRole('button', { name: /^Cancel order/ });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  // Scrolled sideways to the end and back, it stays in the same place.
  const before = await cancel.boundingBox();
  await box.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  expect((await cancel.boundingBox())?.x).toBeCloseTo(before?.x ?? 0, 0);
  await cancel.click();
  await expect(panel(page).getByRole('tab', { name: 'Limit and market (0)' })).toBeVisible();
  await context.close();
});
