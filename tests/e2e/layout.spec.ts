import type { Locator, Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { expectInViewport } from './expectInViewport';

/** The grid cell around a named panel region (the region's parent carries its size). */
function cell(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true }).locator('xpath=..');
}

/** The buy side's rows, the lowest last: in sight when the panel's rows were fitted, not cut. */
function bookRows(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Order book', exact: true })
    .getByRole('rowgroup', { name: 'Buy orders' })
    .getByRole('row');
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** Chart width over order-book width: 90/30 columns of a 120-column grid with 4 px gaps is ≈ 3.0. */
async function splitRatio(page: Page): Promise<number> {
  const chart = await box(cell(page, 'Chart'));
  const book = await box(cell(page, 'Order book'));
  return chart.width / book.width;
}

function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test.describe('desktop grid', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('splits 90/30, keeps a resized order book over a reload, and resets', async ({ page }) => {
    const violations = watchCspViolations(page);
    await page.goto('/en/trade/spot/BTC/USDT');
    const book = cell(page, 'Order book');
    await expectInViewport(bookRows(page).last());
    await expect.poll(() => splitRatio(page)).toBeCloseTo(3.0, 1);
    const before = await box(book);
    expect(before.height).toBe(12 * 44 + 11 * 4);

    // Drag the order book's bottom edge 2 rows (48 px each) down, well away from the window's edge
    // (near it, the grid scrolls the page while dragging).
    // The notice bar shows after its delay and pushes the page down (scroll anchoring then moves the
    // scroll too): the grip is measured once the bar is in and the scroll has landed below it.
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(300);
    await book.hover();
    const handle = book.getByTitle('Drag to resize').first();
    const grip = await box(handle);
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 + 2 * 48, { steps: 10 });
    await page.mouse.up();
    await expect.poll(async () => (await box(book)).height).toBe(14 * 44 + 13 * 4);

    await page.reload();
    await expectInViewport(bookRows(page).last());
    await expect.poll(async () => (await box(cell(page, 'Order book'))).height).toBe(14 * 44 + 13 * 4);

    await page.getByRole('button', { name: 'Reset layout' }).click();
    await expect.poll(async () => (await box(cell(page, 'Order book'))).height).toBe(12 * 44 + 11 * 4);
    await expect.poll(() => splitRatio(page)).toBeCloseTo(3.0, 1);
    await page.reload();
    await expect.poll(async () => (await box(cell(page, 'Order book'))).height).toBe(12 * 44 + 11 * 4);

    // Dragging ran under style-src 'self' without the library's inline <style> being refused.
    expect(violations).toEqual([]);
  });

  test('follows the window width while no custom layout exists', async ({ page }) => {
    await page.goto('/en/trade/spot/BTC/USDT');
    await expect.poll(() => splitRatio(page)).toBeCloseTo(3.0, 1);
    await page.setViewportSize({ width: 1300, height: 900 });
    // 80/40 at 1420 px or less.
    await expect.poll(() => splitRatio(page)).toBeCloseTo(2.0, 1);
  });
});

for (const width of [400, 480]) {
  test.describe(`mobile view at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('shows one column: the chart, the book and trades as tabs, the trading rules, each in sight', async ({
      page,
    }) => {
      await page.goto('/en/trade/spot/BTC/USDT');
      const chart = page.getByRole('region', { name: 'Chart', exact: true });
      const chartImage = chart.getByRole('img', { name: /chart, .*Bars: [1-9]/ });
      await expectInViewport(chartImage.locator('canvas').first());
      const chartBox = await chart.boundingBox();
      expect(chartBox?.width).toBeLessThanOrEqual(width);
      expect(chartBox?.height).toBeGreaterThan(200);
      await expect(page.getByRole('button', { name: 'Reset layout' })).toHaveCount(0);

      // The book grows with its rows: 10 a side stacked, every one of them in sight when scrolled to.
      const book = page.getByRole('region', { name: 'Order book', exact: true });
      const asks = book.getByRole('rowgroup', { name: 'Sell orders' }).getByRole('row');
      const bids = book.getByRole('rowgroup', { name: 'Buy orders' }).getByRole('row');
      await expect(bids).toHaveCount(10);
      await expect(asks).toHaveCount(10);
      for (const row of [asks.first(), asks.last(), bids.first(), bids.last()]) await expectInViewport(row);
      await expectInViewport(book.getByRole('img', { name: /^Buy\/sell ratio/ }));
      // One side alone takes the same height: twice the rows.
      await book.getByRole('button', { name: 'Buys only' }).click();
      await expect(bids).toHaveCount(20);
      await expectInViewport(bids.last());

      const tabs = page.getByRole('tablist', { name: 'Market data' });
      await tabs.getByRole('tab', { name: 'Latest trades' }).click();
      const trades = page.getByRole('region', { name: 'Latest trades' }).getByRole('row');
      await expectInViewport(trades.nth(1));
      await expectInViewport(trades.last());

      const rules = page.getByRole('region', { name: 'Trading rules' });
      await expectInViewport(rules.getByRole('definition').first());
    });

    test('growing past 500 px reloads into the desktop grid', async ({ page }) => {
      await page.goto('/en/trade/spot/BTC/USDT');
      await expect(page.getByRole('tablist', { name: 'Market data' })).toBeVisible();
      await page.setViewportSize({ width: 1200, height: 800 });
      await expect(page.getByRole('button', { name: 'Reset layout' })).toBeVisible();
      const chart = page.getByRole('region', { name: 'Chart', exact: true });
      await expectInViewport(
        chart
          .getByRole('img', { name: /Bars: [1-9]/ })
          .locator('canvas')
          .first(),
      );
      const book = page.getByRole('region', { name: 'Order book', exact: true });
      await expectInViewport(book.getByRole('rowgroup', { name: 'Buy orders' }).getByRole('row').last());
    });
  });
}

test('the theme switch persists across a reload, and the other tabs follow it at once', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/en/trade/spot/BTC/USDT');
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/en/trade/spot/ETH/USDT');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(other.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
});

test('the system dark preference is the default theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
