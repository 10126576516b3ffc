/**
 * `sudo npx tsx bench/diagnostics/longTaskCores.ts [seconds] [tab]`: why the order book panel's long
 * tasks are long. Runs the trading page at the fastest feed like the `bookPanel` bench (the built app's
 * simulator at `--rate 50`, Debian's Chromium at 1600×1000, the tab selected by a click; defaults 120 s
 * and "Latest trades") with the kernel's scheduler traced, and for each long task the page reports
 * splits its main thread's time into running, sleeping and waiting for a core, naming the threads that
 * held the cores meanwhile. A frame that ran 15 ms and waited 40 ms is the machine's, not the page's.
 *
 * Linux only, as root: it writes /sys/kernel/tracing (mounting tracefs there if needed), and puts the
 * tracing settings back when it ends. Run it alone, as the bench: it measures contention for the cores.
 * Run `npm run build` first.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { launchBenchChromium } from '../chromium';
import { createSimulatorProcess } from '../../tests/e2e/simulatorProcess';
import { parseSchedTrace, splitSpan, type SpanSplit } from './coreWaits';

const TRACEFS = '/sys/kernel/tracing';
const CLOCK_READS = 5;
const seconds = Number(process.argv[2] ?? 120);
const tabName = process.argv[3] ?? 'Latest trades';
// The trace's text is read into one string: about 0.6 MB a second on two cores.
if (!(seconds > 0 && seconds <= 600))
  throw new Error(`seconds must be from 1 to 600, not ${process.argv[2]}`);

const sleep = (ms: number): Promise<void> => new Promise((wait) => setTimeout(wait, ms));
const tracefs = (file: string, value?: string): string => {
  if (value === undefined) return readFileSync(`${TRACEFS}/${file}`, 'utf8');
  writeFileSync(`${TRACEFS}/${file}`, value);
  return value;
};

function openTracefs(): void {
  if (process.getuid?.() !== 0) throw new Error('the scheduler trace needs root (sudo)');
  if (existsSync(`${TRACEFS}/trace`)) return;
  try {
    execFileSync('mount', ['-t', 'tracefs', 'nodev', TRACEFS]);
  } catch (error) {
    throw new Error(`cannot mount tracefs at ${TRACEFS}`, { cause: error });
  }
}

/** "kind: thread" for every thread alive now: the simulator, Chromium's processes by type, the kernel's. */
function threadNames(pageRendererPid: number): Map<number, string> {
  const names = new Map<number, string>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      // Chromium's zygote children rewrite their command line as one string, so it is read as text.
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      const type = /--type=([\w-]+)/.exec(command)?.[1];
      const kind =
        command === ''
          ? 'kernel'
          : command.includes('src/server/main.ts')
            ? 'simulator'
            : Number(pid) === pageRendererPid
              ? 'page renderer'
              : /chrom/.test(command.split(' ')[0] ?? '')
                ? `chromium ${type ?? 'browser'}`
                : (command.split(' ')[0]?.split('/').pop() ?? '?');
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        names.set(Number(tid), `${kind}: ${readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()}`);
      }
    } catch {
      // The process ended while it was read.
    }
  }
  return names;
}

function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The page's renderer: the busiest of Chromium's renderer processes over a second (one page is open). */
async function pageRenderer(): Promise<number> {
  const renderers = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
      } catch {
        return false;
      }
    });
  const before = new Map(renderers.map((pid) => [pid, cpuTicks(pid)]));
  await sleep(1000);
  const busiest = renderers.sort((a, b) => cpuTicks(b) - before.get(b)! - (cpuTicks(a) - before.get(a)!))[0];
  if (busiest === undefined) throw new Error('no Chromium renderer process found');
  return busiest;
}

const LONG_TASK_PROBE = `(() => {
  const list = (window.__longTasks = []);
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) list.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

const describe = (split: SpanSplit): string =>
  `ran ${split.ranMs.toFixed(1)}, slept ${split.sleptMs.toFixed(1)}, waited for a core ${split.waitedMs.toFixed(1)}` +
  ` while the cores ran: ${[...split.heldBy.entries()]
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= 0.5)
    .map(([holder, ms]) => `${holder} ${ms.toFixed(1)}`)
    .join(', ')}`;

openTracefs();
const saved = {
  clock: /\[(\w+)\]/.exec(tracefs('trace_clock'))?.[1] ?? 'local',
  // "7 (expanded: 1408)" before the buffer was first used.
  buffer: /(\d+)\)?\s*$/.exec(tracefs('buffer_size_kb'))?.[1] ?? '1408',
};
const simulator = await createSimulatorProcess(['--rate', '50']);
let browser: Browser | undefined;
try {
  await simulator.start();
  browser = await launchBenchChromium();
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US' });
  await context.addInitScript({ content: LONG_TASK_PROBE });
  const page = await context.newPage();
  await page.goto(`${simulator.url}/en/trade/spot/BTC/USDT`);
  await page.getByRole('tab', { name: tabName, exact: true }).click();
  await page
    .getByRole('region', { name: tabName, exact: true })
    .getByRole('row')
    .nth(8)
    .waitFor({ timeout: 30_000 });
  await sleep(5_000); // chart history, fonts and the JIT settle, as in the bench
  const renderer = await pageRenderer();

  tracefs('tracing_on', '0');
  tracefs('trace', '');
  tracefs('trace_clock', 'mono');
  tracefs('buffer_size_kb', String(Math.max(65_536, seconds * 1_024)));
  tracefs('set_event', 'sched:sched_switch\nsched:sched_waking\n');
  tracefs('tracing_on', '1');
  // The page's clock against the trace's: markers either side of reading performance.now(), five times.
  const pageTimes: number[] = [];
  for (let attempt = 0; attempt < CLOCK_READS; attempt++) {
    tracefs('trace_marker', `clock ${attempt}`);
    pageTimes.push(await page.evaluate(() => performance.now()));
    tracefs('trace_marker', `clock ${attempt}`);
  }
  await sleep(seconds * 1000);
  tracefs('tracing_on', '0');
  const longTasks = (
    await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks)
  ).filter(([start]) => start >= pageTimes[0]!);
  const names = threadNames(renderer);
  const events = parseSchedTrace(tracefs('trace'));

  const markers = events.flatMap((event) =>
    event.kind === 'marker' && event.text.startsWith('clock') ? [event.ms] : [],
  );
  if (markers.length !== 2 * CLOCK_READS)
    throw new Error('the trace lost its clock markers (did its buffer overflow?)');
  // The tightest pair bounds the page's reading best; its midpoint maps page time to trace time.
  const pairs = pageTimes.map((pageMs, i) => ({ pageMs, from: markers[2 * i]!, to: markers[2 * i + 1]! }));
  const tightest = pairs.sort((a, b) => a.to - a.from - (b.to - b.from))[0]!;
  const offset = (tightest.from + tightest.to) / 2 - tightest.pageMs;
  const nameOf = (tid: number, comm: string): string => names.get(tid) ?? comm;

  const whole = splitSpan(events, renderer, markers.at(-1)!, events.at(-1)!.ms, nameOf);
  console.log(
    `${tabName}, ${seconds} s at --rate 50: the page's main thread (tid ${renderer}) ran ${(whole.ranMs / 1000).toFixed(2)} s` +
      ` and waited for a core ${(whole.waitedMs / 1000).toFixed(2)} s (page times placed to ±${((tightest.to - tightest.from) / 2).toFixed(1)} ms)`,
  );
  console.log(`${longTasks.length} long task${longTasks.length === 1 ? '' : 's'} (ms of the task):`);
  for (const [start, duration] of longTasks) {
    const split = splitSpan(events, renderer, start + offset, start + offset + duration, nameOf);
    console.log(`  ${duration.toFixed(0)} ms at ${(start / 1000).toFixed(1)} s: ${describe(split)}`);
  }
} finally {
  tracefs('tracing_on', '0');
  tracefs('set_event', '');
  tracefs('trace', '');
  tracefs('trace_clock', saved.clock);
  tracefs('buffer_size_kb', saved.buffer);
  await browser?.close();
  await simulator.stop();
}
