/**
 * The headline bench (issue 23, part 2): eight tabs of the trading page on one SharedWorker socket,
 * against the same eight tabs each with a hub of its own on its main thread (`?hub=inline`, the
 * architecture of trading front ends without a worker), in one Chromium, in one run.
 *
 * Setup: the app built here, every run, with `SPOTDESK_INLINE_HUB=1` (the page as always, plus the
 * `?hub=inline` switch only this build has) into a directory of its own, served by the simulator in a
 * process of its own (`--dist`) at `--rate 50` (every pair; the same market for both modes). Per
 * mode, a fresh browser context (so a SharedWorker of its own) with TABS pages of
 * `/en/trade/spot/BTC/USDT` at 1600×1000 as a visitor: VISIBLE of them visible, the rest hidden.
 *
 * Hidden tabs: headless Chromium shows every page as visible (Playwright emulates focus, and neither a
 * background target nor a minimised window changed that on this machine), so a hidden tab is made hidden
 * as the e2e suite does: `document.visibilityState` reads "hidden" from before the app loads. The
 * app then treats it as hidden (its hub sends it nothing; an inline tab's hub keeps its socket and
 * merges, as it would in a background tab), but Chromium still runs its frames, which a truly hidden
 * tab would not: the hidden tabs' figures are what the app's own work costs there.
 *
 * Method, per mode: once every tab is open, SETTLE_MS, then one window of WINDOW_MS in which each
 * page's CDP `Performance.getMetrics` deltas give its main thread's busy share (TaskDuration ÷ wall),
 * and a `longtask` observer in each page counts tasks over 50 ms. After the window: each page's JS heap
 * (`JSHeapUsedSize`), the hub worker's (tabs/sharedWorkerHeaps.ts; inline tabs have none), the
 * browser's total memory (the PSS of every Chromium process, tabs/browserMemory.ts), and the sockets
 * open at the simulator (`/__control/stats`).
 *
 * Message-to-paint latency, in the visible tabs: each book a tab paints carries its update id `u`
 * (BookSideRows.tsx), noted with the time of the first free moment after its frame; the bench's own
 * socket on the same book topic (tabs/pushTimes.ts) has the server's push time of each `u`. The simulator
 * runs on the same machine and clock. Each mode's sockets are read before the bench opens its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { createSimulatorProcess, type SimulatorProcess } from '../../tests/e2e/simulatorProcess';
import { buildApp } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { percentile, withTarget, type BenchRow, type BenchScenario } from '../harness';
import { chromiumMemoryMiB } from '../tabs/browserMemory';
import { sharedWorkerHeaps } from '../tabs/sharedWorkerHeaps';
import { recordPushTimes } from '../tabs/pushTimes';
import { readPageMetrics } from '../pageMetrics';

const TABS = 8;
const VISIBLE = 2;
const RATE = 50;
const SETTLE_MS = 10_000;
// A minute: about 1 200 painted books a mode, so a p99 rests on a dozen of them. A 20 s window gave
// about 400, and the two modes' p99s moved by 15-25 ms from run to run (bench/README.md § tabs).
const WINDOW_MS = 60_000;
const VIEWPORT = { width: 1600, height: 1000 };
const PATH = '/en/trade/spot/BTC/USDT';
const LONG_TASK_MS = 50;
const LATENCY_P99_TARGET_MS = 250;

type Mode = 'hub' | 'inline';

interface TabReading {
  visible: boolean;
  busy: number;
  heapMiB: number;
  longTasks: number;
  /** Books painted a second (visible tabs). */
  paintsPerSecond: number;
  /** Per book painted in the window: ms from the server's push of its update to the paint. */
  latenciesMs: number[];
}

interface ModeRun {
  mode: Mode;
  sockets: number;
  tabs: TabReading[];
  /** The hub SharedWorker's JS heap (0 for inline hubs: theirs are in the tabs' heaps). */
  hubWorkerMiB: number;
  browserMiB: number;
}

/**
 * Before the app: hidden tabs read hidden; every tab counts its long tasks and notes each book it
 * paints, `[u, epoch ms]`: the update id the book's rows now carry (BookSideRows.tsx's `data-u`), timed
 * at the first free moment after the frame that wrote it (its style, layout and paint ran in the
 * frame's own task).
 */
const pageScript = (hidden: boolean): string => `(() => {
  ${hidden ? "Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }); Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });" : ''}
  window.__longTasks = 0;
  window.__painted = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration > ${LONG_TASK_MS}) window.__longTasks += 1;
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((records) => {
    const u = Number(records[records.length - 1].target.getAttribute('data-u'));
    setTimeout(() => window.__painted.push([u, Date.now()]), 0);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-u'] });
})();`;

const sleep = (ms: number): Promise<void> => new Promise((wait) => setTimeout(wait, ms));

const TAB_METRICS = ['TaskDuration', 'Timestamp', 'JSHeapUsedSize'] as const;
type TabMetric = (typeof TAB_METRICS)[number];

async function openTab(
  context: BrowserContext,
  simulator: SimulatorProcess,
  mode: Mode,
  visible: boolean,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  await page.addInitScript({ content: pageScript(!visible) });
  await page.goto(`${simulator.url}${PATH}${mode === 'inline' ? '?hub=inline' : ''}`);
  // A visible tab is live once its book shows rows; a hidden one once its page has loaded.
  if (visible)
    await page
      .getByRole('region', { name: 'Order book', exact: true })
      .getByRole('row')
      .nth(10)
      .waitFor({ timeout: 30_000 });
  else await page.getByRole('contentinfo').waitFor({ timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  return { page, cdp };
}

/** The hub worker's heap: the one SharedWorker of the hub's script in `browser` (none for inline hubs). */
async function hubWorkerHeapMiB(browser: Browser, mode: Mode): Promise<number> {
  const hubs = (await sharedWorkerHeaps(browser)).filter((worker) => /\/hubWorker[-.]/.test(worker.url));
  const expected = mode === 'hub' ? 1 : 0;
  if (hubs.length !== expected)
    throw new Error(`expected ${expected} hub worker with ${mode} hubs, found ${hubs.length}`);
  return hubs[0]?.usedMiB ?? 0;
}

async function runMode(browser: Browser, simulator: SimulatorProcess, mode: Mode): Promise<ModeRun> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    const tabs: { page: Page; cdp: CDPSession; visible: boolean }[] = [];
    for (let i = 0; i < TABS; i++) {
      const visible = i < VISIBLE;
      tabs.push({ ...(await openTab(context, simulator, mode, visible)), visible });
    }
    // The page's sockets, before the bench opens its own; the book's topic, which the bench then watches.
    const { connections: sockets, topics } = await simulator.stats();
    const bookTopics = topics.filter((topic) => /^mergedDepth\.\d+\..+\.BTCUSDT$/.test(topic));
    if (bookTopics.length !== 1)
      throw new Error(`expected one BTCUSDT book topic, the hub has ${bookTopics.join(', ')}`);
    const pushes = await recordPushTimes(simulator.url, bookTopics[0] ?? '');
    await sleep(SETTLE_MS);
    const windowStart = Date.now();
    const longBefore = await Promise.all(tabs.map(({ page }) => page.evaluate('window.__longTasks')));
    const metrics = (cdp: CDPSession) => readPageMetrics(cdp, TAB_METRICS);
    const before = await Promise.all(tabs.map(({ cdp }) => metrics(cdp)));
    await sleep(WINDOW_MS);
    const after = await Promise.all(tabs.map(({ cdp }) => metrics(cdp)));
    const longAfter = await Promise.all(tabs.map(({ page }) => page.evaluate('window.__longTasks')));
    const windowEnd = Date.now();
    const painted = (await Promise.all(tabs.map(({ page }) => page.evaluate('window.__painted')))) as [
      number,
      number,
    ][][];
    pushes.close();
    const readings = tabs.map(({ visible }, i): TabReading => {
      const inWindow = (painted[i] ?? []).filter(([, at]) => at >= windowStart && at < windowEnd);
      const latenciesMs = inWindow.flatMap(([u, at]) => {
        const pushed = pushes.at(u);
        return pushed === undefined ? [] : [at - pushed];
      });
      const was = before[i];
      const now = after[i];
      if (!was || !now) throw new Error(`no metrics for tab ${i}`);
      const delta = (name: TabMetric): number => now[name] - was[name];
      return {
        visible,
        busy: delta('TaskDuration') / delta('Timestamp'),
        heapMiB: now.JSHeapUsedSize / 2 ** 20,
        longTasks: Number(longAfter[i]) - Number(longBefore[i]),
        paintsPerSecond: inWindow.length / ((windowEnd - windowStart) / 1000),
        latenciesMs,
      };
    });
    // The browser's memory first: attaching to the hub worker to read its heap must not count in it.
    const { pssMiB } = chromiumMemoryMiB();
    const hubWorkerMiB = await hubWorkerHeapMiB(browser, mode);
    return { mode, sockets, tabs: readings, hubWorkerMiB, browserMiB: pssMiB };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;
const mib = (x: number): string => `${x.toFixed(0)} MiB`;

function rows(hub: ModeRun, inline: ModeRun): BenchRow[] {
  const visible = (run: ModeRun) => run.tabs.filter((tab) => tab.visible);
  const hidden = (run: ModeRun) => run.tabs.filter((tab) => !tab.visible);
  const shares = (list: TabReading[]) => list.map((tab) => percent(tab.busy)).join(', ');
  const heap = (run: ModeRun) => run.tabs.reduce((sum, tab) => sum + tab.heapMiB, 0);
  const long = (run: ModeRun) => run.tabs.reduce((sum, tab) => sum + tab.longTasks, 0);
  const label = `${TABS} tabs (${VISIBLE} visible, ${TABS - VISIBLE} hidden) at --rate ${RATE}`;
  const latencies = (run: ModeRun) => visible(run).flatMap((tab) => tab.latenciesMs);
  const latencyText = (run: ModeRun) => {
    const all = latencies(run);
    return `p50 ${percentile(all, 50).toFixed(0)} / p99 ${percentile(all, 99).toFixed(0)} / max ${Math.max(...all).toFixed(0)} ms (${all.length} books)`;
  };
  const details = (run: ModeRun): Record<string, string | number> => ({
    sockets: run.sockets,
    visiblePaintsPerSecond: visible(run)
      .map((tab) => tab.paintsPerSecond.toFixed(1))
      .join(', '),
    messageToPaint: latencyText(run),
    visibleBusy: shares(visible(run)),
    hiddenBusy: shares(hidden(run)),
    tabHeapsMiB: run.tabs.map((tab) => tab.heapMiB.toFixed(1)).join(', '),
    hubWorkerHeapMiB: run.hubWorkerMiB.toFixed(1),
    browserMiB: Math.round(run.browserMiB),
    longTasks: long(run),
  });
  const both = { hub: JSON.stringify(details(hub)), inline: JSON.stringify(details(inline)) };
  return [
    withTarget({
      scenario: `${label}: sockets open at the server`,
      candidate: `SharedWorker hub: ${hub.sockets}`,
      baseline: `inline hubs: ${inline.sockets}`,
      ratioMeans: 'sockets with the SharedWorker hub (the target is one for every tab)',
      ratio: hub.sockets,
      target: { op: '=', value: 1 },
      details: both,
    }),
    withTarget({
      scenario: `${label}: main-thread busy share of each visible tab`,
      candidate: `SharedWorker hub: ${shares(visible(hub))}`,
      baseline: `inline hubs: ${shares(visible(inline))}`,
      ratioMeans:
        'mean busy share of the visible tabs, hub ÷ inline (lower is better); busy is CDP TaskDuration ÷ wall',
      ratio: mean(visible(hub).map((tab) => tab.busy)) / mean(visible(inline).map((tab) => tab.busy)),
      target: { op: '<=', value: 0.6 },
      details: both,
    }),
    withTarget({
      scenario: `${label}: main-thread busy share of the busiest hidden tab`,
      candidate: `SharedWorker hub: ${shares(hidden(hub))}`,
      baseline: `inline hubs: ${shares(hidden(inline))}`,
      ratioMeans: "the busiest hidden tab's busy share with the SharedWorker hub (target at most 0.5 %)",
      ratio: Math.max(...hidden(hub).map((tab) => tab.busy)),
      target: { op: '<=', value: 0.005 },
      details: both,
    }),
    withTarget({
      scenario: `${label}: message-to-paint latency, p99, against the target`,
      candidate: `SharedWorker hub: ${latencyText(hub)}`,
      baseline: `the target: p99 ≤ ${LATENCY_P99_TARGET_MS} ms`,
      ratioMeans:
        "the visible tabs' p99 from the server's push of a book update to the frame that shows it ÷ 250 ms",
      ratio: percentile(latencies(hub), 99) / LATENCY_P99_TARGET_MS,
      target: { op: '<=', value: 1 },
      details: both,
    }),
    withTarget({
      scenario: `${label}: message-to-paint latency, p99, hub against inline`,
      candidate: `SharedWorker hub: ${latencyText(hub)}`,
      baseline: `inline hubs: ${latencyText(inline)}`,
      ratioMeans: 'p99 with the SharedWorker hub ÷ p99 with inline hubs (no worse: at most 1)',
      ratio: percentile(latencies(hub), 99) / percentile(latencies(inline), 99),
      target: { op: '<=', value: 1 },
      details: both,
    }),
    withTarget({
      scenario: `${label}: the browser's memory`,
      candidate: `SharedWorker hub: ${mib(hub.browserMiB)} (tabs' JS heaps ${mib(heap(hub))}, the hub worker's ${hub.hubWorkerMiB.toFixed(1)} MiB)`,
      baseline: `inline hubs: ${mib(inline.browserMiB)} (tabs' JS heaps ${mib(heap(inline))}, each with its hub)`,
      ratioMeans:
        "the browser's total PSS with the hub ÷ with inline hubs (below 1 is the target); the JS heaps are inside the total",
      ratio: hub.browserMiB / inline.browserMiB,
      target: { op: '<', value: 1 },
      details: both,
    }),
    {
      scenario: `${label}: long tasks (over 50 ms) in all tabs`,
      candidate: `SharedWorker hub: ${long(hub)}`,
      baseline: `inline hubs: ${long(inline)}`,
      ratioMeans: `long tasks in the ${WINDOW_MS / 1000} s window, all tabs, with the SharedWorker hub`,
      ratio: long(hub),
      details: both,
    },
  ];
}

async function tabs(): Promise<BenchRow[]> {
  // The page as always, plus the `?hub=inline` switch that only this build has (vite.config.ts).
  const distDir = mkdtempSync(join(tmpdir(), 'spotdesk-inline-hub-'));
  buildApp(distDir, { SPOTDESK_INLINE_HUB: '1' });
  const simulator = await createSimulatorProcess(['--rate', String(RATE), '--dist', distDir]);
  let browser: Browser | undefined;
  try {
    await simulator.start();
    browser = await launchBenchChromium();
    const hub = await runMode(browser, simulator, 'hub');
    const inline = await runMode(browser, simulator, 'inline');
    return rows(hub, inline);
  } finally {
    await browser?.close().catch(() => undefined);
    await simulator.stop();
    rmSync(distDir, { recursive: true, force: true });
  }
}

const scenario: BenchScenario = { name: 'tabs', run: tabs };
export default scenario;
