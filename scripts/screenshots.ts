/**
 * PNGs of the trading page, so anyone can look at what it shows after a change (issue 19 §6): light
 * and dark × en and ar-SA × desktop (1440 × 900) and a 400 px phone, each taken once the order book
 * has rows and the chart has bars. Starts its own simulator on a free port and serves the built app:
 * run `npm run build` first.
 *
 *   npx tsx scripts/screenshots.ts [outDir]   (default test-results/screenshots)
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../tests/e2e/chromiumLaunch';
import { readSpotTexts, templatePattern, textAt } from '../tests/e2e/localeTexts';
import { createSimulatorProcess } from '../tests/e2e/simulatorProcess';

const ROOT = resolve(import.meta.dirname, '..');
const THEMES = ['light', 'dark'] as const;
const LOCALES = ['en', 'ar-SA'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 400, height: 800 },
] as const;

interface PageTexts {
  bids: string;
  notices: string;
  /** The chart's text alternative once it holds at least one bar. */
  chartWithBars: RegExp;
  /** The page title once the ticker has given it a price. */
  titleWithPrice: RegExp;
}

/** The locale's own words for what the script waits on, so it finds them by role as a person would. */
function readPageTexts(locale: string): PageTexts {
  const texts = readSpotTexts(locale);
  return {
    bids: textAt(texts, 'book.bids'),
    notices: textAt(texts, 'noticeBar.heading'),
    chartWithBars: templatePattern(textAt(texts, 'chart.summary'), { count: '[1-9][0-9]*' }),
    titleWithPrice: templatePattern(textAt(texts, 'page.title'), { price: '[0-9][0-9,.]*' }),
  };
}

async function waitForMarket(page: Page, texts: PageTexts): Promise<void> {
  const bid = page.getByRole('rowgroup', { name: texts.bids }).getByRole('row').first();
  await bid.waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByRole('img', { name: texts.chartWithBars }).waitFor({ state: 'visible', timeout: 30_000 });
  // The notice bar comes 3 s after load: part of what a person sees.
  await page.getByRole('region', { name: texts.notices }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.title),
    texts.titleWithPrice.source,
    {
      timeout: 30_000,
    },
  );
}

async function shoot(browser: Browser, url: string, outDir: string): Promise<string[]> {
  const saved: string[] = [];
  for (const locale of LOCALES) {
    const texts = readPageTexts(locale);
    for (const theme of THEMES) {
      for (const viewport of VIEWPORTS) {
        // The page takes the system theme until the user picks one, so the context's scheme sets it.
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: theme,
          locale,
        });
        try {
          const page = await context.newPage();
          await page.goto(`${url}/${locale}/trade/spot/BTC/USDT`);
          await waitForMarket(page, texts);
          const file = resolve(outDir, `trading-${locale}-${theme}-${viewport.name}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          saved.push(file);
        } finally {
          await context.close();
        }
      }
    }
  }
  return saved;
}

async function main(): Promise<void> {
  const outDir = resolve(process.argv[2] ?? resolve(ROOT, 'test-results/screenshots'));
  await mkdir(outDir, { recursive: true });
  const simulator = await createSimulatorProcess();
  let browser: Browser | undefined;
  try {
    await simulator.start();
    browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: [...chromiumArgs] });
    for (const file of await shoot(browser, simulator.url, outDir)) console.log(file);
  } finally {
    await browser?.close();
    await simulator.stop();
  }
}

await main();
