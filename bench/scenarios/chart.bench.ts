/**
 * The kline chart at 10 000 bars (issue 6, "Speed"), in Debian's Chromium: main-thread cost of our
 * pipeline against lightweight-charts fed straight on the main thread, measured in the same page,
 * candidate and floor interleaved round by round.
 *
 * Setup: bench/chart/page.ts is built with Vite (bench/chart/vite.config.ts) from the app's real
 * modules and served with a REST stub (bench/chart/serveChartPage.ts) answering kline pages of a seeded
 * history of SHOWN + PAGE bars at the default interval (30m). The candidate is the app's path: the
 * compute client (a module Worker over Comlink: createCompute fetching, checking and parsing pages of
 * 500, deriving MA 7, MA 25 and VOL 5, transferring the snapshot's columns) and createKlineChart
 * showing the snapshot, with 500 execution markers (setMarkers). The floor: createChart + a candlestick
 * series + a volume histogram fed the same bars as ready plain objects, with the same 500 markers.
 *
 * Rows:
 * 1. Initial load: main-thread time to get 10 000 bars on screen, painted. Candidate = the worker loading
 *    them (load, then loadOlder until 10 000: each call fetches at most 4 pages, so 5 calls; their
 *    answers cross to the tab) + snapshot + show + setMarkers; floor = create the chart, setData both
 *    series, markers. Ratio candidate ÷ floor.
 * 2. Live: 100 updates a second for LIVE_SECONDS on a 10 000-bar chart with markers: candidate =
 *    applyLive in the worker (the hub's last two candles, as strings) → chart.update (price, volume and
 *    three indicator lines); floor = series.update of the candle and the volume bar. Busy share and
 *    main-thread ms per update; ratio of ms per update, candidate ÷ floor.
 * 3. Backfill: the longest main-thread task while one older page of 500 comes into the 10 000-bar chart
 *    (the view scrolled to the oldest bars first): candidate = loadOlder in the worker → show (the
 *    whole series again, as useKlineSeries does; the library is given the window of bars around the
 *    view, placeBarWindow, 2 200 at this width); floor, for comparison = setData of the 10 500 bars
 *    from objects. Target (the issue's): the longest task within one frame (16.7 ms).
 *
 * Method: main-thread time is the delta of CDP `Performance.getMetrics` `TaskDuration` (time ticks) over
 * a window, with `ThreadTime` (thread ticks: CPU, excluding time other processes took) beside it; each
 * window starts from a collected heap (gc()). The fixed cost of one bench → page round trip (an
 * evaluate and the CDP reads) is measured with empty rounds and subtracted per round trip in row 1.
 * The longest task comes from a light Chromium trace of each backfill window ('toplevel' and
 * 'devtools.timeline': the top-level tasks on the page's renderer main thread), with the page's
 * longtask observer (> 50 ms) as a cross-check. After the rounds, one candidate backfill runs under a
 * full trace (self time by event name, bench/bookPanel/traceSummary.ts) and one under the CDP profiler
 * (the functions with the most self time), to say where the time goes; neither counts toward a row.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBenchChromium } from '../chromium';
import { DEFAULT_CHART_SETTINGS } from '../../src/shared/protocol';
import { median, withTarget, type BenchRow, type BenchScenario } from '../harness';
import type { ChartBenchPage } from '../chart/page';
import { createKlineHistory } from '../chart/klineHistory';
import { FRAME_MS, longestMainThreadTask, type LongestTask } from '../chart/longestTask';
import { serveChartPage } from '../chart/serveChartPage';
import { topSelfTime, type CpuProfile } from '../bookPanel/profileSummary';
import { summarizeMainThread } from '../bookPanel/traceSummary';
import { totalTime } from '../chart/profileTotals';
import { readPageMetrics } from '../pageMetrics';

const SHOWN = 10_000;
const PAGE = 500;
const MARKERS = 500;
const RATE = 100;
const LIVE_SECONDS = 5;
const ROUNDS = 5;
const IDLE_ROUNDS = 5;
const STEP_MS = 30 * 60_000;
const VIEWPORT = { width: 1280, height: 800 };
const LIGHT_TRACE = ['toplevel', 'devtools.timeline'];
const FULL_TRACE = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'cc',
  'toplevel',
];

if (DEFAULT_CHART_SETTINGS.interval !== '30m')
  throw new Error('chart bench: STEP_MS assumes the 30m default');

type Api = ChartBenchPage;
/** Calls a method of the page's `window.chartBench` and answers its result. */
function call<K extends keyof Api>(
  page: Page,
  method: K,
  ...args: Parameters<Api[K]>
): Promise<Awaited<ReturnType<Api[K]>>> {
  return page.evaluate(
    ([name, list]) => {
      const bench = (window as unknown as { chartBench: Record<string, (...a: unknown[]) => unknown> })
        .chartBench;
      return bench[name]?.(...list);
    },
    [method, args as unknown[]] as const,
  ) as Promise<Awaited<ReturnType<Api[K]>>>;
}

interface Metrics {
  /** Milliseconds. */
  wall: number;
  task: number;
  thread: number;
}

interface Window<T> extends Metrics {
  value: T;
}

async function readMetrics(wall: CDPSession, cpu: CDPSession): Promise<Metrics> {
  const [w, c] = await Promise.all([
    readPageMetrics(wall, ['Timestamp', 'TaskDuration']),
    readPageMetrics(cpu, ['ThreadTime']),
  ]);
  return { wall: w.Timestamp * 1000, task: w.TaskDuration * 1000, thread: c.ThreadTime * 1000 };
}

interface Session {
  browser: Browser;
  page: Page;
  wall: CDPSession;
  cpu: CDPSession;
}

const collect = (s: Session): Promise<void> =>
  s.page.evaluate(() => (globalThis as unknown as { gc(): void }).gc());

/** Runs `work` between two metric reads, from a collected heap unless the caller collected it. */
async function measure<T>(s: Session, work: () => Promise<T>, collected = false): Promise<Window<T>> {
  if (!collected) await collect(s);
  const before = await readMetrics(s.wall, s.cpu);
  const value = await work();
  const after = await readMetrics(s.wall, s.cpu);
  return {
    value,
    wall: after.wall - before.wall,
    task: after.task - before.task,
    thread: after.thread - before.thread,
  };
}

/** Runs `work` under a trace of `categories`; answers the trace's JSON with the work's result. */
async function traced<T>(
  s: Session,
  categories: string[],
  work: () => Promise<T>,
): Promise<{ value: T; trace: string }> {
  await s.browser.startTracing(s.page, { categories });
  try {
    const value = await work();
    return { value, trace: (await s.browser.stopTracing()).toString('utf8') };
  } catch (error) {
    await s.browser.stopTracing().catch(() => undefined);
    throw error;
  }
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const r1 = (x: number): number => Math.round(x * 10) / 10;
const r2 = (x: number): number => Math.round(x * 100) / 100;
const r3 = (x: number): number => Math.round(x * 1000) / 1000;
const list = (values: number[], digits = 1): string => values.map((v) => v.toFixed(digits)).join(', ');
/** Interleaved, the order alternating by round so neither side always runs first. */
const orderOf = (round: number): ('candidate' | 'floor')[] =>
  round % 2 === 0 ? ['candidate', 'floor'] : ['floor', 'candidate'];

async function initialLoad(s: Session, idleMs: { task: number; thread: number }) {
  const candidate: { task: number; thread: number; fetchTask: number; showTask: number; inPage: string }[] =
    [];
  const floor: { task: number; thread: number; inPage: number }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of orderOf(r)) {
      await call(s.page, 'dispose');
      if (kind === 'candidate') {
        const fetched = await measure(s, () => call(s.page, 'loadSeries'));
        const shown = await measure(s, () => call(s.page, 'showCandidate'));
        if (fetched.value.bars !== SHOWN || shown.value.bars !== SHOWN)
          throw new Error(`chart: the worker loaded ${fetched.value.bars} bars, not ${SHOWN}`);
        const fetchTask = fetched.task - idleMs.task;
        const showTask = shown.task - idleMs.task;
        candidate.push({
          task: fetchTask + showTask,
          thread: fetched.thread + shown.thread - 2 * idleMs.thread,
          fetchTask,
          showTask,
          inPage: `show ${shown.value.showMs.toFixed(1)} ms, setMarkers ${shown.value.markersMs.toFixed(1)} ms, ${fetched.value.calls} worker calls`,
        });
      } else {
        const shown = await measure(s, () => call(s.page, 'showFloor'));
        floor.push({
          task: shown.task - idleMs.task,
          thread: shown.thread - idleMs.thread,
          inPage: shown.value.setMs,
        });
      }
    }
  }
  await call(s.page, 'dispose');
  return { candidate, floor };
}

async function live(s: Session) {
  const windows: { kind: 'candidate' | 'floor'; w: Window<{ updates: number; lagMs: number }> }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of orderOf(r)) {
      if (kind === 'candidate') {
        await call(s.page, 'loadSeries');
        await call(s.page, 'showCandidate');
      } else {
        await call(s.page, 'showFloor');
      }
      await call(s.page, 'prepareLive', RATE, LIVE_SECONDS);
      windows.push({ kind, w: await measure(s, () => call(s.page, 'live', kind)) });
    }
  }
  await call(s.page, 'dispose');
  const of = (kind: 'candidate' | 'floor') => {
    const own = windows.filter((w) => w.kind === kind).map((w) => w.w);
    const updates = sum(own.map((w) => w.value.updates));
    return {
      busy: sum(own.map((w) => w.task)) / sum(own.map((w) => w.wall)),
      cpu: sum(own.map((w) => w.thread)) / sum(own.map((w) => w.wall)),
      msPerUpdate: sum(own.map((w) => w.task)) / updates,
      cpuMsPerUpdate: sum(own.map((w) => w.thread)) / updates,
      updatesPerSecond: updates / (sum(own.map((w) => w.wall)) / 1000),
      byRound: own.map((w) => `${((w.task / w.wall) * 100).toFixed(1)} %`).join(', '),
      lagMs: Math.max(...own.map((w) => w.value.lagMs)),
    };
  };
  return { candidate: of('candidate'), floor: of('floor') };
}

interface BackfillSample {
  longest: LongestTask;
  task: number;
  inPageMs: number;
  longTasks: number[];
}

async function backfill(s: Session) {
  const samples: Record<'candidate' | 'floor', BackfillSample[]> = { candidate: [], floor: [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of orderOf(r)) {
      if (kind === 'candidate') {
        await call(s.page, 'loadSeries');
        await call(s.page, 'showCandidate');
      } else {
        await call(s.page, 'showFloor');
      }
      await call(s.page, 'scrollToOldest');
      // The collection before the window stays out of the trace: it is a long task of the bench's own.
      await collect(s);
      const { value: w, trace } = await traced(s, LIGHT_TRACE, () =>
        measure(
          s,
          async () =>
            kind === 'candidate'
              ? await call(s.page, 'backfillCandidate', PAGE).then((v) => {
                  if (v.bars !== SHOWN + PAGE || v.added !== PAGE)
                    throw new Error(`chart backfill: ${v.bars} bars, view moved by ${v.added}`);
                  return { inPageMs: v.showMs, longTasks: v.longTasks };
                })
              : await call(s.page, 'backfillFloor', PAGE).then((v) => ({
                  inPageMs: v.setMs,
                  longTasks: v.longTasks,
                })),
          true,
        ),
      );
      samples[kind].push({
        longest: longestMainThreadTask(trace),
        task: w.task,
        inPageMs: w.value.inPageMs,
        longTasks: w.value.longTasks,
      });
    }
  }
  return samples;
}

/** Functions whose total time splits a show(): our conversions (toChartData.ts) and the library's calls. */
const STEPS = [
  'show',
  'toShownData',
  'toVolumeData',
  'toLineData',
  'drawMarkers',
  'setData',
  'update',
] as const;

interface Explained {
  trace: string;
  profile: string;
  steps: string;
}

/**
 * Where the time of one action goes (after the rounds; counts toward no row): `act` once under a full
 * trace (self time by event name) and, after `prepare` again, once under the CDP profiler (the functions
 * with the most self time, and the total time of STEPS).
 */
async function explain(
  s: Session,
  prepare: () => Promise<unknown>,
  act: () => Promise<unknown>,
): Promise<Explained> {
  await prepare();
  await collect(s);
  const { trace } = await traced(s, FULL_TRACE, act);
  const summary = summarizeMainThread(trace, 12);
  await prepare();
  await collect(s);
  await s.cpu.send('Profiler.enable');
  await s.cpu.send('Profiler.setSamplingInterval', { interval: 100 });
  await s.cpu.send('Profiler.start');
  await act();
  const { profile } = await s.cpu.send('Profiler.stop');
  await s.cpu.send('Profiler.disable');
  await call(s.page, 'dispose');
  const totals = totalTime(profile as CpuProfile, STEPS);
  return {
    trace: `busy ${summary.taskMs.toFixed(1)} ms of ${summary.wallMs.toFixed(0)} ms, ${summary.frames} frames: ${summary.selfMs.map((e) => `${e.name} ${e.ms.toFixed(1)} ms`).join('; ')}`,
    profile: topSelfTime(profile as CpuProfile, 12)
      .map((e) => `${e.name} ${e.selfMs.toFixed(1)} ms`)
      .join('; '),
    steps: STEPS.map((name) => `${name} ${(totals[name] ?? 0).toFixed(1)} ms`).join('; '),
  };
}

async function whereTimeGoes(s: Session) {
  const showCandidate = async () => {
    await call(s.page, 'loadSeries');
    await call(s.page, 'showCandidate');
  };
  const scrolled = (show: () => Promise<unknown>) => async () => {
    await show();
    await call(s.page, 'scrollToOldest');
  };
  const showFloor = () => call(s.page, 'showFloor');
  const liveAfter = (show: () => Promise<unknown>) => async () => {
    await show();
    await call(s.page, 'prepareLive', RATE, 2);
  };
  return {
    initialCandidate: await explain(
      s,
      () => call(s.page, 'loadSeries'),
      () => call(s.page, 'showCandidate'),
    ),
    initialFloor: await explain(s, async () => {}, showFloor),
    liveCandidate: await explain(s, liveAfter(showCandidate), () => call(s.page, 'live', 'candidate')),
    liveFloor: await explain(s, liveAfter(showFloor), () => call(s.page, 'live', 'floor')),
    backfillCandidate: await explain(s, scrolled(showCandidate), () =>
      call(s.page, 'backfillCandidate', PAGE),
    ),
    backfillFloor: await explain(s, scrolled(showFloor), () => call(s.page, 'backfillFloor', PAGE)),
  };
}
type Where = Awaited<ReturnType<typeof whereTimeGoes>>;

async function chart(): Promise<BenchRow[]> {
  const history = createKlineHistory(SHOWN + PAGE, STEP_MS, Date.now());
  const server = await serveChartPage(history);
  let browser: Browser | undefined;
  try {
    // gc(): every window starts from a collected heap.
    browser = await launchBenchChromium(['--js-flags=--expose-gc']);
    const page = await browser.newPage({ viewport: VIEWPORT });
    page.on('pageerror', (error) => console.error(`chart page: ${error.message}`));
    await page.goto(server.origin);
    await page.waitForFunction(() => 'chartBench' in window);
    const bars = await call(page, 'setup', SHOWN, MARKERS);
    if (bars !== SHOWN + PAGE) throw new Error(`chart: the page has ${bars} bars`);
    const wall = await page.context().newCDPSession(page);
    await wall.send('Performance.enable', { timeDomain: 'timeTicks' });
    const cpu = await page.context().newCDPSession(page);
    await cpu.send('Performance.enable', { timeDomain: 'threadTicks' });
    const s: Session = { browser, page, wall, cpu };

    // Warm-up: the JIT, the worker's modules and the library's code paths, once each side.
    for (const kind of ['candidate', 'floor'] as const) {
      if (kind === 'candidate') {
        await call(page, 'loadSeries');
        await call(page, 'showCandidate');
      } else await call(page, 'showFloor');
      await call(page, 'prepareLive', RATE, 1);
      await call(page, 'live', kind);
      await call(page, 'scrollToOldest');
      if (kind === 'candidate') await call(page, 'backfillCandidate', PAGE);
      else await call(page, 'backfillFloor', PAGE);
    }
    await call(page, 'dispose');
    const idle: Window<void>[] = [];
    for (let i = 0; i < IDLE_ROUNDS; i++) idle.push(await measure(s, () => call(page, 'idle')));
    const idleMs = { task: median(idle.map((w) => w.task)), thread: median(idle.map((w) => w.thread)) };
    const pagesBefore = server.pagesServed();

    const initial = await initialLoad(s, idleMs);
    const pagesPerLoad = (server.pagesServed() - pagesBefore) / ROUNDS;
    const liveResult = await live(s);
    const backfills = await backfill(s);
    const where = await whereTimeGoes(s);
    return rows(initial, liveResult, backfills, where, idleMs, pagesPerLoad);
  } finally {
    await browser?.close().catch(() => undefined);
    await server.close();
  }
}

/** A traced and a profiled run of one action, as detail fields. */
const explained = (prefix: string, e: Explained): Record<string, string> => ({
  [`${prefix}TraceMainThreadSelfTime`]: e.trace,
  [`${prefix}ProfileTopSelfTime`]: e.profile,
  [`${prefix}ProfileTotalTimeOf`]: e.steps,
});

function rows(
  initial: Awaited<ReturnType<typeof initialLoad>>,
  liveResult: Awaited<ReturnType<typeof live>>,
  backfills: Awaited<ReturnType<typeof backfill>>,
  where: Where,
  idleMs: { task: number; thread: number },
  pagesPerLoad: number,
): BenchRow[] {
  const cTask = median(initial.candidate.map((c) => c.task));
  const fTask = median(initial.floor.map((f) => f.task));
  const setup = `${SHOWN} bars (30m), ${MARKERS} markers, 1200×600 chart, Chromium headless`;
  const { candidate: lc, floor: lf } = liveResult;
  const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;
  const longest = (kind: 'candidate' | 'floor'): number =>
    Math.max(...backfills[kind].map((b) => b.longest.ms));
  const cLongest = longest('candidate');
  const fLongest = longest('floor');
  const worst = backfills.candidate.reduce((a, b) => (b.longest.ms > a.longest.ms ? b : a));
  const longTasksOver50 = (kind: 'candidate' | 'floor') => backfills[kind].flatMap((b) => b.longTasks);
  return [
    {
      scenario: `chart, initial load of ${SHOWN} bars with ${MARKERS} markers: main-thread time`,
      candidate: `compute worker (REST pages, MA 7/25, VOL 5) → createKlineChart.show + setMarkers: ${cTask.toFixed(1)} ms`,
      baseline: `lightweight-charts createChart + candles + volume + markers from objects: ${fTask.toFixed(1)} ms`,
      ratioMeans: 'main-thread task time to 10 000 bars painted, candidate ÷ floor (lower is better)',
      ratio: cTask / fTask,
      details: {
        method:
          'CDP Performance.getMetrics TaskDuration delta (time ticks) per window, from a collected heap, minus an empty round trip per window; medians of interleaved rounds; ThreadTime (thread ticks) beside it',
        setup,
        rounds: ROUNDS,
        candidateTaskMs: r1(cTask),
        candidateTaskMsByRound: list(initial.candidate.map((c) => c.task)),
        candidateFetchPhaseTaskMs: r1(median(initial.candidate.map((c) => c.fetchTask))),
        candidateShowPhaseTaskMs: r1(median(initial.candidate.map((c) => c.showTask))),
        candidateThreadMs: r1(median(initial.candidate.map((c) => c.thread))),
        candidateInPage: initial.candidate.map((c) => c.inPage).join(' | '),
        restPagesPerLoad: pagesPerLoad,
        floorTaskMs: r1(fTask),
        floorTaskMsByRound: list(initial.floor.map((f) => f.task)),
        floorThreadMs: r1(median(initial.floor.map((f) => f.thread))),
        floorInPageSetMsByRound: list(initial.floor.map((f) => f.inPage)),
        emptyRoundTripTaskMs: r2(idleMs.task),
        ...explained('candidateShow', where.initialCandidate),
        ...explained('floorShow', where.initialFloor),
      },
    },
    {
      scenario: `chart, live: ${RATE} updates/s on ${SHOWN} bars with ${MARKERS} markers`,
      candidate: `applyLive (worker) → chart.update, MA 7/25 + VOL 5: ${percent(lc.busy)} busy, ${lc.msPerUpdate.toFixed(3)} ms/update`,
      baseline: `series.update (candle + volume) on the main thread: ${percent(lf.busy)} busy, ${lf.msPerUpdate.toFixed(3)} ms/update`,
      ratioMeans: 'main-thread task time per update, candidate ÷ floor (lower is better)',
      ratio: lc.msPerUpdate / lf.msPerUpdate,
      details: {
        method: `CDP TaskDuration ÷ Timestamp over ${ROUNDS} interleaved windows of ${LIVE_SECONDS} s a side (paced at ${RATE}/s, ended when every update was drawn and painted); ThreadTime beside it`,
        setup,
        candidateBusyShare: r3(lc.busy),
        floorBusyShare: r3(lf.busy),
        busyShareRatio: r2(lc.busy / lf.busy),
        candidateMsPerUpdate: r3(lc.msPerUpdate),
        floorMsPerUpdate: r3(lf.msPerUpdate),
        candidateCpuShare: r3(lc.cpu),
        floorCpuShare: r3(lf.cpu),
        candidateCpuMsPerUpdate: r3(lc.cpuMsPerUpdate),
        floorCpuMsPerUpdate: r3(lf.cpuMsPerUpdate),
        candidateUpdatesPerSecond: r1(lc.updatesPerSecond),
        floorUpdatesPerSecond: r1(lf.updatesPerSecond),
        candidateBusyByRound: lc.byRound,
        floorBusyByRound: lf.byRound,
        candidateWorstDrawLagAfterLastSendMs: r1(lc.lagMs),
        ...explained('candidateLive2s', where.liveCandidate),
        ...explained('floorLive2s', where.liveFloor),
      },
    },
    withTarget({
      scenario: `chart, backfill of ${PAGE} older bars into ${SHOWN}: longest main-thread task vs one frame`,
      candidate: `loadOlder (worker) → createKlineChart.show of ${SHOWN + PAGE} bars (the library holds a window of them): longest task ${cLongest.toFixed(1)} ms`,
      baseline: `one frame (${FRAME_MS.toFixed(1)} ms)`,
      ratioMeans: 'longest main-thread task over the rounds ÷ 16.7 ms (the target: within one frame)',
      ratio: cLongest / FRAME_MS,
      target: { op: '<=', value: 1 },
      details: {
        method: `the longest top-level task on the renderer main thread in a light trace (${LIGHT_TRACE.join(', ')}) of each backfill window, worst of ${ROUNDS} rounds; longtask observer (> 50 ms) as a cross-check`,
        setup: `${setup}, view scrolled to the oldest bars first (the window of bars the library holds slid there)`,
        candidateLongestMsByRound: list(backfills.candidate.map((b) => b.longest.ms)),
        candidateTasksOverOneFrameByRound: backfills.candidate
          .map((b) => b.longest.overFrameTasks.join(', '))
          .join(' | '),
        candidateWorstTaskInside: worst.longest.inside,
        candidateShowCallMsByRound: list(backfills.candidate.map((b) => b.inPageMs)),
        candidateWindowTaskMsByRound: list(backfills.candidate.map((b) => b.task)),
        candidateLongTasksOver50Ms: list(longTasksOver50('candidate')),
        floorLongestMsByRound: list(backfills.floor.map((b) => b.longest.ms)),
        floorSetDataMsByRound: list(backfills.floor.map((b) => b.inPageMs)),
        floorTasksOverOneFrameByRound: backfills.floor
          .map((b) => b.longest.overFrameTasks.join(', '))
          .join(' | '),
        candidateOverFloorLongest: r2(cLongest / fLongest),
        ...explained('candidateBackfill', where.backfillCandidate),
        ...explained('floorBackfill', where.backfillFloor),
      },
    }),
    {
      scenario: `chart, backfill for comparison: lightweight-charts setData of ${SHOWN + PAGE} bars from objects`,
      candidate: `candles + volume setData, view kept: longest task ${fLongest.toFixed(1)} ms`,
      baseline: `one frame (${FRAME_MS.toFixed(1)} ms)`,
      ratioMeans:
        'longest main-thread task over the rounds ÷ 16.7 ms (the library floor of a whole-series set)',
      ratio: fLongest / FRAME_MS,
      details: {
        floorLongestMsByRound: list(backfills.floor.map((b) => b.longest.ms)),
        floorWorstTaskInside: backfills.floor.reduce((a, b) => (b.longest.ms > a.longest.ms ? b : a)).longest
          .inside,
        floorLongTasksOver50Ms: list(longTasksOver50('floor')),
      },
    },
  ];
}

const scenario: BenchScenario = {
  name: 'chart',
  run: chart,
};
export default scenario;
