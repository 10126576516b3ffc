import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';

interface RecordedEvent {
  name: string;
  fields: Record<string, string>;
}

const footer = (page: Page) => page.getByRole('contentinfo', { name: 'Shortcuts and support' });

/** Collects Content-Security-Policy violations reported on the console (a blocked probe shows here). */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('the recent strip lists the pairs visited; a click switches the pair and is reported', async ({
  page,
}) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  await expect(footer(page).getByRole('list', { name: 'Recent pairs' }).getByRole('link')).toHaveCount(1);
  await page.goto('/en/trade/spot/ETH/USDT');
  await expect(page.getByRole('heading', { level: 1, name: 'ETH/USDT' })).toBeVisible();

  const recent = footer(page).getByRole('list', { name: 'Recent pairs' });
  const links = recent.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveText(/^ETH\/USDT ([+-]\d+\.\d{2}%|--)$/);
  await expect(links.nth(1)).toHaveText(/^BTC\/USDT ([+-]\d+\.\d{2}%|--)$/);
  // The 24h change arrives with the ticker feed: a sign and 2 decimals.
  await expect(links.nth(1)).toHaveText(/^BTC\/USDT [+-]\d+\.\d{2}%$/);

  await links.nth(1).click();
  await expect(page).toHaveURL(/\/en\/trade\/spot\/BTC\/USDT$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  await expect(recent.getByRole('link').nth(0)).toHaveText(/^BTC\/USDT/);

  await expect
    .poll(async () => {
      const response = await page.request.get('/__control/analytics');
      const events = ((await response.json()) as { result: RecordedEvent[] }).result;
      return events.some(
        (e) =>
          e.name === 'footer_symbol_click' && e.fields.strip === 'recent' && e.fields.symbol === 'BTCUSDT',
      );
    })
    .toBe(true);
});

test('the route picker measures every line; a chosen line survives a reload', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/en/trade/spot/BTC/USDT');
  // The kit's Select: its label beside the button, its list portaled out of the footer.
  const picker = footer(page).getByRole('button', { name: /Network line/ });
  await expect(picker).toHaveText(/^Auto \(Line [12]\) \d+\.\d{2} s (fast|slow|very slow)$/);

  await picker.click();
  const list = page.getByRole('listbox', { name: 'Network line' });
  const options = list.getByRole('option');
  await expect(options).toHaveCount(3);
  // Line 2 is this server under its other loopback name: a real cross-origin probe that must succeed,
  // so it is well under the 15 s a failure counts as.
  for (const [index, name] of ['Auto', 'Line 1', 'Line 2'].entries()) {
    await expect(options.nth(index)).toHaveText(
      new RegExp(`^${name.replace(/[()]/g, '\\$&')}.* \\d\\.\\d{2} s (fast|slow|very slow)$`),
    );
  }
  await expect(options.nth(2)).not.toHaveText(/15\.00 s/);

  await list.getByRole('option', { name: /^Line 2 / }).click();
  await expect(list).toBeHidden();
  await expect(picker).toHaveText(/^Line 2 \d+\.\d{2} s/);
  await expect(picker).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  await expect(picker).toHaveText(/^Line 2 \d+\.\d{2} s/);
  await picker.click();
  await expect(list.getByRole('option', { name: /^Line 2 / })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(picker).toBeFocused();
  expect(violations).toEqual([]);
});

test('the support chat files a message as a ticket', async ({ page }) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();
  const open = footer(page).getByRole('button', { name: 'Customer service' });
  await open.click();
  // Said first, so a failure tells a press the button missed from a panel that did not show.
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'Customer service' });
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await panel.getByRole('textbox', { name: 'Your message' }).fill('How do I withdraw?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('log')).toContainText(
    /Received as ticket T-\d{6}\. An agent replies by email\./,
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
});
