/**
 * How much of a long task the page's own main thread ran, and how much it waited for a core. A task the
 * page reports as long is wall time: on the two-core machine it also holds the time the renderer's main
 * thread was ready to run while the simulator, the hub's worker or the other tabs held both cores. Linux
 * keeps both figures per thread (`/proc/{pid}/task/{tid}/schedstat`: ns on a core, ns runnable and
 * waiting for one); the renderer's main thread is the process's first thread (its tid is the pid).
 * Sampled every SAMPLE_MS for each tab; a long task is split over the samples around it, so its window
 * is up to two samples wider than the task, and the neighbouring work in it counts as the task's.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

const SAMPLE_MS = 10;

export interface TaskSplit {
  /** The main thread on a core, in ms, over the window around the task. */
  ranMs: number;
  /** The main thread ready to run but waiting for a core, in ms. */
  waitedMs: number;
}

/** The pid of the renderer process that shows `page`, from the `TracingStartedInBrowser` trace event. */
export async function rendererPidOf(browser: Browser, page: Page): Promise<number> {
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: { name: string; args?: { data?: { frames?: { processId?: number }[] } } }[];
  };
  const started = trace.traceEvents.find((event) => event.name === 'TracingStartedInBrowser');
  const pid = started?.args?.data?.frames?.[0]?.processId;
  if (pid === undefined) throw new Error('the trace does not name the renderer process of the page');
  return pid;
}

/** ns on a core and ns waiting for one, or undefined off Linux or once the process is gone. */
function readSchedstat(pid: number): [number, number] | undefined {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return ran === undefined || waited === undefined ? undefined : [ran, waited];
  } catch {
    return undefined;
  }
}

/** A thread's samples: when (epoch ms), and its ns on a core and waiting for one until then. */
export interface ThreadSamples {
  at: number[];
  ran: number[];
  waited: number[];
}

/**
 * Over the samples around the span `fromMs`–`toMs`: the last at or before its start to the first at or
 * after its end. Undefined when the samples do not reach both sides.
 */
export function splitOver(samples: ThreadSamples, fromMs: number, toMs: number): TaskSplit | undefined {
  let first = -1;
  for (let i = 0; i < samples.at.length && (samples.at[i] ?? Infinity) <= fromMs; i++) first = i;
  const last = samples.at.findIndex((at) => at >= toMs);
  if (first < 0 || last < 0) return undefined;
  const ms = (values: number[]) => ((values[last] ?? 0) - (values[first] ?? 0)) / 1e6;
  return { ranMs: ms(samples.ran), waitedMs: ms(samples.waited) };
}

export interface MainThreadTimes {
  stop(): void;
  /** Over the epoch-ms span of a task, or undefined when no samples surround it. */
  split(pid: number, fromMs: number, toMs: number): TaskSplit | undefined;
}

export function sampleMainThreads(pids: readonly number[]): MainThreadTimes {
  const series = new Map<number, ThreadSamples>(pids.map((pid) => [pid, { at: [], ran: [], waited: [] }]));
  const read = () => {
    const at = performance.timeOrigin + performance.now();
    for (const [pid, s] of series) {
      const stat = readSchedstat(pid);
      if (!stat) continue;
      s.at.push(at);
      s.ran.push(stat[0]);
      s.waited.push(stat[1]);
    }
  };
  read();
  const timer = setInterval(read, SAMPLE_MS);
  return {
    stop: () => clearInterval(timer),
    split(pid, fromMs, toMs) {
      const samples = series.get(pid);
      return samples && splitOver(samples, fromMs, toMs);
    },
  };
}
