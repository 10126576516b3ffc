/**
 * The order book at the fastest feed (issue 5, item 6): how busy a visible tab's main thread is while
 * the simulator runs at `--rate 50` (100 depth messages and 50 trades a second per symbol), against the
 * same page with the feed off (the floor). A ratio of the browser's own task time to wall time, not a
 * timed test.
 *
 * Setup: `npm run build` first, every run (about 10 s; a bench that measured a stale bundle would report
 * on code that is not there, and comparing source and dist times misses a changed dependency or config).
 * The built app's simulator then runs in a process of its own on a free port (`--rate 50 --control`, all
 * pairs), and Debian's Chromium (tests/e2e/chromiumLaunch.ts, plus the flags that keep a tab from being
 * throttled) opens `/en/trade/spot/BTC/USDT` at 1600×1000 as a visitor, once per tab of the order book
 * panel (Order book, then Latest trades; each in a fresh context, the tab selected by a click): the panel
 * shows one tab at a time, and each must keep within the target. Headless, the tab is visible and
 * focused: the hub delivers only to visible tabs, so the snapshot counts below also prove visibility.
 *
 * Method: interleaved windows of WINDOW_MS, feed ON (the market running) and feed OFF
 * (`POST /__control/market {"paused": true}`: no trades, no depth changes; the socket, the heartbeat and
 * every view stay), each after SETTLE_MS for the switch to take effect, the order alternating by round.
 * Per window, the deltas of CDP `Performance.getMetrics` from two sessions: in time ticks `TaskDuration`
 * (wall time the renderer main thread spent in tasks: busy), `ScriptDuration`, `LayoutDuration`,
 * `RecalcStyleDuration` and `Timestamp` (the window's wall time); in thread ticks `ThreadTime` (the main
 * thread's CPU, which excludes time the two-core machine's other processes took from it). Busy share =
 * Σ TaskDuration ÷ Σ wall over the rounds. Long tasks from a `PerformanceObserver('longtask')` in the
 * page (tasks over 50 ms), counted by start time inside a window.
 * The page's intake: an init script wraps `MessagePort` message listeners and counts the snapshots
 * the hub's messages carry, by view kind (the hub throttles each view to one per 100 ms, so ~10/s
 * is the most a view gets); a MutationObserver on the selected tab's region counts DOM
 * commits and the table rows each commit touches (rows that did not change should not be touched).
 * After the rounds, one feed-on window runs under a Chromium trace (the main thread's self time by
 * event name: script, style, layout, paint, commit…) and one under the CDP `Profiler` (the JS functions
 * with the most self time), to say where the time goes; neither counts toward the rows (both slow the page).
 * The traced window also gives what a painted frame costs (bookPanel/frameSplit.ts: the main-thread task
 * that commits a frame, split into script, style, layout, paint and commit, with raster and composite
 * off the main thread), against the same figure for the bare-page floor (floorPage.ts: one
 * text rewritten every 100 ms) traced in the same Chromium after the tabs: issue 23's target is at
 * most 3 times the floor.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBenchChromium } from '../chromium';
import { demoUser, logInAs } from '../logInAs';
import type { DemoUser } from '../../src/server/exchange/demoUsers';
import { DEFAULT_THROTTLE_MS } from '../../src/shared/hub/types';
import { createSimulatorProcess, type SimulatorProcess } from '../../tests/e2e/simulatorProcess';
import { withTarget, type BenchRow, type BenchScenario } from '../harness';
import type { PageProbeReading } from '../bookPanel/pageProbes';
import { topSelfTime, type CpuProfile } from '../bookPanel/profileSummary';
import {
  describeFrameSplit,
  FRAME_TRACE_CATEGORIES,
  splitFrames,
  type FrameSplit,
} from '../bookPanel/frameSplit';
import { FLOOR_PAGE_HTML } from '../bookPanel/floorPage';
import { summarizeMainThread } from '../bookPanel/traceSummary';
import { readPageMetrics } from '../pageMetrics';

const ROUNDS = 5;
const WINDOW_MS = 5_000;
/** After switching the feed: the hub's last throttled snapshot and any push in flight have landed. */
const SETTLE_MS = 1_500;
/** Before the first round: chart history, fonts and the JIT settle. */
const WARM_UP_MS = 5_000;
const VIEWPORT = { width: 1600, height: 1000 };
const PATH = '/en/trade/spot/BTC/USDT';
const RATE = 50;
const LONG_TASK_MS = 50;

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

interface Metrics {
  /** Seconds, from the time-ticks session. */
  timestamp: number;
  task: number;
  script: number;
  layout: number;
  style: number;
  /** Seconds of main-thread CPU, from the thread-ticks session. */
  thread: number;
}

interface Window {
  feed: 'on' | 'off';
  wallMs: number;
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  threadMs: number;
  snapshots: Record<string, number>;
  longTasks: number[];
  regions: Record<string, { commits: number; rowsTouched: number; rows: number }>;
}

/**
 * The page probes as a classic script. Not `addInitScript(fn)`: tsx wraps named functions in a
 * `__name` helper that does not exist in the page, so the source is compiled here with the types stripped.
 */
function pageProbesScript(options: { longTaskMs: number }): string {
  const source = readFileSync(join(here, '..', 'bookPanel', 'pageProbes.ts'), 'utf8');
  const compiled = ts
    .transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    })
    .outputText.replace(/^export /gm, '');
  return `(() => {\n${compiled}\ninstallPageProbes(${JSON.stringify(options)});\n})();`;
}

function build(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

async function readMetrics(wall: CDPSession, cpu: CDPSession): Promise<Metrics> {
  const [w, c] = await Promise.all([
    readPageMetrics(wall, [
      'Timestamp',
      'TaskDuration',
      'ScriptDuration',
      'LayoutDuration',
      'RecalcStyleDuration',
    ]),
    readPageMetrics(cpu, ['ThreadTime']),
  ]);
  return {
    timestamp: w.Timestamp,
    task: w.TaskDuration,
    script: w.ScriptDuration,
    layout: w.LayoutDuration,
    style: w.RecalcStyleDuration,
    thread: c.ThreadTime,
  };
}

const readProbes = (page: Page): Promise<PageProbeReading> =>
  page.evaluate(() =>
    (window as unknown as { __bookBench: { read(): PageProbeReading } }).__bookBench.read(),
  );

const sleep = (ms: number): Promise<void> => new Promise((wait) => setTimeout(wait, ms));

async function setFeed(simulator: SimulatorProcess, on: boolean): Promise<void> {
  await simulator.control('market', { paused: !on });
  await sleep(SETTLE_MS);
}

async function measure(page: Page, wall: CDPSession, cpu: CDPSession, feed: 'on' | 'off'): Promise<Window> {
  const pageBefore = await readProbes(page);
  const before = await readMetrics(wall, cpu);
  await sleep(WINDOW_MS);
  const after = await readMetrics(wall, cpu);
  const pageAfter = await readProbes(page);
  const ms = (key: keyof Metrics): number => (after[key] - before[key]) * 1000;
  const snapshots: Record<string, number> = {};
  for (const [kind, count] of Object.entries(pageAfter.snapshots)) {
    snapshots[kind] = count - (pageBefore.snapshots[kind] ?? 0);
  }
  const regions: Window['regions'] = {};
  for (const [name, region] of Object.entries(pageAfter.regions)) {
    const was = pageBefore.regions[name];
    regions[name] = {
      commits: region.commits - (was?.commits ?? 0),
      rowsTouched: region.rowsTouched - (was?.rowsTouched ?? 0),
      rows: region.rows,
    };
  }
  return {
    feed,
    wallMs: ms('timestamp'),
    taskMs: ms('task'),
    scriptMs: ms('script'),
    layoutMs: ms('layout'),
    styleMs: ms('style'),
    threadMs: ms('thread'),
    snapshots,
    longTasks: pageAfter.longTasks
      .filter((task) => task.startTime >= pageBefore.now && task.startTime < pageAfter.now)
      .map((task) => task.duration),
    regions,
  };
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const round3 = (x: number): number => Math.round(x * 1000) / 1000;
const round1 = (x: number): number => Math.round(x * 10) / 10;

async function profileOneWindow(cpu: CDPSession): Promise<string> {
  await cpu.send('Profiler.enable');
  await cpu.send('Profiler.setSamplingInterval', { interval: 200 });
  await cpu.send('Profiler.start');
  await sleep(WINDOW_MS);
  const { profile } = await cpu.send('Profiler.stop');
  await cpu.send('Profiler.disable');
  return topSelfTime(profile as CpuProfile, 12)
    .map((entry) => `${entry.name} ${entry.selfMs.toFixed(0)} ms`)
    .join('; ');
}

interface TracedWindow {
  busy: number;
  framesPerSecond: number;
  /** The main thread's self time by event name. */
  top: string;
  frames: FrameSplit;
}

/** One window of `page` under a trace: the main thread's self time by event name, and its frames' split. */
async function traceOneWindow(browser: Browser, page: Page): Promise<TracedWindow> {
  await browser.startTracing(page, { categories: FRAME_TRACE_CATEGORIES });
  await sleep(WINDOW_MS);
  const trace = (await browser.stopTracing()).toString('utf8');
  const summary = summarizeMainThread(trace, 14);
  return {
    busy: summary.taskMs / WINDOW_MS,
    framesPerSecond: summary.frames / (WINDOW_MS / 1000),
    top: summary.selfMs.map((entry) => `${entry.name} ${entry.ms.toFixed(0)} ms`).join('; '),
    frames: splitFrames(trace),
  };
}

/** The bare-page floor (floorPage.ts) in the same Chromium: one text rewritten every 100 ms. */
async function traceFloor(browser: Browser): Promise<FrameSplit> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.setContent(FLOOR_PAGE_HTML);
    await sleep(SETTLE_MS);
    return (await traceOneWindow(browser, page)).frames;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** A tab of the order book panel (BookPanel.tsx): its name in the page, and the region probe's name. */
interface PanelTab {
  name: string;
  probe: 'book' | 'trades';
  /** Rows that prove the tab is live: the book fits 8 a side at this size; trades come 40 at most. */
  liveRows: number;
  /**
   * A demo account to log in as before the page opens: the page is then whole (the order form with the
   * account's balances, the orders panel with its bots' open orders, the account's pushes); else a visitor.
   */
  user?: DemoUser;
}

interface TabRun {
  tab: PanelTab;
  windows: Window[];
  visibility: { state: string; focus: boolean };
  traced: TracedWindow;
  profile: string;
}

/**
 * One tab of the panel in a page of its own (a fresh context, so no choice is remembered from the
 * other tab): select it, wait for it to be live, then the interleaved rounds, the trace and the profile.
 */
async function runTab(browser: Browser, simulator: SimulatorProcess, tab: PanelTab): Promise<TabRun> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    await context.addInitScript({ content: pageProbesScript({ longTaskMs: LONG_TASK_MS }) });
    if (tab.user) await logInAs(context, simulator.url, tab.user);
    const page = await context.newPage();
    await page.goto(`${simulator.url}${PATH}`);
    await page.getByRole('tab', { name: tab.name, exact: true }).click();
    const region = page.getByRole('region', { name: tab.name, exact: true });
    await region.getByRole('row').nth(tab.liveRows).waitFor({ timeout: 30_000 });
    await region.evaluate(
      (element, name) =>
        (
          window as unknown as { __bookBench: { observe(name: string, el: Element): void } }
        ).__bookBench.observe(name, element),
      tab.probe,
    );

    const wall = await context.newCDPSession(page);
    await wall.send('Performance.enable', { timeDomain: 'timeTicks' });
    const cpu = await context.newCDPSession(page);
    await cpu.send('Performance.enable', { timeDomain: 'threadTicks' });

    await sleep(WARM_UP_MS);
    const visibility = await page.evaluate(() => ({
      state: document.visibilityState,
      focus: document.hasFocus(),
    }));
    if (visibility.state !== 'visible') throw new Error(`the tab is ${visibility.state}, not visible`);

    const windows: Window[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order: ('on' | 'off')[] = r % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const feed of order) {
        await setFeed(simulator, feed === 'on');
        windows.push(await measure(page, wall, cpu, feed));
      }
    }
    await setFeed(simulator, true);
    const traced = await traceOneWindow(browser, page);
    const profile = await profileOneWindow(cpu);
    return { tab, windows, visibility, traced, profile };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * The four rows of one tab: busy share (target < 10 %), the main thread's CPU share (what of the busy
 * time it spent working), feed on ÷ off, long tasks (target 0).
 */
function tabRows({ tab, windows, visibility, traced, profile }: TabRun, floor: FrameSplit): BenchRow[] {
  const on = windows.filter((w) => w.feed === 'on');
  const off = windows.filter((w) => w.feed === 'off');
  const share = (list: Window[], key: 'taskMs' | 'threadMs' | 'scriptMs' | 'layoutMs' | 'styleMs'): number =>
    sum(list.map((w) => w[key])) / sum(list.map((w) => w.wallMs));
  const perSecond = (list: Window[], pick: (w: Window) => number): number =>
    sum(list.map(pick)) / (sum(list.map((w) => w.wallMs)) / 1000);
  const busyOn = share(on, 'taskMs');
  const busyOff = share(off, 'taskMs');
  const cpuOn = share(on, 'threadMs');
  const cpuOff = share(off, 'threadMs');
  const longOn = on.flatMap((w) => w.longTasks);
  const longOff = off.flatMap((w) => w.longTasks);
  const kinds = [...new Set(windows.flatMap((w) => Object.keys(w.snapshots)))].sort();
  const snapshotRates = (list: Window[]): string =>
    kinds.map((kind) => `${kind} ${perSecond(list, (w) => w.snapshots[kind] ?? 0).toFixed(1)}`).join(', ');
  const commits = sum(on.map((w) => w.regions[tab.probe]?.commits ?? 0));
  const touched = sum(on.map((w) => w.regions[tab.probe]?.rowsTouched ?? 0));
  const viewKind = tab.probe === 'book' ? 'orderBook' : 'trades';
  const snapshotsPerSecond = perSecond(on, (w) => w.snapshots[viewKind] ?? 0);
  const percent = (x: number): string => `${(x * 100).toFixed(1)} %`;
  const wallSeconds = sum(on.map((w) => w.wallMs)) / 1000;
  const who = tab.user ? `logged in as ${tab.user.email}` : 'visitor';
  const label = `book panel, ${tab.name} tab, ${tab.user ? `${who}, ` : ''}at the fastest feed`;

  const details: Record<string, number | string> = {
    method:
      'CDP Performance.getMetrics deltas per window (TaskDuration and Timestamp in time ticks, ThreadTime in thread ticks); ' +
      `${ROUNDS} rounds of ${WINDOW_MS / 1000} s on and off, interleaved, ${SETTLE_MS} ms settle after each switch; shares are Σ task ÷ Σ wall`,
    page: `${PATH} at ${VIEWPORT.width}×${VIEWPORT.height}, ${tab.name} tab, ${who}, ${visibility.state}${visibility.focus ? ', focused' : ''}`,
    feed: `simulator --rate ${RATE} (100 depth messages and 50 trades a second per symbol), every pair`,
    busyShareOn: round3(busyOn),
    busyShareOff: round3(busyOff),
    busyShareOnByRound: on.map((w) => percent(w.taskMs / w.wallMs)).join(', '),
    busyShareOffByRound: off.map((w) => percent(w.taskMs / w.wallMs)).join(', '),
    cpuShareOn: round3(cpuOn),
    cpuShareOff: round3(cpuOff),
    scriptShareOn: round3(share(on, 'scriptMs')),
    layoutShareOn: round3(share(on, 'layoutMs')),
    styleShareOn: round3(share(on, 'styleMs')),
    scriptShareOff: round3(share(off, 'scriptMs')),
    layoutShareOff: round3(share(off, 'layoutMs')),
    styleShareOff: round3(share(off, 'styleMs')),
    snapshotsPerSecondOn: snapshotRates(on),
    snapshotsPerSecondOff: snapshotRates(off),
    tabSnapshotsPerSecondOn: round1(snapshotsPerSecond),
    domCommitsPerSecondOn: round1(perSecond(on, (w) => w.regions[tab.probe]?.commits ?? 0)),
    rowsTouchedPerCommitOn: round1(commits === 0 ? 0 : touched / commits),
    rows: on.at(-1)?.regions[tab.probe]?.rows ?? 0,
    longTasksOn: longOn.length,
    longTasksOff: longOff.length,
    longestLongTaskMs: Math.max(0, ...longOn, ...longOff),
    traceFeedOnBusyShare: round3(traced.busy),
    traceFeedOnFramesPerSecond: round1(traced.framesPerSecond),
    traceFeedOnMainThreadSelfTime: traced.top,
    traceFeedOnFrameSplit: describeFrameSplit(traced.frames),
    profileFeedOnTopSelfTime: profile,
  };
  return [
    withTarget({
      scenario: `${label}: main-thread busy share of a visible tab`,
      candidate: `feed on (rate ${RATE}): ${percent(busyOn)} busy, ${viewKind} ${snapshotsPerSecond.toFixed(1)} snapshots/s`,
      baseline: `wall time (${wallSeconds.toFixed(0)} s of feed-on windows)`,
      ratioMeans: 'main-thread task time ÷ wall time with the feed on (lower is better)',
      ratio: busyOn,
      target: { op: '<', value: 0.1 },
      details,
    }),
    withTarget({
      scenario: `${label}: ${viewKind} snapshots painted per hub tick`,
      candidate: `${snapshotsPerSecond.toFixed(1)} snapshots/s at ${percent(busyOn)} busy`,
      baseline: `the hub's ticks: one every ${DEFAULT_THROTTLE_MS} ms`,
      ratioMeans:
        "snapshots the tab received and painted ÷ the hub's ticks with the feed on (1: every tick); " +
        'issue 23 asks for every tick within the busy target above',
      ratio: snapshotsPerSecond / (1000 / DEFAULT_THROTTLE_MS),
      target: { op: '>=', value: 0.95 },
      details: { snapshotsPerSecondOn: round1(snapshotsPerSecond), busyShareOn: round3(busyOn) },
    }),
    {
      scenario: `${label}: main-thread CPU share (its own work, without the waits)`,
      candidate: `feed on: ${percent(cpuOn)} CPU`,
      baseline: `wall time (busy: ${percent(busyOn)})`,
      ratioMeans:
        'main-thread CPU time ÷ wall time with the feed on; busy minus this is time its tasks spent ' +
        'off the CPU: waiting for a core the other processes had, or blocked on the compositor',
      ratio: cpuOn,
      details: {
        cpuShareOn: round3(cpuOn),
        cpuShareOff: round3(cpuOff),
        offCpuShareOn: round3(busyOn - cpuOn),
      },
    },
    {
      scenario: `${label}: feed on vs the same page with the feed off`,
      candidate: `feed on: ${percent(busyOn)} busy`,
      baseline: `feed off (market paused): ${percent(busyOff)} busy`,
      ratioMeans: 'busy share with the feed on ÷ with the feed off (the cost of the feed over the floor)',
      ratio: busyOn / busyOff,
      details: {
        busyShareOn: round3(busyOn),
        busyShareOff: round3(busyOff),
        feedCostShare: round3(busyOn - busyOff),
      },
    },
    withTarget({
      scenario: `${label}: main-thread cost of a painted frame against the bare-page floor`,
      candidate: `${traced.frames.perFrameMs.main.toFixed(2)} ms a frame (traced window, feed on)`,
      baseline: `a page whose one text changes every 100 ms: ${floor.perFrameMs.main.toFixed(2)} ms a frame`,
      ratioMeans:
        "a painted frame's main-thread task (scripts, style, layout, paint, commit; mean over a traced window) ÷ the floor's (lower is better)",
      ratio: traced.frames.perFrameMs.main / floor.perFrameMs.main,
      target: { op: '<=', value: 3 },
      details: {
        page: describeFrameSplit(traced.frames),
        floor: describeFrameSplit(floor),
      },
    }),
    withTarget({
      scenario: `${label}: long tasks (over 50 ms) with the feed on`,
      candidate: `${longOn.length} long tasks in ${wallSeconds.toFixed(0)} s`,
      baseline: `feed off: ${longOff.length}`,
      ratioMeans: 'count of long tasks in the feed-on windows',
      ratio: longOn.length,
      target: { op: '=', value: 0 },
      details: {
        longTasksOn: longOn.length,
        longTasksOff: longOff.length,
        durationsOnMs: longOn.map((d) => d.toFixed(0)).join(', '),
      },
    }),
  ];
}

async function bookPanel(): Promise<BenchRow[]> {
  build();
  const texts = JSON.parse(readFileSync(join(root, 'locales/en/spot.json'), 'utf8')) as {
    book: { heading: string };
    trades: { heading: string };
  };
  const tabs: PanelTab[] = [
    { name: texts.book.heading, probe: 'book', liveRows: 10 },
    { name: texts.trades.heading, probe: 'trades', liveRows: 10 },
    { name: texts.book.heading, probe: 'book', liveRows: 10, user: demoUser('classic') },
  ];
  const simulator = await createSimulatorProcess(['--rate', String(RATE)]);
  let browser: Browser | undefined;
  try {
    await simulator.start();
    browser = await launchBenchChromium();
    const runs: TabRun[] = [];
    for (const tab of tabs) runs.push(await runTab(browser, simulator, tab));
    // The floor after the pages, the market still running: the machine as busy as the pages had it.
    const floor = await traceFloor(browser);
    return runs.flatMap((run) => tabRows(run, floor));
  } finally {
    await browser?.close().catch(() => undefined);
    await simulator.stop();
  }
}

const scenario: BenchScenario = {
  name: 'bookPanel',
  run: bookPanel,
};
export default scenario;
