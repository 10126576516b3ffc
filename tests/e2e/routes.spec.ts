import { expect, test } from './pageTest';
import { expectInViewport } from './expectInViewport';

test.describe('route table in the browser', () => {
  for (const [from, to] of [
    ['/trade/spot/', '/en/trade/spot/BTC/USDT'],
    ['/trade/spot/ETH/USDT', '/en/trade/spot/ETH/USDT'],
    ['/en/trade/spot/', '/en/trade/spot/BTC/USDT'],
    ['/no/such/page', '/en/trade/spot/BTC/USDT'],
  ] as const) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: to.split('/').slice(-2).join('/') }),
      ).toBeVisible();
    });
  }

  test('the leveraged-token page shows its three sections in the light theme', async ({ page }) => {
    // The trader chose dark; the LT page is light anyway, and the choice survives it.
    await page.goto('/en/trade/spot/BTC/USDT');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/trade/spot/lt/BTC3L/USDT');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page).toHaveURL(/\/en\/trade\/spot\/lt\/BTC3L\/USDT$/);
    const main = page.getByRole('main', { name: 'BTC3L/USDT leveraged token' });
    // Each section's figures, not only its frame: the last of its definitions, scrolled to.
    for (const name of ['Project information', 'Subscribe and redeem limits', 'Market'])
      await expectInViewport(main.getByRole('region', { name }).getByRole('definition').last());
    await expect(main.getByText(/tracks 3× the daily return of BTC/)).toBeVisible();
    await main.getByRole('link', { name: 'Trade BTC3L/USDT on the spot page' }).click();
    await expect(page).toHaveURL(/\/en\/trade\/spot\/BTC3L\/USDT$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('symbolId picks the pair', async ({ page }) => {
    await page.goto('/en/trade/spot/BTC/USDT?symbolId=SOLUSDT');
    await expect(page).toHaveURL(/\/en\/trade\/spot\/SOL\/USDT$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SOL/USDT' })).toBeVisible();
  });
});

test.describe("a German browser's first visit", () => {
  test.use({ locale: 'de-DE' });

  test('/ lands on the German BTC page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de-DE\/trade\/spot\/BTC\/USDT$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Sprache' })).toBeVisible();
  });
});
