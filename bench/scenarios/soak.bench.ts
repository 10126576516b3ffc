/**
 * Endurance (issue 23, part 3): three visible tabs of the trading page, logged in as the classic
 * account, at `--rate 50` for SOAK_MINUTES (default 30; `SOAK_MINUTES=2 npm run bench soak` is the short
 * run), while the account places a limit order far from the market every second and cancels the one
 * before it, over REST (each a private push to every tab).
 *
 * What it checks:
 * - memory: every SAMPLE_MS, each tab's JS heap after a full collection (CDP `HeapProfiler.collectGarbage`
 *   then `JSHeapUsedSize`: what the page keeps, not what it has yet to collect) and the browser's total
 *   memory (tabs/browserMemory.ts: the PSS of every Chromium process). Growth is the median of the last
 *   three samples over the median of the three around the end of the warm-up (the first five minutes,
 *   a quarter of a shorter run); the target is at most 10 %.
 * - long tasks the page caused: a `longtask` observer in each tab. A task that overlaps the bench's
 *   sampling (its forced collections in every tab, its reading of every process's memory: both take
 *   the two cores from the tabs), or begins within SAMPLING_MARGIN_MS after it, is the bench's. One in
 *   which the tab's main thread ran at most 50 ms, and waited for a core the rest, is the machine's
 *   (soak/mainThreadTimes.ts). Only the others count. Each is described with its long animation frame
 *   (the scripts that ran in it, named through the build's source maps, and its rendering).
 * - a crossed book: after every book the tab paints (its rows carry the update id, `data-u`), the
 *   best bid shown must be below the best ask shown.
 * - topics: the simulator's open topics at the end are those open once the tabs had settled.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { createSimulatorProcess, type SimulatorProcess } from '../../tests/e2e/simulatorProcess';
import { buildApp, DIST } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { demoUser, logInAs } from '../logInAs';
import { median, withTarget, type BenchRow, type BenchScenario } from '../harness';
import { createSourceMapper, type SourceMapper } from '../sourceMaps';
import { rendererPidOf, sampleMainThreads } from '../soak/mainThreadTimes';
import { startOrderTraffic } from '../soak/orderTraffic';
import { chromiumMemoryMiB } from '../tabs/browserMemory';
import { readPageMetrics } from '../pageMetrics';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const DURATION_MS = MINUTES * 60_000;
const WARM_UP_MS = Math.min(5 * 60_000, DURATION_MS / 4);
const SAMPLE_MS = Math.min(30_000, DURATION_MS / 12);
const TABS = 3;
const RATE = 50;
const ORDER_EVERY_MS = 1_000;
const VIEWPORT = { width: 1600, height: 1000 };
const PATH = '/en/trade/spot/BTC/USDT';
const LONG_TASK_MS = 50;
const GROWTH_TARGET = 1.1;
const SAMPLING_MARGIN_MS = 250;

/**
 * In each tab, before the app: long tasks with their epoch times, and after each painted book the best
 * bid and ask it shows. Prices of one book have one number of decimals, so their digits compare as
 * integers (BigInt: no float comes near a price).
 */
const PAGE_SCRIPT = `(() => {
  const soak = { longTasks: [], longFrames: [], books: 0, crossed: [] };
  window.__soak = soak;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.duration > ${LONG_TASK_MS}) soak.longTasks.push([performance.timeOrigin + entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration <= ${LONG_TASK_MS}) continue;
      soak.longFrames.push({
        start: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
        render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          url: script.sourceURL,
          offset: script.sourceCharPosition,
          name: script.sourceFunctionName,
          ms: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const prices = (name) =>
    [...document.querySelectorAll('tbody[aria-label="' + name + '"] tr:not([hidden]) [data-cell="price"]')]
      .map((cell) => cell.textContent ?? '')
      .filter((text) => /\\d/.test(text));
  const digits = (text) => BigInt(text.replace(/[^\\d]/g, ''));
  new MutationObserver(() => {
    setTimeout(() => {
      const bids = prices('Buy orders');
      const asks = prices('Sell orders');
      if (bids.length === 0 || asks.length === 0) return;
      soak.books += 1;
      const bestBid = bids.reduce((a, b) => (digits(b) > digits(a) ? b : a));
      const bestAsk = asks.reduce((a, b) => (digits(b) < digits(a) ? b : a));
      if (digits(bestBid) >= digits(bestAsk) && soak.crossed.length < 20) soak.crossed.push(bestBid + ' ≥ ' + bestAsk);
    }, 0);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-u'] });
})();`;

/** A long animation frame (the frame a long task belongs to), with the scripts that ran in it. */
interface LongFrame {
  start: number;
  duration: number;
  /** Style, layout and paint at its end. */
  render: number;
  scripts: { invoker: string; url: string; offset: number; name: string; ms: number }[];
}

interface PageSoak {
  longTasks: [number, number][];
  longFrames: LongFrame[];
  books: number;
  crossed: string[];
}

/**
 * What a long task's frame spent its time on: `77 ms: 61 ms in TimerHandler:setTimeout → flush
 * src/app/hub/x.ts:40; render 12 ms`, its two longest scripts named through the build's source maps.
 */
function describeLongTask(
  [start, duration]: [number, number],
  frames: LongFrame[],
  mapper: SourceMapper,
): string {
  const frame = frames.find((f) => f.start <= start + duration && f.start + f.duration >= start);
  if (!frame) return `${duration.toFixed(0)} ms: no frame recorded`;
  const scripts = [...frame.scripts]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 2)
    .map((script) => {
      const place = script.url ? mapper.atOffset(script.url, script.offset) : undefined;
      const where = place
        ? `${place.name ?? script.name} ${place.source}${place.line ? `:${place.line}` : ''}`
        : script.name || script.url || '?';
      return `${script.ms.toFixed(0)} ms in ${script.invoker} → ${where}`;
    });
  return `${duration.toFixed(0)} ms: ${[...scripts, `render ${frame.render.toFixed(0)} ms`].join(', ')}`;
}

interface Sample {
  atMs: number;
  heapsMiB: number[];
  browserMiB: number;
}

const sleep = (ms: number): Promise<void> => new Promise((wait) => setTimeout(wait, ms));

async function sample(tabs: { cdp: CDPSession }[], startedAt: number): Promise<Sample> {
  const heapsMiB: number[] = [];
  for (const { cdp } of tabs) {
    await cdp.send('HeapProfiler.collectGarbage');
    heapsMiB.push((await readPageMetrics(cdp, ['JSHeapUsedSize'])).JSHeapUsedSize / 2 ** 20);
  }
  return { atMs: Date.now() - startedAt, heapsMiB, browserMiB: chromiumMemoryMiB().pssMiB };
}

async function soak(): Promise<BenchRow[]> {
  buildApp();
  const simulator: SimulatorProcess = await createSimulatorProcess(['--rate', String(RATE)]);
  let browser: Browser | undefined;
  try {
    await simulator.start();
    browser = await launchBenchChromium();
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
    await context.addInitScript({ content: PAGE_SCRIPT });
    await logInAs(context, simulator.url, demoUser('classic'));
    const tabs: { page: Page; cdp: CDPSession; pid: number }[] = [];
    for (let i = 0; i < TABS; i++) {
      const page = await context.newPage();
      await page.goto(`${simulator.url}${PATH}`);
      await page
        .getByRole('region', { name: 'Order book', exact: true })
        .getByRole('row')
        .nth(10)
        .waitFor({ timeout: 30_000 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
      tabs.push({ page, cdp, pid: await rendererPidOf(browser, page) });
    }
    await sleep(10_000);
    const topicsAtStart = (await simulator.stats()).topics.sort();

    const mainThreads = sampleMainThreads(tabs.map((tab) => tab.pid));
    const traffic = startOrderTraffic(context, simulator.url, ORDER_EVERY_MS);
    const startedAt = Date.now();
    /** When the bench sampled, in epoch ms, the margin after included. */
    const sampling: [number, number][] = [];
    const samples: Sample[] = [];
    while (Date.now() - startedAt < DURATION_MS) {
      await sleep(SAMPLE_MS);
      const from = Date.now();
      samples.push(await sample(tabs, startedAt));
      sampling.push([from, Date.now() + SAMPLING_MARGIN_MS]);
    }
    const placed = await traffic.stop();
    await sleep(5_000);
    const topicsAtEnd = (await simulator.stats()).topics.sort();
    const pages = (await Promise.all(tabs.map(({ page }) => page.evaluate('window.__soak')))) as PageSoak[];
    // Sampled until the pages' long tasks are read: a task after the last heap sample is split into
    // running and waiting like any other (it was counted as the page's, unsplit).
    mainThreads.stop();
    await context.close();

    const warm = samples.filter((s) => s.atMs >= WARM_UP_MS).slice(0, 3);
    const last = samples.slice(-3);
    const growth = (pick: (s: Sample) => number): number => median(last.map(pick)) / median(warm.map(pick));
    const heapGrowth = tabs.map((_, i) => growth((s) => s.heapsMiB[i] ?? 0));
    const browserGrowth = growth((s) => s.browserMiB);
    // A long task is the page's unless the bench's sampling overlapped it, or its main thread ran no
    // more than a long task's worth in it and spent the rest waiting for a core (mainThreadTimes.ts).
    const longTasks = pages.map((page, i) => {
      const pid = tabs[i]?.pid ?? 0;
      return page.longTasks
        .filter(([start]) => start >= startedAt)
        .map((task) => {
          const [start, duration] = task;
          const sampled = sampling.some(([from, to]) => start < to && start + duration > from);
          const split = mainThreads.split(pid, start, start + duration);
          const cause: 'bench' | 'machine' | 'page' = sampled
            ? 'bench'
            : split && split.ranMs <= LONG_TASK_MS
              ? 'machine'
              : 'page';
          return { task, split, cause };
        });
    });
    const mapper = createSourceMapper(DIST);
    const describe = (cause: 'machine' | 'page') =>
      longTasks
        .map((list, i) =>
          list
            .filter((entry) => entry.cause === cause)
            .map(({ task, split }) => {
              const cores = split
                ? ` (ran ${split.ranMs.toFixed(0)} ms, waited ${split.waitedMs.toFixed(0)} ms for a core)`
                : ' (not split)';
              return `${describeLongTask(task, pages[i]?.longFrames ?? [], mapper)}${cores}`;
            })
            .join('; '),
        )
        .join(' | ');
    const count = (cause: 'bench' | 'machine' | 'page') =>
      longTasks.reduce((sum, list) => sum + list.filter((entry) => entry.cause === cause).length, 0);
    const longCount = count('page');
    const books = pages.reduce((sum, page) => sum + page.books, 0);
    const crossed = pages.flatMap((page) => page.crossed);
    const label = `${TABS} tabs logged in at --rate ${RATE}, an order placed and one cancelled every second, ${MINUTES} min`;
    const details: Record<string, string | number> = {
      samples: samples
        .map(
          (s) =>
            `${(s.atMs / 60_000).toFixed(1)} min: heaps ${s.heapsMiB.map((h) => h.toFixed(1)).join('/')} MiB, browser ${s.browserMiB.toFixed(0)} MiB`,
        )
        .join('; '),
      ordersPlaced: placed,
      booksChecked: books,
      longTasksOfThePage: describe('page'),
      longTasksOfTheMachine: describe('machine'),
      longTasksInTheBenchSampling: count('bench'),
      topicsAtStart: topicsAtStart.join(', '),
      topicsAtEnd: topicsAtEnd.join(', '),
    };
    return [
      withTarget({
        scenario: `${label}: JS heap growth of the busiest-growing tab after the warm-up`,
        candidate: `heap growth per tab: ${heapGrowth.map((g) => `${((g - 1) * 100).toFixed(1)} %`).join(', ')}`,
        baseline: `the heap at ${(WARM_UP_MS / 60_000).toFixed(1)} min (after a full collection)`,
        ratioMeans: 'median of the last three samples ÷ median of the first three after the warm-up',
        ratio: Math.max(...heapGrowth),
        target: { op: '<=', value: GROWTH_TARGET },
        details,
      }),
      withTarget({
        scenario: `${label}: the browser's memory growth after the warm-up`,
        candidate: `${((browserGrowth - 1) * 100).toFixed(1)} %`,
        baseline: `the browser's PSS at ${(WARM_UP_MS / 60_000).toFixed(1)} min`,
        ratioMeans: 'median of the last three samples ÷ median of the first three after the warm-up',
        ratio: browserGrowth,
        target: { op: '<=', value: GROWTH_TARGET },
        details,
      }),
      withTarget({
        scenario: `${label}: long tasks the page caused`,
        candidate: `${longCount} in ${TABS} tabs (${count('machine')} more that waited for a core)`,
        baseline: 'none',
        ratioMeans:
          'long tasks (over 50 ms) in all tabs in which the main thread ran over 50 ms, ' +
          "those overlapping the bench's sampling left out",
        ratio: longCount,
        target: { op: '=', value: 0 },
        details,
      }),
      withTarget({
        scenario: `${label}: painted books with the best bid at or above the best ask`,
        candidate: `${crossed.length} of ${books} books${crossed.length > 0 ? `: ${crossed.slice(0, 3).join('; ')}` : ''}`,
        baseline: 'none',
        ratioMeans: 'crossed books among every book the tabs painted',
        ratio: crossed.length,
        target: { op: '=', value: 0 },
        details,
      }),
      withTarget({
        scenario: `${label}: open topics at the end against once the tabs had settled`,
        candidate: topicsAtEnd.join(', '),
        baseline: topicsAtStart.join(', '),
        ratioMeans: '1 when the simulator has the same topics open at the end as at the start',
        ratio: JSON.stringify(topicsAtEnd) === JSON.stringify(topicsAtStart) ? 1 : 0,
        target: { op: '=', value: 1 },
        details,
      }),
    ];
  } finally {
    await browser?.close().catch(() => undefined);
    await simulator.stop();
  }
}

const scenario: BenchScenario = { name: 'soak', run: soak };
export default scenario;
