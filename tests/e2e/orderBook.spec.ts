/**
 * The order book panel in Chromium against the simulator: rows fitted to the panel, the four layouts,
 * a coarser depth step, a click anywhere on a row that drafts an order, and the ratio bar's minimum
 * share. The CSP (style-src 'self') must hold: the depth bars' shadows and the ratio are set through
 * the CSSOM.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { expectInViewport } from './expectInViewport';

test.use({ viewport: { width: 1600, height: 900 } });

const book = (page: Page) => page.getByRole('region', { name: 'Order book', exact: true });
const side = (page: Page, name: 'Buy orders' | 'Sell orders') =>
  book(page).getByRole('rowgroup', { name }).getByRole('row');
const number = (text: string | null) => Number((text ?? 'NaN').replace(/,/g, ''));

function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

async function openBook(page: Page) {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(book(page).getByRole('status')).toHaveCount(0);
  await expectInViewport(side(page, 'Sell orders').first());
  await expectInViewport(side(page, 'Buy orders').last());
}

/** Every row of the book lies inside the panel's visible area: the rows were fitted, not cut. */
async function expectRowsFit(page: Page) {
  // One painted moment: rows come and go with the market, so measure them all in the page at once.
  const { rows, lowest, bottom } = await book(page).evaluate((region) => {
    const all = [...region.querySelectorAll('tr')];
    return {
      rows: all.length,
      lowest: Math.max(...all.map((tr) => tr.getBoundingClientRect().bottom)),
      bottom: region.getBoundingClientRect().bottom,
    };
  });
  expect(rows).toBeGreaterThan(4);
  expect(lowest).toBeLessThanOrEqual(bottom + 1);
}

test('fits the rows to the panel and switches between the four layouts', async ({ page }) => {
  const violations = watchCspViolations(page);
  await openBook(page);
  const layouts = book(page).getByRole('group', { name: 'Book layout' });
  await expect(layouts.getByRole('button', { name: 'Buys and sells' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const stacked = await side(page, 'Buy orders').count();
  expect(stacked).toBeGreaterThan(2);
  await expect(side(page, 'Sell orders')).toHaveCount(stacked);
  await expectRowsFit(page);

  await layouts.getByRole('button', { name: 'Buys only' }).click();
  await expect(side(page, 'Sell orders')).toHaveCount(0);
  // One side gets the whole height: about twice the rows.
  await expect.poll(() => side(page, 'Buy orders').count()).toBeGreaterThanOrEqual(2 * stacked);
  await expectRowsFit(page);

  await layouts.getByRole('button', { name: 'Sells only' }).click();
  await expect(side(page, 'Buy orders')).toHaveCount(0);
  await expect.poll(() => side(page, 'Sell orders').count()).toBeGreaterThanOrEqual(2 * stacked);
  await expectRowsFit(page);

  await layouts.getByRole('button', { name: 'Side by side' }).click();
  for (const name of ['Buy orders', 'Sell orders'])
    await expectInViewport(book(page).getByRole('table', { name }).getByRole('row').last());
  await expectRowsFit(page);

  // Remembered over a reload.
  await page.reload();
  await expect(
    book(page).getByRole('group', { name: 'Book layout' }).getByRole('button', { name: 'Side by side' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(violations).toEqual([]);
});

test('shows prices at a coarser step after switching the depth', async ({ page }) => {
  await openBook(page);
  const depth = book(page).getByLabel('Depth (price step)');
  await expect(depth).toHaveValue('0.01');
  await expect(side(page, 'Buy orders').first().getByRole('cell').first()).toHaveText(/^[\d,]+\.\d{2}$/);
  await depth.selectOption('10');
  await expect(async () => {
    const prices = await book(page).getByRole('row').getByRole('button').allTextContents();
    expect(prices.length).toBeGreaterThan(4);
    for (const price of prices) {
      expect(price).toMatch(/^[\d,]+$/);
      expect(number(price) % 10).toBe(0);
    }
  }).toPass({ timeout: 10_000 });
  // Best bid below best ask (bids round down, asks up), read from one painted snapshot.
  const [bestBid, bestAsk] = await book(page).evaluate((region) => {
    const price = (name: string, last: boolean) => {
      const buttons = region.querySelectorAll(`tbody[aria-label="${name}"] button`);
      return buttons[last ? buttons.length - 1 : 0]?.textContent ?? '';
    };
    return [price('Buy orders', false), price('Sell orders', true)];
  });
  expect(number(bestBid)).toBeLessThan(number(bestAsk));
});

test('a click on a row fills the order form with its side, price and amount', async ({ page }) => {
  await openBook(page);
  const form = page.getByRole('form', { name: 'Order form, BTC/USDT' });
  const plain = (text: string | undefined) => (text ?? '').replace(/,/g, '');
  const row = side(page, 'Buy orders').nth(2);
  // The mouse clicks the row's total, not its price: anywhere on a row picks it. Read, then click at
  // once: the book moves on its own, so a row that moved between the two (or a lost click: once in CI,
  // 1 run of about 15, a click drafted nothing, issue 5's note) is clicked again, and the form must
  // still hold exactly the row that was clicked.
  await expect(async () => {
    const [price, total, x, y] = await row.evaluate((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      const box = cells[2]?.getBoundingClientRect();
      return [cells[0]?.textContent, cells[2]?.textContent, box?.x, box?.y].map(String);
    });
    await page.mouse.click(Number(x) + 4, Number(y) + 4);
    await expect(form.getByRole('radio', { name: 'Sell' })).toBeChecked({ timeout: 3_000 });
    await expect(form.getByLabel('Price (USDT)', { exact: true })).toHaveValue(plain(price), {
      timeout: 3_000,
    });
    await expect(form.getByLabel('Quantity (BTC)', { exact: true })).toHaveValue(plain(total), {
      timeout: 3_000,
    });
  }).toPass({ timeout: 15_000 });

  // Keyboard: Tab reaches a row's price; Enter on an ask drafts a buy.
  const bestAsk = side(page, 'Sell orders').last().getByRole('button');
  await bestAsk.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('radio', { name: 'Buy' })).toBeChecked();
  // The ask's price as a plain decimal (the book moves on, so not compared with a row read earlier).
  await expect(form.getByLabel('Price (USDT)', { exact: true })).toHaveValue(/^\d+\.\d{2}$/);
});

test('the ratio bar names both shares and keeps the buy part at least 10 px wide', async ({ page }) => {
  await openBook(page);
  const bar = book(page).getByRole('img', { name: /^Buy\/sell ratio: buy \d+\.\d\d%, sell \d+\.\d\d%$/ });
  await expectInViewport(bar);
  await expect(bar).toContainText(/^B \d+\.\d\d%S \d+\.\d\d%$/);
  // Read the name and the widths at one moment; the market moves the ratio, and each move animates for
  // 300 ms, so retry until a settled moment: the buy part is its share of the bar, never under 10 px.
  await expect(async () => {
    // The buy part is the bar's first child, a fill over the whole bar that paints its share
    // (`--ratio-buy`) from the start edge; the rest of the bar is sell.
    const { label, buyPx, barPx } = await bar.evaluate((element) => {
      const fill = element.children[0];
      const share = fill ? Number.parseFloat(getComputedStyle(fill).getPropertyValue('--ratio-buy')) : NaN;
      const barPx = element.getBoundingClientRect().width;
      return { label: element.getAttribute('aria-label') ?? '', buyPx: (share / 100) * barPx, barPx };
    });
    expect(buyPx).toBeGreaterThanOrEqual(10);
    const buy = Number(/buy (\d+\.\d\d)%/.exec(label)?.[1]);
    expect(Math.abs(buyPx - Math.max(10, Math.round((barPx * buy) / 100)))).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 10_000, intervals: [50, 100, 200] });
});

test('depth bars span each row in proportion to its running total, from the outer edge', async ({ page }) => {
  await openBook(page);
  // One painted moment: the total column (in BTC, the default) and each row's bar, measured together.
  const rows = await book(page).evaluate((region) =>
    [
      ...region.querySelectorAll<HTMLTableRowElement>(
        'tbody[aria-label="Sell orders"] tr, tbody[aria-label="Buy orders"] tr',
      ),
    ].map((tr) => {
      const row = tr.getBoundingClientRect();
      // The bar is the row's one empty, decorative span, laid over the whole row. It paints a band
      // inside its box with an inset shadow: a negative offset is a band on the right edge.
      const bar = [...tr.querySelectorAll('span')].find((span) => span.childNodes.length === 0);
      const box = bar?.getBoundingClientRect();
      const style = bar ? getComputedStyle(bar) : undefined;
      const offset = Number.parseFloat(/(-?[\d.]+)px/.exec(style?.boxShadow ?? '')?.[1] ?? 'NaN');
      return {
        total: tr.cells[2]?.textContent ?? '',
        share: Math.abs(offset) / row.width,
        fromRight: offset <= 0 && style?.scale === 'none',
        overRow: Math.max(Math.abs((box?.left ?? -1) - row.left), Math.abs((box?.right ?? -1) - row.right)),
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(4);
  const largest = Math.max(...rows.map((row) => number(row.total)));
  for (const row of rows) {
    expect(row.share).toBeCloseTo(number(row.total) / largest, 1);
    expect(row.fromRight).toBe(true);
    expect(row.overRow).toBeLessThanOrEqual(1);
  }
});

test('the panel has the latest trades as its second tab, remembered over a reload', async ({ page }) => {
  await openBook(page);
  const tabs = page.getByRole('tablist', { name: 'Market data' });
  await tabs.getByRole('tab', { name: 'Latest trades' }).click();
  const trades = page.getByRole('region', { name: 'Latest trades' });
  await expectInViewport(trades.getByRole('table', { name: 'Latest trades' }).getByRole('row').nth(1));
  // Only the selected tab is mounted: the book (and its depth subscription) is gone meanwhile.
  await expect(book(page)).toHaveCount(0);

  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Latest trades' })).toHaveAttribute('aria-selected', 'true');
  await expectInViewport(trades.getByRole('row').nth(1));

  // Back to the book: a fresh, live book from a new subscription.
  await tabs.getByRole('tab', { name: 'Latest trades' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Order book' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Order book' })).toHaveAttribute('aria-selected', 'true');
  await expectInViewport(side(page, 'Buy orders').first());
  const first = await side(page, 'Buy orders').first().textContent();
  await expect
    .poll(() => side(page, 'Buy orders').first().textContent(), { timeout: 15_000 })
    .not.toBe(first);
});

test('keeps a gap between the columns’ texts, left to right and right to left', async ({ page }) => {
  for (const [locale, name] of [
    ['en', 'Order book'],
    ['ar-SA', 'دفتر الأوامر'],
  ] as const) {
    await page.goto(`/${locale}/trade/spot/BTC/USDT`);
    const region = page.getByRole('region', { name, exact: true });
    await expect(region.getByRole('rowgroup').first().getByRole('row').first()).toBeVisible();
    // The narrowest gap between the texts of neighbouring cells, over every row painted at one moment.
    const narrowest = await region.evaluate((panel) => {
      const rtl = getComputedStyle(panel).direction === 'rtl';
      /** The horizontal extent of a cell's text (not of its depth bar, which spans the row). */
      const textExtent = (cell: Element) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        let left = Infinity;
        let right = -Infinity;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rect = range.getBoundingClientRect();
          left = Math.min(left, rect.left);
          right = Math.max(right, rect.right);
        }
        return { left, right };
      };
      let gap = Infinity;
      for (const row of panel.querySelectorAll('tr:not([hidden])')) {
        const cells = [...row.children].map(textExtent).filter((cell) => cell.left < cell.right);
        for (let i = 1; i < cells.length; i++) {
          const [before, after] = [cells[i - 1], cells[i]] as [(typeof cells)[0], (typeof cells)[0]];
          gap = Math.min(gap, rtl ? before.left - after.right : after.left - before.right);
        }
      }
      return gap;
    });
    expect(narrowest, locale).toBeGreaterThanOrEqual(6);
  }
});
