/**
 * The order form in Chromium against the real simulator (spec 001 §2 trade area, 000 §5, §7, §8):
 * a limit buy drafted from a book click (the market held still) rests in the book under the own-order
 * marker and on the chart as the user's order line, with its trace header; an OCO placed from the form
 * is held by the exchange with the typed legs; a quantity under the pair's minimum is refused on the page and sends
 * nothing, and a double click on Buy places one order (the confirmation off); an answer lost after the
 * exchange took the order is retried under the same client order id, from the same tab or from a
 * second tab of the browser, and the exchange holds one order; axe finds nothing in a unified
 * account's form, light or dark, with its TP/SL legs, its time-in-force list and the confirmation
 * open. The file starts a simulator of its own, so arming the dropped answer cannot reach another
 * spec's orders; each test that places orders trades as an account of its own, so the lists and
 * traces one test asserts hold only its own orders. (Enter held down is the component tests'
 * OrderFormSubmit.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { STATE_CHANGE_HEADERS } from '../../src/shared/protocol';
import { expectPopupsSettled } from './popupsSettled';
import { simulatorForFile } from './simulatorForFile';

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ viewport: { width: 1600, height: 1000 } });

const sim = simulatorForFile(['--control']);

// A test that holds the market still lets it walk again after, whether it passed or not.
test.afterEach(async () => {
  await sim().control('market', { paused: false });
});

interface OpenOrder {
  price: string;
  origQty: string;
  clientOrderId: string;
}

interface PlanOrder extends OpenOrder {
  planType: number;
  side: string;
  status: string;
  tpTriggerPrice: string;
  tpLimitPrice: string;
  slTriggerPrice: string;
  slLimitPrice: string;
}

interface Trace {
  path: string;
  valid: boolean;
}

/**
 * Opens BTC/USDT logged in as `email` once the form has the last price (its first use). Every seeded
 * user has the double confirmation on; `confirmation: false` answers the page's profile requests with
 * it off (`double_confirm.tradeNotifyClose`), which the simulator has no setting for, so a click on
 * Buy sends the order at once.
 */
async function openForm(browser: Browser, email: string, { confirmation = true } = {}): Promise<Page> {
  const context = await browser.newContext();
  if (!confirmation) {
    await context.route('**/v2/private/user/profile', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { double_confirm: { tradeNotifyClose: boolean } } };
      body.result.double_confirm.tradeNotifyClose = true;
      await route.fulfill({ response, json: body });
    });
  }
  const page = await context.newPage();
  const login = await page.request.post(`${sim().url}/login`, {
    headers: STATE_CHANGE_HEADERS,
    data: { email, password: 'spotdesk' },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`${sim().url}/en/trade/spot/BTC/USDT`);
  await expect(form(page).getByLabel('Price (USDT)', { exact: true })).toHaveValue(/^\d+\.\d{2}$/, {
    timeout: 20_000,
  });
  return page;
}

const form = (page: Page) => page.getByRole('form', { name: 'Order form, BTC/USDT' });

async function openOrders(page: Page): Promise<OpenOrder[]> {
  const answer = await page.request.get(`${sim().url}/spot/api/order/open_orders?symbol_id=BTCUSDT`);
  return ((await answer.json()) as { result: { list: OpenOrder[] } }).result.list;
}

/** The plan orders (conditional, OCO, …) the exchange holds for the page's user, as the page lists them. */
async function openPlanOrders(page: Page): Promise<PlanOrder[]> {
  const answer = await page.request.get(`${sim().url}/spot/api/order/plan/open_orders?symbol_id=BTCUSDT`);
  return ((await answer.json()) as { result: { list: PlanOrder[] } }).result.list;
}

/** Every order request the exchange received from the account (create and cancel, whatever the answer). */
async function tracesOf(page: Page, accountId: string): Promise<Trace[]> {
  const answer = await page.request.get(`${sim().url}/__control/traces?accountId=${accountId}`);
  return ((await answer.json()) as { result: { list: Trace[] } }).result.list;
}

/** BTC/USDT's smallest order quantity, as the symbol list gives it to the page. */
async function minTradeQuantity(page: Page): Promise<string> {
  const answer = await page.request.get(`${sim().url}/spot/api/basic/symbol_list_v3`);
  const list = ((await answer.json()) as { result: { symbolId: string; minTradeQuantity: string }[] }).result;
  const instrument = list.find((s) => s.symbolId === 'BTCUSDT');
  if (!instrument) throw new Error('BTCUSDT is not listed');
  return instrument.minTradeQuantity;
}

/** A decimal string as the page shows it in English: "67000.50" → "67,000.50". */
const inEnglish = (decimal: string) => {
  const [integer = '', fraction] = decimal.split('.');
  const grouped = BigInt(integer).toLocaleString('en-US');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

const confirmation = (page: Page) => page.getByRole('alertdialog', { name: 'Confirm order' });

/** Every user's double confirmation is on: the dialog's Confirm sends the order. */
async function confirm(page: Page) {
  await confirmation(page).getByRole('button', { name: 'Confirm' }).click();
}

test('a limit buy from the form rests in the book, marked as the user’s, with its trace header', async ({
  browser,
}) => {
  const page = await openForm(browser, 'classic@spotdesk.test');
  // The market holds still, so the walking price cannot reach the order and fill it before the
  // lists are read.
  await sim().control('market', { paused: true });
  // The fifth bid shown: a price the book lists, so the order lands on a row.
  const bid = page.getByRole('rowgroup', { name: 'Buy orders' }).getByRole('row').nth(4).getByRole('button');
  await bid.click();
  const price = await form(page).getByLabel('Price (USDT)', { exact: true }).inputValue();
  await form(page).getByRole('radio', { name: 'Buy' }).check();
  await form(page).getByLabel('Quantity (BTC)', { exact: true }).fill('0.001');
  await form(page).getByRole('button', { name: 'Buy BTC' }).click();
  await confirm(page);
  await expect(page.getByRole('status', { name: 'Order placed' })).toBeVisible();
  expect(await openOrders(page)).toEqual([expect.objectContaining({ price, origQty: '0.001000' })]);
  await expect(page.getByRole('region', { name: 'Order book' }).getByText('Your order')).toHaveCount(1);
  // The chart draws it as the user's order line, whose handle a pointer drags and a keyboard moves.
  const line = `Buy order, 0.001000 at ${inEnglish(price)}. Drag, or use the arrow keys and Enter, to change the price`;
  await expect(
    page.getByRole('region', { name: 'Chart', exact: true }).getByRole('button', { name: line }),
  ).toBeVisible();

  expect(await tracesOf(page, 'acct-classic')).toEqual([
    expect.objectContaining({ path: '/spot/api/order/create', valid: true }),
  ]);
});

test('an OCO placed from the form: the exchange holds both legs at the typed prices', async ({ browser }) => {
  const page = await openForm(browser, 'sub@spotdesk.test');
  const last = Number(await form(page).getByLabel('Price (USDT)', { exact: true }).inputValue());
  await form(page).getByRole('tab', { name: 'OCO' }).click();
  // A buy takes profit under the market and stops its loss above it; a fifth away, neither triggers.
  const takeProfit = `${Math.round(last * 0.8)}.00`;
  const stopLoss = `${Math.round(last * 1.2)}.00`;
  await form(page).getByLabel('Take profit trigger price (USDT)').fill(takeProfit);
  await form(page).getByLabel('Take profit limit price (USDT)').fill(takeProfit);
  await form(page).getByLabel('Stop loss trigger price (USDT)').fill(stopLoss);
  await form(page).getByLabel('Stop loss limit price (USDT)').fill(stopLoss);
  await form(page).getByLabel('Quantity (BTC)', { exact: true }).fill('0.002');
  await form(page).getByRole('button', { name: 'Buy BTC' }).click();
  await confirm(page);
  await expect(page.getByRole('status', { name: 'Order placed' })).toBeVisible();
  expect(await openPlanOrders(page)).toEqual([
    expect.objectContaining({
      planType: 10,
      side: 'Buy',
      status: 'Untriggered',
      origQty: '0.002000',
      tpTriggerPrice: takeProfit,
      tpLimitPrice: takeProfit,
      slTriggerPrice: stopLoss,
      slLimitPrice: stopLoss,
    }),
  ]);
});

test('a quantity under the minimum is refused on the page, sending nothing; a double click then places one order', async ({
  browser,
}) => {
  // Without the confirmation, so the double click's two clicks both reach the form's submit.
  const page = await openForm(browser, 'copyleader@spotdesk.test', { confirmation: false });
  // The server's COOP and COEP isolate the page, so the checks go over the compute worker's
  // order-check channel and their verdicts come on its shared board
  // (src/shared/orderChecks/verdictBoard.ts): the refusal below comes that way.
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const last = Number(await form(page).getByLabel('Price (USDT)', { exact: true }).inputValue());
  const price = `${Math.round(last * 0.9)}.00`;
  await form(page).getByLabel('Price (USDT)', { exact: true }).fill(price);
  const quantity = form(page).getByLabel('Quantity (BTC)', { exact: true });
  // The pair's minimum is 5 USDT's worth at its start price (0.000052 BTC); a fifth of it is refused.
  const refusal = `The quantity must be at least ${await minTradeQuantity(page)} BTC.`;
  await quantity.fill('0.00001');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription(refusal);
  await form(page).getByRole('button', { name: 'Buy BTC' }).click();
  await expect(page.getByRole('status', { name: 'Order not placed' })).toContainText(refusal);
  expect(await tracesOf(page, 'acct-copyLeader')).toEqual([]);
  expect(await openOrders(page)).toEqual([]);

  await quantity.fill('0.001');
  await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  await form(page).getByRole('button', { name: 'Buy BTC' }).dblclick();
  await expect(page.getByRole('status', { name: 'Order placed' })).toBeVisible();
  // One request reached the exchange, and it holds one order.
  expect(await openOrders(page)).toEqual([expect.objectContaining({ price, origQty: '0.001000' })]);
  expect(await tracesOf(page, 'acct-copyLeader')).toEqual([
    expect.objectContaining({ path: '/spot/api/order/create', valid: true }),
  ]);
});

test('an answer lost after the exchange took the order: the retry gets that order, not a second', async ({
  browser,
}) => {
  const page = await openForm(browser, 'uta@spotdesk.test');
  await form(page).getByLabel('Price (USDT)', { exact: true }).fill('60000');
  await form(page).getByLabel('Quantity (BTC)', { exact: true }).fill('0.002');
  await sim().control('drop-order-response', { count: 1 });
  await form(page).getByRole('button', { name: 'Buy BTC' }).click();
  await confirm(page);
  await expect(page.getByRole('status', { name: 'The order may not have been placed' })).toBeVisible();
  const placed = await openOrders(page);
  expect(placed).toEqual([expect.objectContaining({ price: '60000.00', origQty: '0.002000' })]);

  await form(page).getByRole('button', { name: 'Buy BTC' }).click();
  await confirm(page);
  await expect(page.getByRole('status', { name: 'Order placed' })).toBeVisible();
  expect(await openOrders(page)).toEqual(placed);
});

/** axe over the trade area and whatever it has open (the list and the dialog sit at the page's end). */
async function expectNoViolations(page: Page, state: string) {
  await expectPopupsSettled(page);
  const results = await new AxeBuilder({ page })
    .include('.trade-area')
    .include('.ui-popover')
    .include('[role="alertdialog"]')
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect.soft(found, `axe violations with ${state}`).toEqual([]);
}

test('a unified account’s form has no axe violations, light and dark, with its popups open', async ({
  browser,
}) => {
  const page = await openForm(browser, 'uta@spotdesk.test');
  await form(page).getByLabel('Quantity (BTC)', { exact: true }).fill('0.001');
  await form(page).getByRole('checkbox', { name: 'Take profit / stop loss' }).check();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoViolations(page, `${theme}: the form`);
    await form(page)
      .getByRole('button', { name: /Time in force/ })
      .click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoViolations(page, `${theme}: the time-in-force list`);
    await page.keyboard.press('Escape');
    await form(page).getByLabel('Take profit trigger price (USDT)').fill('1');
    await form(page).getByRole('button', { name: 'Buy BTC' }).click();
    await expect(page.getByRole('status', { name: 'Order not placed' })).toBeVisible();
    await expectNoViolations(page, `${theme}: a refusal on its field and its toast`);
    await form(page).getByLabel('Take profit trigger price (USDT)').fill('');
    await form(page).getByRole('checkbox', { name: 'Take profit / stop loss' }).uncheck();
    await form(page).getByRole('button', { name: 'Buy BTC' }).click();
    await expect(confirmation(page)).toBeVisible();
    await expectNoViolations(page, `${theme}: the confirmation`);
    await confirmation(page).getByRole('button', { name: 'Cancel' }).click();
    await form(page).getByRole('checkbox', { name: 'Take profit / stop loss' }).check();
  }
});

test('a second tab sending an order whose answer the first lost gets that order, not a second', async ({
  browser,
}) => {
  // Two tabs of one browser: one context, so one session cookie and one localStorage.
  const context = await browser.newContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  const login = await first.request.post(`${sim().url}/login`, {
    headers: STATE_CHANGE_HEADERS,
    data: { email: 'demo@spotdesk.test', password: 'spotdesk' },
  });
  expect(login.ok()).toBe(true);
  await Promise.all([first, second].map((page) => page.goto(`${sim().url}/en/trade/spot/BTC/USDT`)));
  for (const page of [first, second]) {
    const price = form(page).getByLabel('Price (USDT)', { exact: true });
    await expect(price).toHaveValue(/^\d+\.\d{2}$/, { timeout: 20_000 });
    await price.fill('60100');
    await form(page).getByLabel('Quantity (BTC)', { exact: true }).fill('0.003');
  }
  await sim().control('drop-order-response', { count: 1 });
  await form(first).getByRole('button', { name: 'Buy BTC' }).click();
  await confirm(first);
  await expect(first.getByRole('status', { name: 'The order may not have been placed' })).toBeVisible();
  const placed = await openOrders(first);
  expect(placed).toHaveLength(1);

  await form(second).getByRole('button', { name: 'Buy BTC' }).click();
  await confirm(second);
  await expect(second.getByRole('status', { name: 'Order placed' })).toBeVisible();
  expect(await openOrders(first)).toEqual(placed);
  await context.close();
});
