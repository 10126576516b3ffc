import type { Locator, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { expectInViewport } from './expectInViewport';

const header = (page: Page, pair: string) => page.getByRole('region', { name: `${pair} market` });
const symbolButton = (page: Page, pair: string) =>
  page.getByRole('button', { name: new RegExp(`^${pair.replace('/', '\\/')}`) });
const lastPrice = (region: Locator) => region.locator('dt:text-is("Last price") + dd');

/** Whether a header field is out of sight (clipped, still read by screen readers). */
const field = (region: Locator, term: string) =>
  region.locator('dl > div', { has: region.page().locator(`dt:text-is("${term}")`) });

test('hover the symbol, search "eth", choose ETH/USDT: the page moves to ETH/USDT', async ({ page }) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(lastPrice(header(page, 'BTC/USDT'))).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} [↑↓]/);

  await symbolButton(page, 'BTC/USDT').hover();
  const dialog = page.getByRole('dialog', { name: 'Markets' });
  await expectInViewport(dialog.getByRole('link', { name: 'ETH/USDT' }));
  await dialog.getByRole('searchbox', { name: 'Search pairs' }).fill('eth');
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await dialog.getByRole('link', { name: 'ETH/USDT' }).click();

  await expect(page).toHaveURL(/\/en\/trade\/spot\/ETH\/USDT$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const eth = header(page, 'ETH/USDT');
  await expect(symbolButton(page, 'ETH/USDT')).toBeVisible();
  await expect(lastPrice(eth)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} [↑↓]/);
  await expect(page).toHaveTitle(/^\d+\.\d{2} ETH\/USDT \| Spot trading$/);
});

test('a visitor stars a pair and it is still starred after a reload', async ({ page }) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await symbolButton(page, 'BTC/USDT').click();
  const dialog = page.getByRole('dialog', { name: 'Markets' });
  await dialog.getByRole('button', { name: 'Add SOL/USDT to favourites' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove SOL/USDT from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await symbolButton(page, 'BTC/USDT').click();
  const again = page.getByRole('dialog', { name: 'Markets' });
  await expect(again.getByRole('button', { name: 'Remove SOL/USDT from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await again.getByRole('tab', { name: 'Favourites' }).click();
  await expect(again.getByRole('link', { name: 'SOL/USDT' })).toBeVisible();
  await expect(again.getByRole('row')).toHaveCount(2);
});

test('fields hide from the right as the window narrows and return as it widens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/trade/spot/BTC/USDT');
  const region = header(page, 'BTC/USDT');
  await expect(lastPrice(region)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} [↑↓]/);
  const terms = ['Last price', '24h change', '24h high', '24h low', '24h turnover (USDT)'];
  const hidden = async () =>
    Promise.all(
      terms.map(async (term) => (await field(region, term).getAttribute('data-hidden')) === 'true'),
    );

  // Note what fits at 1280 px (the desktop page is never narrower than 1080 px, spec 000 §9).
  const hiddenCount = async () => (await hidden()).filter(Boolean).length;
  await expect.poll(async () => (await hidden())[0]).toBe(false);
  const wide = await hidden();
  expect(wide.slice(0, 3)).toEqual([false, false, false]);

  // 480 px is the mobile view: crossing 500 px reloads the page (spec 000 §1). Read the page it loads,
  // not the one going away, and do not end the test with a load in flight.
  const intoMobile = page.waitForEvent('load');
  await page.setViewportSize({ width: 480, height: 800 });
  await intoMobile;
  await expect.poll(hiddenCount).toBeGreaterThan(wide.filter(Boolean).length);
  // Whole fields, from the right, and what shows fits inside the strip. Read in one painted moment:
  // the live price changes a field's width between two separate reads, and the strip re-measures on
  // the next frame.
  await expect
    .poll(() =>
      region.evaluate((section) => {
        const strip = section.querySelector('dl');
        if (!strip) return 'no strip';
        const fields = Array.from(strip.children) as HTMLElement[];
        const shown = fields.map((f) => f.dataset.hidden !== 'true');
        const firstHidden = shown.indexOf(false);
        if (firstHidden <= 0) return `first hidden field at ${firstHidden}`;
        if (shown.slice(firstHidden).some(Boolean)) return `a field after ${firstHidden} shows`;
        const right = strip.getBoundingClientRect().right + 0.5;
        const over = fields.filter((f, i) => shown[i] && f.getBoundingClientRect().right > right);
        return over.length === 0 ? 'ok' : `${over.length} shown fields overflow the strip`;
      }),
    )
    .toBe('ok');

  const intoDesktop = page.waitForEvent('load');
  await page.setViewportSize({ width: 1280, height: 800 });
  await intoDesktop;
  await expect.poll(hidden).toEqual(wide);
});
