/**
 * Sessions across the tabs of a browser, in Chromium against the simulator. Log out in one tab ends
 * the session in every tab: the tab that logged out reloads as a visitor's; the others learn it from
 * the shared hub (the account its socket carries), load the profile again, turn to a visitor's page
 * and say so. Log in in one tab, and the visitors' tabs turn to the user's page the same way.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './pageTest';
import { recordToastsIn, toastsShown } from './recordToasts';
import { STATE_CHANGE_HEADERS } from '../../src/shared/protocol';

test.use({ viewport: { width: 1440, height: 900 } });

const banner = (page: Page) => page.getByRole('banner');
const form = (page: Page) => page.getByRole('form', { name: 'Order form, BTC/USDT' });

test('Log out in one tab logs every tab of the browser out, and the others say so', async ({ browser }) => {
  const context = await browser.newContext();
  await recordToastsIn(context);
  const login = await context.request.post('/login', {
    headers: STATE_CHANGE_HEADERS,
    data: { email: 'sub@spotdesk.test', password: 'spotdesk' },
  });
  expect(login.ok()).toBe(true);
  const tabs: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const page = await context.newPage();
    await page.goto('/en/trade/spot/BTC/USDT');
    await expect(banner(page).getByText('Signed in as sub@spotdesk.test')).toBeVisible();
    await expect(
      form(page)
        .getByText(/^[\d,]+\.\d+ USDT$/)
        .first(),
    ).toBeVisible();
    tabs.push(page);
  }
  const [leaving, staying] = tabs as [Page, Page];

  await banner(leaving).getByRole('button', { name: 'Log out' }).click();
  for (const page of tabs) {
    await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
    await expect(banner(page).getByText('Signed in as sub@spotdesk.test')).toHaveCount(0);
    await expect(form(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
  }
  // The tab that stayed says why; the one that logged out reloaded as a visitor's, with nothing to say.
  const saidLoggedOut = async (page: Page) =>
    (await toastsShown(page)).some((text) => text.startsWith('You are logged out'));
  await expect.poll(() => saidLoggedOut(staying)).toBe(true);
  expect(await saidLoggedOut(leaving)).toBe(false);
  await context.close();
});

test('Log in in one tab, and the other tabs of the browser turn to the user’s page', async ({ browser }) => {
  const context = await browser.newContext();
  const tabs: Page[] = [];
  for (let i = 0; i < 2; i++) {
    const page = await context.newPage();
    await page.goto('/en/trade/spot/BTC/USDT');
    await expect(banner(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Market connection' })).toHaveText('Connected');
    tabs.push(page);
  }
  const [entering, waiting] = tabs as [Page, Page];

  await banner(entering).getByRole('link', { name: 'Log in' }).click();
  await entering.getByLabel('Email').fill('sub@spotdesk.test');
  await entering.getByLabel('Password').fill('spotdesk');
  await entering.getByRole('button', { name: 'Log in' }).click();
  for (const page of tabs) {
    await expect(banner(page).getByText('Signed in as sub@spotdesk.test')).toBeVisible({ timeout: 15_000 });
    await expect(
      form(page)
        .getByText(/^[\d,]+\.\d+ USDT$/)
        .first(),
    ).toBeVisible();
  }
  expect(waiting.url()).toMatch(/\/en\/trade\/spot\/BTC\/USDT$/);
  await context.close();
});
