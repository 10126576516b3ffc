/**
 * The trading page as the fault suite reads it: the connection status (with a timed record of every
 * text it showed, since a reconnect may be brief), the order book's rows, and the server's own book
 * to compare them with.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const connection = (page: Page) => page.getByRole('status', { name: 'Market connection' });
export const book = (page: Page) => page.getByRole('region', { name: 'Order book', exact: true });

/** A row of the book: price and quantity as exact decimals (no grouping, no trailing zeros). */
export type BookRow = [price: string, quantity: string];

/** The page pads to the pair's precision ("0.031450"), the wire does not ("0.03145"). */
const canonical = (decimal: string): string =>
  decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
const canonicalRows = (rows: BookRow[]): BookRow[] => rows.map(([p, q]) => [canonical(p), canonical(q)]);

/** Both sides as shown, best first, from one painted moment. */
export async function shownBook(page: Page): Promise<{ bids: BookRow[]; asks: BookRow[] }> {
  return book(page).evaluate((region) => {
    const side = (name: string) =>
      [...region.querySelectorAll(`[aria-label="${name}"] tr`)]
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''))
        .filter((cells) => cells[0] !== '')
        .map((cells): [string, string] => [
          (cells[0] ?? '').replace(/,/g, ''),
          (cells[1] ?? '').replace(/,/g, ''),
        ]);
    // Asks are listed highest first, so the best ask is the last row.
    return { bids: side('Buy orders'), asks: side('Sell orders').reverse() };
  });
}

/** Both sides show the rows fitted to the panel (the same count a side, several of them). */
export async function expectFullBook(page: Page): Promise<void> {
  await expect(async () => {
    const { bids, asks } = await shownBook(page);
    expect(bids.length).toBeGreaterThanOrEqual(3);
    expect(asks.length).toBe(bids.length);
  }).toPass({ timeout: 15_000 });
}

/** Opens a pair and waits until it is live: connected, a full book, no "Loading…"/"Resyncing…". */
export async function openPair(page: Page, origin: string, pair = 'BTC/USDT'): Promise<void> {
  await page.goto(`${origin}/en/trade/spot/${pair}`);
  await expect(connection(page)).toHaveText('Connected', { timeout: 20_000 });
  await expectFullBook(page);
  await expect(book(page).getByRole('status')).toHaveCount(0);
}

/** `count` tabs of one browser context, each opened on BTC/USDT and live, one after another. */
export async function openTabs(context: BrowserContext, origin: string, count: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; i < count; i++) {
    const page = await context.newPage();
    await openPair(page, origin);
    pages.push(page);
  }
  return pages;
}

/** The chart with its bars and the footer are in too: every view the page watches is watched. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(
    page.getByRole('region', { name: 'Chart', exact: true }).getByRole('img', { name: /chart, .*Bars: / }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

export interface StatusEntry {
  text: string;
  /** Date.now() in the page (the same clock as the test's on this machine). */
  at: number;
}

/** Records every text the connection status shows from now on, with when it showed it. */
export async function recordConnection(page: Page): Promise<void> {
  await page.evaluate(() => {
    const status = document.querySelector('[role="status"][aria-label="Market connection"]');
    if (!status) throw new Error('no connection status');
    const log: { text: string; at: number }[] = [{ text: status.textContent ?? '', at: Date.now() }];
    (window as unknown as { connectionLog: typeof log }).connectionLog = log;
    new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (log.at(-1)?.text !== text) log.push({ text, at: Date.now() });
    }).observe(status, { subtree: true, childList: true, characterData: true });
  });
}

export const connectionLog = (page: Page): Promise<StatusEntry[]> =>
  page.evaluate(() => (window as unknown as { connectionLog: StatusEntry[] }).connectionLog);

/** The first entry at or after `since` whose text matches, once there is one. */
export async function nextStatus(page: Page, pattern: RegExp, since: number, timeout: number) {
  let found: StatusEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await connectionLog(page)).find((entry) => entry.at >= since && pattern.test(entry.text));
        return found !== undefined;
      },
      { timeout, intervals: [100] },
    )
    .toBe(true);
  return found as StatusEntry;
}

/** The server's book at the page's depth step, as `shownBook` gives the page's. */
export async function serverBook(
  origin: string,
  symbol: string,
  step: string,
  rows: number,
): Promise<{ bids: BookRow[]; asks: BookRow[] }> {
  const response = await fetch(
    `${origin}/spot/api/quote/v2/depth?symbol=${symbol}&step=${step}&limit=${rows}`,
  );
  const body = (await response.json()) as { result: { b: BookRow[]; a: BookRow[] } };
  return { bids: body.result.b, asks: body.result.a };
}

/**
 * With the market paused (no trade, no depth change), the page's book must come to equal the
 * server's, row for row: a book that missed updates and never resynced would stay wrong for good.
 * Resumes the market afterwards.
 */
export async function expectBookMatchesServer(
  page: Page,
  sim: { url: string; control(path: string, body: unknown): Promise<void> },
  symbol = 'BTCUSDT',
  step = '0.01',
): Promise<number> {
  await sim.control('market', { paused: true });
  const since = Date.now();
  await expect(async () => {
    const shown = await shownBook(page);
    expect(shown.bids.length).toBeGreaterThanOrEqual(3);
    const server = await serverBook(sim.url, symbol, step, shown.bids.length);
    expect({ bids: canonicalRows(shown.bids), asks: canonicalRows(shown.asks) }).toEqual({
      bids: canonicalRows(server.bids),
      asks: canonicalRows(server.asks),
    });
  }).toPass({ timeout: 15_000 });
  const matchedMs = Date.now() - since;
  await sim.control('market', { paused: false });
  return matchedMs;
}
