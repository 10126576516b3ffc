/**
 * The trading page logged in as the bench user with its Order history tab open, as a person gets there:
 * log in (the session cookie in the context), open the pair's page, wait until its chart shows bars
 * (the page has loaded), click the tab named "Order history" (role tab), wait for the table named
 * "Order history" to show rows, and mark its scroll container (`[data-scroll-list]`, the table's
 * ancestor) for scrollToEnd, brought into view. Each missing piece fails with a sentence that names it,
 * so a run before the orders panel exists says so.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { logInAs } from '../logInAs';

export interface OrderHistoryPage {
  page: Page;
  /** The data rows the table showed when it first showed any (the first page). */
  firstRows: number;
}

export async function openOrderHistory(
  context: BrowserContext,
  options: { url: string; path: string; email: string; password: string; tabName: string; timeoutMs: number },
  /** Runs once the tab is there, before the click (the bench starts its trace here). */
  beforeClick: (page: Page) => Promise<void> = async () => undefined,
): Promise<OrderHistoryPage> {
  const { url, path, tabName, timeoutMs } = options;
  await logInAs(context, url, options);
  const page = await context.newPage();
  await page.goto(`${url}${path}`);
  const tab = page.getByRole('tab', { name: tabName, exact: true });
  try {
    await tab.waitFor({ timeout: timeoutMs });
  } catch {
    throw new Error(
      `no ${tabName} tab: no element with role tab named "${tabName}" on ${path} after ${timeoutMs / 1000} s ` +
        '(the orders panel of issue 22 is not in this build)',
    );
  }
  // The page as a person sees it before reaching for the tab: the chart drawn with its bars (its first
  // draw is the page's longest task while loading, the chart bench's figure, not this panel's).
  const chart = page.getByRole('region', { name: 'Chart', exact: true });
  try {
    await chart.getByRole('img', { name: /chart, .*Bars: / }).waitFor({ timeout: timeoutMs });
  } catch {
    throw new Error(`the page did not settle: no chart with bars on ${path} after ${timeoutMs / 1000} s`);
  }
  await beforeClick(page);
  await tab.click();
  const table = page.getByRole('table', { name: tabName, exact: true });
  const firstRow = table
    .locator('tr[aria-rowindex]')
    .filter({ has: page.getByRole('cell') })
    .first();
  try {
    await firstRow.waitFor({ timeout: timeoutMs });
  } catch {
    throw new Error(
      `the ${tabName} tab shows no table named "${tabName}" with a data row (tr[aria-rowindex])`,
    );
  }
  const box = await table.evaluate((element) => {
    const list = element.closest<HTMLElement>('[data-scroll-list]');
    if (!list) return undefined;
    (window as unknown as { __ordersBenchList: HTMLElement }).__ordersBenchList = list;
    // In view, as a person scrolling it sees it: a list below the fold would not be painted.
    list.scrollIntoView({ block: 'nearest' });
    return { scrollHeight: list.scrollHeight, clientHeight: list.clientHeight };
  });
  if (!box) throw new Error(`the ${tabName} table has no [data-scroll-list] container to scroll`);
  // A box that grows with its rows never scrolls, and a virtualiser in it renders every row.
  if (box.scrollHeight <= box.clientHeight + 1) {
    throw new Error(
      `the ${tabName} list's [data-scroll-list] box does not scroll: it is ${box.clientHeight} px high for ` +
        `${box.scrollHeight} px of rows (the panel must bound its height)`,
    );
  }
  const firstRows = await table.locator('tbody tr[aria-rowindex]').count();
  return { page, firstRows };
}
