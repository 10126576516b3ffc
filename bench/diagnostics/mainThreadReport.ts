/**
 * What the diagnostics print of a page's main thread while `work` runs: its busy share and self time
 * per trace event (script, style, layout, paint…) from a Chromium trace, and its JS self time from the
 * CDP profiler, by source and by function, named through the build's source maps.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { CpuProfile } from '../bookPanel/profileSummary';
import { summarizeMainThread } from '../bookPanel/traceSummary';
import { TRACE_CATEGORIES } from '../ordersPanel/mainThreadTasks';
import { sourceMappedSelfTime } from './sourceMappedProfile';
import { readPageMetrics } from '../pageMetrics';

const print = (entries: { name: string; ms: number }[]): void => {
  for (const entry of entries) console.log(`  ${entry.name} ${entry.ms.toFixed(0)} ms`);
};

/**
 * Traces `work` and prints the page's main thread: its busy share, its task count and the self time
 * of each trace event. With SPOTDESK_TRACE_DIR set, the trace is also kept there as `<label>.json`.
 */
export async function reportTrace(
  browser: Browser,
  page: Page,
  label: string,
  work: () => Promise<unknown>,
): Promise<void> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await work();
  const trace = (await browser.stopTracing()).toString('utf8');
  if (process.env.SPOTDESK_TRACE_DIR) writeFileSync(`${process.env.SPOTDESK_TRACE_DIR}/${label}.json`, trace);
  const summary = summarizeMainThread(trace, 14);
  const busy = ((100 * summary.taskMs) / summary.wallMs).toFixed(1);
  console.log(
    `${label}: ${busy} % busy over ${(summary.wallMs / 1000).toFixed(1)} s in ${summary.tasks} tasks; ` +
      'self time by trace event:',
  );
  print(summary.selfMs);
}

/** `cdp` is a session on the page; sampled every 100 µs. */
export async function reportProfile(
  cdp: CDPSession,
  distDir: string,
  label: string,
  work: () => Promise<unknown>,
): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = await cdp.send('Profiler.stop');
  const { bySource, byFunction, byCaller } = sourceMappedSelfTime(profile as CpuProfile, distDir, 14);
  console.log(`${label}: JS self time by source, then by function:`);
  print([...bySource, ...byFunction]);
  console.log(`${label}: the packages' JS self time by the function of ours that called them:`);
  print(byCaller);
}

/**
 * The page's main-thread busy share while `work` runs, in percent: CDP `TaskDuration` over the
 * page's own clock (`Timestamp`). `cdp` is a session on the page.
 */
export async function busyShareWhile(cdp: CDPSession, work: () => Promise<unknown>): Promise<number> {
  const read = async (): Promise<[number, number]> => {
    const { TaskDuration, Timestamp } = await readPageMetrics(cdp, ['TaskDuration', 'Timestamp']);
    return [TaskDuration, Timestamp];
  };
  await cdp.send('Performance.enable');
  const [task0, at0] = await read();
  await work();
  const [task1, at1] = await read();
  return (100 * (task1 - task0)) / (at1 - at0);
}

/**
 * Scrolls the page's element `list` (a page expression: `window.__ordersBenchList`,
 * `document.getElementById('list')`) down by `stepPx` at every animation frame for `ms`, as the
 * ordersPanel bench's fast wheel does; answers the frames. A string, not a function: tsx wraps named
 * functions in a `__name` helper the page lacks.
 */
export function scrollEveryFrame(page: Page, list: string, stepPx: number, ms: number): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const list = ${list};
    const end = performance.now() + ${ms};
    let frames = 0;
    const frame = () => {
      list.scrollTop += ${stepPx};
      frames += 1;
      if (performance.now() < end) requestAnimationFrame(frame);
      else resolve(frames);
    };
    requestAnimationFrame(frame);
  })`);
}
