/**
 * The market hub in Chromium against the real simulator: one SharedWorker socket for every tab of a
 * browser, identical books, topic release and hidden tabs; a hub per tab where SharedWorker is missing;
 * the tabs bench's `?hub=inline` absent from the page's build. Each test starts a simulator of its own (not
 * the shared webServer), so socket counts concern this test alone. The tabs' reconnects after a close
 * and a restart are in the fault suite (tests/faults/e2e/tabsReconnect.spec.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { createSimulatorProcess, type SimulatorProcess } from './simulatorProcess';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let sim: SimulatorProcess;

test.beforeEach(async () => {
  sim = await createSimulatorProcess(['--rate', '5']);
  await sim.start();
});

test.afterEach(async () => {
  await sim.stop();
});

const book = (page: Page) => page.getByRole('region', { name: 'Order book' });
const connection = (page: Page) => page.getByRole('status', { name: 'Market connection' });

/** The best ask (just above the middle row) and best bid (just below it), as shown. */
async function bestPrices(page: Page): Promise<{ ask: string; bid: string }> {
  const region = book(page);
  const ask = region
    .getByRole('rowgroup', { name: 'Sell orders' })
    .getByRole('row')
    .last()
    .getByRole('cell')
    .first();
  const bid = region
    .getByRole('rowgroup', { name: 'Buy orders' })
    .getByRole('row')
    .first()
    .getByRole('cell')
    .first();
  return { ask: (await ask.textContent()) ?? '', bid: (await bid.textContent()) ?? '' };
}

/** Both sides show the rows fitted to the panel (the same count a side, several of them). */
async function expectFullBook(page: Page) {
  const rows = (name: string) => book(page).getByRole('rowgroup', { name }).getByRole('row');
  await expect(async () => {
    const bids = await rows('Buy orders').count();
    expect(bids).toBeGreaterThanOrEqual(3);
    expect(await rows('Sell orders').count()).toBe(bids);
  }).toPass({ timeout: 10_000 });
}

async function openPair(context: BrowserContext, pair: string, query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${sim.url}/en/trade/spot/${pair}${query}`);
  await expect(connection(page)).toHaveText('Connected');
  await expectFullBook(page);
  await expect(book(page).getByRole('status')).toHaveCount(0);
  // What loads after the first paint is in too (the chart with its bars, the footer), so the layout
  // has settled: a later resize would change what the book fits and count as a change of its own.
  await expect(
    page.getByRole('region', { name: 'Chart', exact: true }).getByRole('img', { name: /chart, .*Bars: / }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return page;
}

/** The book is live and all pages show the same best bid and ask at one moment. */
async function expectSameBook(pages: Page[]) {
  await expect(async () => {
    const shown = await Promise.all(pages.map(bestPrices));
    expect(shown[0]?.bid).toMatch(/^[\d,]+\.\d+$/);
    expect(shown[0]?.ask).toMatch(/^[\d,]+\.\d+$/);
    for (const other of shown.slice(1)) expect(other).toEqual(shown[0]);
  }).toPass({ timeout: 15_000, intervals: [50, 100, 200] });
}

test('three tabs share one socket and show the same best bid and ask', async ({ context }) => {
  const pages = [];
  for (let i = 0; i < 3; i++) pages.push(await openPair(context, 'BTC/USDT'));
  expect((await sim.stats()).connections).toBe(1);
  await expectSameBook(pages);
});

test('closing tabs releases only the topics no remaining tab watches', async ({ context }) => {
  const btc = await openPair(context, 'BTC/USDT');
  const btc2 = await openPair(context, 'BTC/USDT');
  const eth = await openPair(context, 'ETH/USDT');
  const has = (topics: string[], symbol: string) => topics.some((topic) => topic.includes(symbol));
  const before = await sim.stats();
  expect(before.connections).toBe(1);
  expect(has(before.topics, 'BTCUSDT') && has(before.topics, 'ETHUSDT')).toBe(true);

  await btc2.close();
  await eth.close();
  await expect.poll(async () => has((await sim.stats()).topics, 'ETHUSDT'), { timeout: 15_000 }).toBe(false);
  const after = await sim.stats();
  expect(after.connections).toBe(1);
  expect(has(after.topics, 'BTCUSDT')).toBe(true);
  // The remaining tab still follows the market.
  const first = await bestPrices(btc);
  await expect.poll(async () => bestPrices(btc), { timeout: 15_000 }).not.toEqual(first);
  await expect(connection(btc)).toHaveText('Connected');
});

test('a hidden tab paints nothing until it is visible again', async ({ context }) => {
  const visible = await openPair(context, 'BTC/USDT');
  const hidden = await openPair(context, 'BTC/USDT');
  await hidden.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // Count every DOM change in the panels the hub feeds (the notice bar's own 5 s rotation and the
  // footer's latency probes are not hub snapshots).
  const fed = ['Order book', 'BTC/USDT market'];
  const panels = await Promise.all(
    fed.map((name) => hidden.getByRole('region', { name }).first().elementHandle()),
  );
  await hidden.evaluate((elements) => {
    // The count, and what changed (for a failure's message): the last hundred changes, numbered.
    const counter = { changes: 0, described: [] as { index: number; text: string }[] };
    (window as unknown as { domChanges: typeof counter }).domChanges = counter;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        counter.changes += 1;
        if (counter.described.length >= 100) counter.described.shift();
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const where = target?.closest('[aria-label], [class]');
        counter.described.push({
          index: counter.changes,
          text:
            `${performance.now().toFixed(0)} ms ${record.type}${record.attributeName ? ` ${record.attributeName}` : ''} ` +
            `in ${where?.tagName.toLowerCase() ?? '?'}.${where?.getAttribute('class') ?? ''} ` +
            `"${where?.getAttribute('aria-label') ?? ''}"`,
        });
      }
    });
    for (const element of elements) {
      if (!element) throw new Error('a hub-fed panel is missing');
      observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
    }
  }, panels);
  const changes = () =>
    hidden.evaluate(() => (window as unknown as { domChanges: { changes: number } }).domChanges.changes);
  const changesSince = (count: number) =>
    hidden.evaluate(
      (from) =>
        (
          window as unknown as { domChanges: { described: { index: number; text: string }[] } }
        ).domChanges.described
          .filter((change) => change.index > from)
          .map((change) => change.text)
          .join('\n'),
      count,
    );
  /** Resolves once the visible tab has painted a new best bid or ask: the hub has delivered a tick. */
  const visibleTick = async () => {
    const before = await bestPrices(visible);
    await expect.poll(async () => bestPrices(visible), { timeout: 15_000 }).not.toEqual(before);
  };
  // A snapshot already in flight when the tab hid may still land: wait for a tick of the visible tab
  // across which the hidden one did not change at all.
  await expect
    .poll(
      async () => {
        const before = await changes();
        await visibleTick();
        return (await changes()) === before;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // From then on, two more ticks reach the visible tab and nothing reaches the hidden one.
  const quiet = await changes();
  await visibleTick();
  await visibleTick();
  expect(await changes(), `the hidden tab changed:\n${await changesSince(quiet)}`).toBe(quiet);

  await hidden.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(changes).toBeGreaterThan(quiet);
  await expectSameBook([visible, hidden]);
});

test('without SharedWorker each tab runs its own hub in a dedicated Worker', async ({ context }) => {
  await context.addInitScript(() => {
    Reflect.deleteProperty(window, 'SharedWorker');
  });
  const pages = [await openPair(context, 'BTC/USDT'), await openPair(context, 'BTC/USDT')];
  expect(await pages[0]?.evaluate(() => typeof SharedWorker)).toBe('undefined');
  expect((await sim.stats()).connections).toBe(2);
  await expectSameBook(pages);
});

test('?hub=inline is not in the page: two such tabs still share one socket', async ({ context }) => {
  // The switch exists only in the tabs bench's build (SPOTDESK_INLINE_HUB=1, vite.config.ts).
  const pages = [
    await openPair(context, 'BTC/USDT', '?hub=inline'),
    await openPair(context, 'BTC/USDT', '?hub=inline'),
  ];
  expect((await sim.stats()).connections).toBe(1);
  await expectSameBook(pages);
});
