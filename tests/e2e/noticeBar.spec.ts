/**
 * The notice bar in Chromium against the real simulator (spec 001 §1, §4, §6): the 3 s delay, the
 * 5 s rotation, closing remembered across a reload until the list changes, and the region gate. The
 * pages run on Playwright's clock, installed before they load and moved forward past each delay: the
 * exact timings are the component tests' (NoticeBarTiming), on a fake clock as well.
 * The file starts a simulator of its own, so changing the region or the notice list here cannot
 * disturb another spec running beside it; each test still puts both back for the next one.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { NOTICE_BAR } from '../../src/server/exchange/notices';
import { STATE_CHANGE_HEADERS } from '../../src/shared/protocol';
import { expectInViewport } from './expectInViewport';
import { simulatorForFile } from './simulatorForFile';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const sim = simulatorForFile();

test.afterEach(async () => {
  await sim().control('region', { region: 'global' });
  await sim().control('notices', { items: NOTICE_BAR });
});

const MAINTENANCE = NOTICE_BAR[0]!.info;
const FEES = NOTICE_BAR[1]!.info;
const bar = (page: Page) => page.getByRole('region', { name: 'Notices' });

const DELAY_MS = 3_000;
const ROTATION_MS = 5_000;

/**
 * Opens BTC/USDT, as a visitor or logged in, with the pointer kept off the bar (it holds the rotation),
 * on a fake clock that runs on its own until a test moves it forward.
 */
async function openPair(browser: Browser, email?: string): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install();
  const page = await context.newPage();
  if (email) {
    const login = await page.request.post(`${sim().url}/login`, {
      headers: STATE_CHANGE_HEADERS,
      data: { email, password: 'spotdesk' },
    });
    expect(login.ok()).toBe(true);
  }
  await page.goto(`${sim().url}/en/trade/spot/BTC/USDT`);
  await page.mouse.move(5, 700);
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  return page;
}

/**
 * The bar stays away from `page` past its delay. The sign that the delay has passed is a twin, a page
 * loaded after `page` in a context of its own that does show the bar: both clocks are moved past the
 * delay, `page`'s first, so by the time the twin's bar is in, `page` has had at least as long to show one.
 */
async function expectNoBarBeside(page: Page, twin: Page) {
  await page.clock.fastForward(DELAY_MS);
  await twin.clock.fastForward(DELAY_MS);
  await expect(bar(twin)).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
}

test('appears after 3 s, rotates every 5 s, and stays closed across a reload until the list changes', async ({
  browser,
}) => {
  const page = await openPair(browser);
  await page.clock.fastForward(DELAY_MS);
  await expectInViewport(bar(page).getByRole('link', { name: new RegExp(`^${MAINTENANCE}`) }));
  await expect(bar(page).getByRole('link', { name: new RegExp(`^${MAINTENANCE}`) })).toHaveAttribute(
    'href',
    NOTICE_BAR[0]!.url,
  );
  await expect(bar(page).getByText('1/2')).toBeVisible();

  await page.clock.fastForward(ROTATION_MS);
  await expectInViewport(bar(page).getByRole('link', { name: new RegExp(`^${FEES}`) }));
  await expect(bar(page).getByText('2/2')).toBeVisible();

  await bar(page).getByRole('button', { name: 'Close notices' }).click();
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  const twin = await openPair(browser);
  await expectNoBarBeside(page, twin);
  await twin.context().close();

  // A new list reaches the open page over the socket; the bar returns after its delay.
  await sim().control('notices', {
    items: [{ id: 'notice-3', symbolName: 'ALL', info: 'New listing: NOVA/USDT opens on Friday.', url: '' }],
  });
  // Had the list not reached the page yet, the clock still runs on its own: the bar comes 3 s later.
  await page.clock.fastForward(DELAY_MS);
  await expect(bar(page).getByText('New listing: NOVA/USDT opens on Friday.')).toBeVisible();
  await expect(bar(page).getByRole('link')).toHaveCount(0);
  await page.context().close();
});

test('in a restricted region it is hidden from visitors and shown to demo accounts', async ({ browser }) => {
  await sim().control('region', { region: 'restricted' });

  const visitor = await openPair(browser);
  const demo = await openPair(browser, 'demo@spotdesk.test');
  await visitor.clock.fastForward(DELAY_MS);
  await demo.clock.fastForward(DELAY_MS);
  await expect(bar(demo).getByRole('link', { name: new RegExp(`^${MAINTENANCE}`) })).toBeVisible();
  // The demo page, loaded after the visitor's, shows its bar: the visitor's page has had as long.
  await expect(bar(visitor)).toHaveCount(0);
  await visitor.context().close();
  await demo.context().close();
});
