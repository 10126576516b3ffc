import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { expectInViewport } from './expectInViewport';

/** The best bid of the order book, found by the book's and the side's names in the page's language. */
const bestBid = (page: Page, book: string, bids: string) =>
  page
    .getByRole('region', { name: book, exact: true })
    .getByRole('rowgroup', { name: bids })
    .getByRole('row')
    .first();

test('the language selector moves the page to Arabic (right to left), keeps it on reload, then to German', async ({
  page,
}) => {
  const translationFiles: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(spot|errorCode|integratedTrade)-[^/]+\.js$/.exec(request.url());
    if (name) translationFiles.push(name[1] ?? '');
  });

  await page.goto('/en/trade/spot/BTC/USDT');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expectInViewport(bestBid(page, 'Order book', 'Buy orders'));
  await expect(page.getByRole('heading', { name: 'Orders and positions' })).toBeVisible();
  // English and only the namespaces the page uses: the page's and the orders panel's, a file each.
  expect([...translationFiles].sort()).toEqual(['integratedTrade', 'spot']);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page).toHaveURL(/\/ar-SA\/trade\/spot\/BTC\/USDT$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar-SA');
  await expectInViewport(bestBid(page, 'دفتر الأوامر', 'أوامر الشراء'));
  await expect(page.getByRole('tab', { name: 'أحدث الصفقات' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'الأوامر والمراكز' })).toBeVisible();
  // Arabic's two namespaces next: nothing loaded twice.
  expect([...translationFiles].sort()).toEqual(['integratedTrade', 'integratedTrade', 'spot', 'spot']);

  await page.reload();
  await expect(page).toHaveURL(/\/ar-SA\/trade\/spot\/BTC\/USDT$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expectInViewport(bestBid(page, 'دفتر الأوامر', 'أوامر الشراء'));
  const selector = page.getByRole('combobox', { name: 'اللغة' });
  await expect(selector).toHaveValue('ar-SA');

  await selector.selectOption({ label: 'Deutsch' });
  await expect(page).toHaveURL(/\/de-DE\/trade\/spot\/BTC\/USDT$/);
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'de-DE');
  await expectInViewport(bestBid(page, 'Orderbuch', 'Kauforders'));
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de-DE');
});

test('a localized address paints in its language, loading only the namespaces it uses', async ({ page }) => {
  const translationFiles: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(spot|errorCode|integratedTrade)-[^/]+\.js$/.exec(request.url());
    if (name) translationFiles.push(name[1] ?? '');
  });
  await page.goto('/ja-JP/trade/spot/BTC/USDT');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expectInViewport(bestBid(page, 'オーダーブック', '買い注文'));
  await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja-JP');
  await expect(page.getByRole('heading', { name: '注文とポジション' })).toBeVisible();
  // Japanese and the fallback language (en): the spot namespace of each, and the orders panel's.
  expect(translationFiles.filter((name) => name === 'spot')).toEqual(['spot', 'spot']);
  expect(translationFiles).toContain('integratedTrade');
  expect(translationFiles.filter((name) => name === 'errorCode')).toEqual([]);
});
