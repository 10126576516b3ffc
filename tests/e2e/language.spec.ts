import { expect, test } from '@playwright/test';

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
  await expect(page.getByRole('region', { name: 'Order book' })).toBeVisible();
  // English and only the namespace the page uses: one file.
  expect(translationFiles).toEqual(['spot']);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page).toHaveURL(/\/ar-SA\/trade\/spot\/BTC\/USDT$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar-SA');
  await expect(page.getByRole('region', { name: 'دفتر الأوامر' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'أحدث الصفقات' })).toBeVisible();
  expect(translationFiles).toEqual(['spot', 'spot']);

  await page.reload();
  await expect(page).toHaveURL(/\/ar-SA\/trade\/spot\/BTC\/USDT$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'دفتر الأوامر' })).toBeVisible();
  const selector = page.getByRole('combobox', { name: 'اللغة' });
  await expect(selector).toHaveValue('ar-SA');

  await selector.selectOption({ label: 'Deutsch' });
  await expect(page).toHaveURL(/\/de-DE\/trade\/spot\/BTC\/USDT$/);
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('region', { name: 'Orderbuch' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de-DE');
});

test('a localized address paints in its language, loading only its texts and the fallback’s', async ({
  page,
}) => {
  const translationFiles: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(spot|errorCode|integratedTrade)-[^/]+\.js$/.exec(request.url());
    if (name) translationFiles.push(name[1] ?? '');
  });
  await page.goto('/ja-JP/trade/spot/BTC/USDT');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('region', { name: 'オーダーブック' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja-JP');
  // Japanese and the fallback language (en), the spot namespace of each, nothing else.
  expect(translationFiles).toEqual(['spot', 'spot']);
});
