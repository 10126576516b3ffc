import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { expectInViewport } from './expectInViewport';

/** The pair's price precision, as the symbol list gives it. */
async function pricePrecision(page: Page, symbolId: string): Promise<number> {
  const response = await page.request.get('/spot/api/basic/symbol_list_v3');
  const body = (await response.json()) as { result: { symbolId: string; pricePrecision: number }[] };
  const instrument = body.result.find((s) => s.symbolId === symbolId);
  if (!instrument) throw new Error(`${symbolId} is not listed`);
  return instrument.pricePrecision;
}

/** The value next to the "Last price" term: the price, an arrow and the tick direction in words. */
function lastPrice(page: Page) {
  return page.getByRole('main').locator('dt:text-is("Last price") + dd');
}

test('/ lands on BTC/USDT with its price and 24h change', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/trade\/spot\/BTC\/USDT$/);

  const main = page.getByRole('main', { name: 'BTC/USDT' });
  await expect(main.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();

  const decimals = await pricePrecision(page, 'BTCUSDT');
  await expect(lastPrice(page)).toHaveText(
    new RegExp(`^\\d{1,3}(,\\d{3})*\\.\\d{${decimals}} [↑↓] Last trade (up|down)$`),
  );
  await expect(main.getByText(/^[+-]\d+\.\d{2}%$/)).toBeVisible();
  await expectInViewport(main.getByRole('region', { name: 'Trading rules' }).getByRole('definition').first());
  await expect(page).toHaveTitle(/BTC\/USDT/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a pair opened directly shows its own heading and price', async ({ page }) => {
  await page.goto('/en/trade/spot/ETH/USDT');
  const main = page.getByRole('main', { name: 'ETH/USDT' });
  await expect(main.getByRole('heading', { level: 1, name: 'ETH/USDT' })).toBeVisible();

  const decimals = await pricePrecision(page, 'ETHUSDT');
  await expect(lastPrice(page)).toHaveText(
    new RegExp(`^\\d{1,3}(,\\d{3})*\\.\\d{${decimals}} [↑↓] Last trade (up|down)$`),
  );
  await expect(main.getByText(/^[+-]\d+\.\d{2}%$/)).toBeVisible();
});

test('an unknown pair links back to BTC/USDT', async ({ page }) => {
  await page.goto('/en/trade/spot/NOPE/USDT');
  await expect(page.getByText('NOPE/USDT is not traded on this exchange.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to BTC/USDT' }).click();
  await expect(page).toHaveURL(/\/en\/trade\/spot\/BTC\/USDT$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
});

test('the page runs under the strict CSP without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  // The hub's SharedWorker loaded and its socket opened under the same policy.
  await expect(page.getByRole('status', { name: 'Market connection' })).toHaveText('Connected');
  expect(violations).toEqual([]);
});

/** Sums the page's layout shifts not caused by input, as Lighthouse's cumulative layout shift does. */
const LAYOUT_SHIFT_PROBE = `(() => {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

for (const viewport of [
  { width: 1350, height: 940 },
  { width: 412, height: 823 },
]) {
  test(`at ${viewport.width} px nothing shifts as the page fills: the chart and the notice bar arrive in held places`, async ({
    page,
  }) => {
    const failedLoads: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Failed to load resource/i.test(message.text()))
        failedLoads.push(message.text());
    });
    await page.setViewportSize(viewport);
    await page.addInitScript(LAYOUT_SHIFT_PROBE);
    await page.goto('/en/trade/spot/BTC/USDT');
    // The last things to arrive: the lazily loaded chart drawing its bars, and the notice bar after 3 s.
    await expect(
      page.getByRole('region', { name: 'Chart' }).getByRole('img', { name: /chart, .*Bars: / }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible({ timeout: 10_000 });
    const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
    expect(shift).toBeLessThan(0.1);
    // The favicon is served (it was a 404 in every console), and nothing else failed to load.
    expect((await page.request.get('/favicon.ico')).status()).toBe(200);
    expect(failedLoads).toEqual([]);
  });
}
