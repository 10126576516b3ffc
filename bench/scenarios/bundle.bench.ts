/**
 * The first paint's budget (issue 19 §3): how much JavaScript the page loads before it can paint, and
 * what loading the chart after the first paint buys.
 *
 * Setup: two builds, every run: `npm run build` (dist/, the chart panel and lightweight-charts in a
 * chunk of their own, fetched after the first paint) and the same build with SPOTDESK_EAGER_CHART=1 in
 * a temporary directory (the chart panel in the entry chunk). Both carry the build's brotli and gzip
 * copies, and each is served by its own in-process simulator (same seed) on a free port, as `npm start`
 * serves dist/.
 *
 * Sizes: the entry script of index.html and its modulepreloads, gzip level 9, against the 180 kB
 * budget (brotli, what Chromium is actually sent, beside it); every JavaScript chunk of both builds.
 *
 * Timing: Debian's Chromium (launchBenchChromium) opens `/en/trade/spot/BTC/USDT` as a visitor in a
 * fresh context each time (empty cache, its own hub worker), alternating the two builds, ROUNDS times per
 * profile; the time is from navigation start to the first order-book row painted (bundle/firstBookRowProbe.ts),
 * with first contentful paint beside it. Profiles: desktop (1600×1000, no throttling: loopback, this
 * machine's cores) and mobile (412×823, Lighthouse mobile's DevTools throttling: 562.5 ms latency,
 * 1.47 Mbps down, 4× slower CPU). Ratio: lazy build's median ÷ eager build's median (below 1: the lazy
 * chart paints the book sooner).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildApp, createBenchExchange, DIST, serveBuild } from '../builtApp';
import { readBundleSizes, kB, type BundleSizes, type ChunkSize } from '../bundle/bundleSizes';
import { FIRST_BOOK_ROW_PROBE } from '../bundle/firstBookRowProbe';
import { launchBenchChromium } from '../chromium';
import { median, withTarget, type BenchRow, type BenchScenario } from '../harness';

const FIRST_PAINT_BUDGET_KB = 180;
const ROUNDS = 5;
const PATH = '/en/trade/spot/BTC/USDT';
const SEED = 1;
/** The i18n chunks, one per language and namespace (src/app/i18n/localeFiles.ts). */
const LOCALE_CHUNK = /^assets\/(spot|errorCode|integratedTrade)-[\w-]+\.js$/;

interface Profile {
  name: 'desktop' | 'mobile';
  viewport: { width: number; height: number };
  /** CDP Emulation.setCPUThrottlingRate; 1 is none. */
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const PROFILES: readonly Profile[] = [
  { name: 'desktop', viewport: { width: 1600, height: 1000 }, cpuSlowdown: 1 },
  {
    name: 'mobile',
    viewport: { width: 412, height: 823 },
    cpuSlowdown: 4,
    // Lighthouse's "slow 4G" as DevTools applies it: 150 ms RTT × 3.75, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up.
    network: { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
  },
];

/** A simulator of its own serving `distDir`, as `npm start` does, on a free port. */
async function startSimulator(distDir: string) {
  const exchange = createBenchExchange(SEED);
  const served = await serveBuild(exchange, distDir, SEED);
  exchange.start();
  return {
    url: served.url,
    async close() {
      exchange.stop();
      await served.close();
    },
  };
}

interface Load {
  firstBookRowMs: number;
  firstContentfulPaintMs: number;
}

async function loadOnce(browser: Browser, url: string, profile: Profile): Promise<Load> {
  const context = await browser.newContext({ viewport: profile.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(FIRST_BOOK_ROW_PROBE);
    const cdp = await context.newCDPSession(page);
    if (profile.cpuSlowdown !== 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    await page.goto(url + PATH, { waitUntil: 'commit', timeout: 60_000 });
    const firstBookRowMs = await page.evaluate(
      () => (window as unknown as { __firstBookRow: Promise<number> }).__firstBookRow,
    );
    const firstContentfulPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { firstBookRowMs, firstContentfulPaintMs };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const sum = (chunks: ChunkSize[], key: 'raw' | 'gzip'): number =>
  chunks.reduce((total, c) => total + c[key], 0);
const describe = (c: ChunkSize): string =>
  `${kB(c.raw)} kB raw, ${kB(c.gzip)} kB gzip${c.brotli === undefined ? '' : `, ${kB(c.brotli)} kB brotli`}`;

function sizeRows(lazy: BundleSizes, eager: BundleSizes): BenchRow[] {
  const firstPaintGzip = sum(lazy.firstPaint, 'gzip');
  const firstPaint = withTarget({
    scenario: 'bundle: first-paint JS, gzip',
    candidate: `entry + modulepreloads: ${kB(firstPaintGzip)} kB`,
    baseline: `budget ${FIRST_PAINT_BUDGET_KB} kB`,
    ratioMeans: 'first-paint JS gzip ÷ the 180 kB budget (at most 1)',
    ratio: kB(firstPaintGzip) / FIRST_PAINT_BUDGET_KB,
    target: { op: '<=', value: 1 },
    details: {
      ...Object.fromEntries(lazy.firstPaint.map((c) => [c.file, describe(c)])),
      eagerChartFirstPaintGzipKb: kB(sum(eager.firstPaint, 'gzip')),
    },
  });
  // The 28 languages' text chunks: a page loads one language's, so they are summed, not listed.
  const isLocale = (c: ChunkSize) => LOCALE_CHUNK.test(c.file);
  const chunkDetails = (sizes: BundleSizes, prefix: string) => {
    const locales = sizes.chunks.filter(isLocale);
    return {
      ...Object.fromEntries(
        sizes.chunks.filter((c) => !isLocale(c)).map((c) => [`${prefix}${c.file}`, describe(c)]),
      ),
      [`${prefix}${locales.length} locale text chunks`]: `${kB(sum(locales, 'raw'))} kB raw, ${kB(sum(locales, 'gzip'))} kB gzip`,
    };
  };
  const code = (sizes: BundleSizes) => sizes.chunks.filter((c) => !isLocale(c));
  const total = withTarget({
    scenario: 'bundle: all JS chunks but locale texts, gzip',
    candidate: `lazy chart: ${kB(sum(code(lazy), 'gzip'))} kB in ${code(lazy).length} chunks`,
    baseline: `eager chart: ${kB(sum(code(eager), 'gzip'))} kB in ${code(eager).length} chunks`,
    ratioMeans: 'total JS gzip, lazy ÷ eager (what the split costs in all; informational)',
    ratio: sum(code(lazy), 'gzip') / sum(code(eager), 'gzip'),
    details: { ...chunkDetails(lazy, ''), ...chunkDetails(eager, 'eager build: ') },
  });
  return [firstPaint, total];
}

async function timingRow(
  browser: Browser,
  lazyUrl: string,
  eagerUrl: string,
  profile: Profile,
): Promise<BenchRow> {
  const lazy: Load[] = [];
  const eager: Load[] = [];
  // One of each first, not counted: Chromium's own first-launch work lands on neither build.
  await loadOnce(browser, lazyUrl, profile);
  await loadOnce(browser, eagerUrl, profile);
  for (let round = 0; round < ROUNDS; round++) {
    // The order alternates, so neither build always runs right after the other.
    const order = round % 2 === 0 ? (['lazy', 'eager'] as const) : (['eager', 'lazy'] as const);
    for (const which of order) {
      const load = await loadOnce(browser, which === 'lazy' ? lazyUrl : eagerUrl, profile);
      (which === 'lazy' ? lazy : eager).push(load);
    }
  }
  const lazyRow = median(lazy.map((l) => l.firstBookRowMs));
  const eagerRow = median(eager.map((l) => l.firstBookRowMs));
  const ms = (values: number[]) => values.map((v) => Math.round(v)).join(' ');
  return withTarget({
    scenario: `bundle: navigation → first book row painted, ${profile.name}`,
    candidate: `chart lazy: ${Math.round(lazyRow)} ms`,
    baseline: `chart eager: ${Math.round(eagerRow)} ms`,
    ratioMeans: 'median time to the first order-book row, lazy ÷ eager (lower is better)',
    ratio: lazyRow / eagerRow,
    details: {
      profile: `${profile.viewport.width}×${profile.viewport.height}, CPU ÷${profile.cpuSlowdown}${profile.network ? `, ${profile.network.latency} ms latency, ${Math.round((profile.network.downloadThroughput * 8) / 1024)} kbps down` : ', no network throttling'}`,
      lazyFirstBookRowMs: ms(lazy.map((l) => l.firstBookRowMs)),
      eagerFirstBookRowMs: ms(eager.map((l) => l.firstBookRowMs)),
      lazyFirstContentfulPaintMedianMs: Math.round(median(lazy.map((l) => l.firstContentfulPaintMs))),
      eagerFirstContentfulPaintMedianMs: Math.round(median(eager.map((l) => l.firstContentfulPaintMs))),
      rounds: ROUNDS,
    },
  });
}

async function bundle(): Promise<BenchRow[]> {
  const lazyDir = DIST;
  const eagerDir = mkdtempSync(join(tmpdir(), 'spotdesk-eager-chart-'));
  let browser: Browser | undefined;
  const servers: { close(): Promise<void> }[] = [];
  try {
    buildApp();
    buildApp(eagerDir, { SPOTDESK_EAGER_CHART: '1' });
    const rows = sizeRows(readBundleSizes(lazyDir), readBundleSizes(eagerDir));
    const lazyServer = await startSimulator(lazyDir);
    servers.push(lazyServer);
    const eagerServer = await startSimulator(eagerDir);
    servers.push(eagerServer);
    browser = await launchBenchChromium();
    for (const profile of PROFILES)
      rows.push(await timingRow(browser, lazyServer.url, eagerServer.url, profile));
    return rows;
  } finally {
    await browser?.close().catch(() => undefined);
    for (const server of servers) await server.close();
    rmSync(eagerDir, { recursive: true, force: true });
  }
}

const scenario: BenchScenario = {
  name: 'bundle',
  run: bundle,
};
export default scenario;
