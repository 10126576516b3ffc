/**
 * `npx tsx bench/ordersPanel/probeSelfTest.ts`: the scroll probe and the trace reading checked in
 * Chromium on a list whose answers are known, so a wrong figure from the bench is not the probe's:
 * a table (a header row, then rows with `aria-rowindex`) in a `[data-scroll-list]` container that
 * appends 100 rows 50 ms after the scroll comes within 400 px of its end, with one 40 ms task on the
 * first page load. Checks: a list of 1 000 rows is scrolled to its 1 000th row (`all rows`); the trace
 * holds the 40 ms task and no task of the pass is outside it; a list that stops loading at 500 rows ends
 * `stalled` at 500. Exits 1 when a check failed.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBenchChromium } from '../chromium';
import { inPageScript } from './inPageScript';
import { mainThreadTasks, TRACE_CATEGORIES } from './mainThreadTasks';
import type { ScrollReading } from './scrollToEnd';

const here = dirname(fileURLToPath(import.meta.url));

/** The list fixture: `total` rows reachable, 100 a page; the first load holds the thread `blockMs`. */
const fixture = (total: number, blockMs: number): string => `<!doctype html>
<div data-scroll-list style="height:400px;overflow:auto">
  <table aria-label="Order history" aria-rowcount="${total + 1}">
    <thead><tr aria-rowindex="1"><th scope="col">Order</th></tr></thead><tbody></tbody>
  </table>
</div>
<script>
  const list = document.querySelector('[data-scroll-list]');
  const body = document.querySelector('tbody');
  let loaded = 0, loading = false, blocked = false;
  const page = () => {
    for (let i = 0; i < 100 && loaded < ${total}; i++) {
      loaded += 1;
      const row = body.insertRow();
      row.setAttribute('aria-rowindex', String(loaded + 1));
      row.insertCell().textContent = 'order ' + loaded;
      row.style.height = '30px';
    }
  };
  page();
  list.addEventListener('scroll', () => {
    if (loading || loaded >= ${total} || list.scrollTop + list.clientHeight < list.scrollHeight - 400) return;
    loading = true;
    setTimeout(() => {
      if (!blocked) { blocked = true; const until = performance.now() + ${blockMs}; while (performance.now() < until); }
      page();
      loading = false;
    }, 50);
  });
  window.__ordersBenchList = list;
</script>`;

async function pass(browser: Browser, total: number, expectedRows: number, blockMs: number) {
  const page = await browser.newPage();
  try {
    await page.setContent(fixture(total, blockMs));
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const reading = (await page.evaluate(
      inPageScript(
        join(here, 'scrollToEnd.ts'),
        `scrollToEnd(${JSON.stringify({ stepPx: 200, expectedRows, stallMs: 1_000, maxMs: 60_000 })})`,
      ),
    )) as ScrollReading;
    const trace = (await browser.stopTracing()).toString('utf8');
    return { reading, tasks: mainThreadTasks(trace, 'ordersBench:scroll:start', 'ordersBench:scroll:end') };
  } finally {
    await page.close();
  }
}

const failures: string[] = [];
const expect = (ok: boolean, what: string): void => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const browser = await launchBenchChromium();
try {
  const full = await pass(browser, 1_000, 1_000, 40);
  const maxTask = Math.max(0, ...full.tasks.tasksMs);
  expect(
    full.reading.ended === 'all rows' &&
      full.reading.rowsReached === 1_000 &&
      full.reading.rowCount === 1_000,
    `1 000 rows scrolled to the last: ${JSON.stringify(full.reading)}`,
  );
  expect(
    maxTask >= 40 && maxTask < 200 && full.reading.longestFrameMs >= 40,
    `the trace holds the 40 ms task, and a frame came late for it: longest task ${maxTask.toFixed(1)} ms, ` +
      `longest frame ${full.reading.longestFrameMs.toFixed(1)} ms`,
  );
  const tracedMs = full.tasks.windowMs;
  expect(
    Math.abs(tracedMs - full.reading.durationMs) < 50 && full.tasks.busyMs <= tracedMs,
    `the trace window is the pass: ${tracedMs.toFixed(0)} ms traced, ${full.reading.durationMs.toFixed(0)} ms scrolled, ` +
      `${full.tasks.busyMs.toFixed(0)} ms busy in ${full.tasks.tasksMs.length} tasks`,
  );
  const stalled = await pass(browser, 500, 1_000, 0);
  expect(
    stalled.reading.ended === 'stalled' && stalled.reading.rowsReached === 500,
    `a list that stops at 500 rows ends stalled there: ${JSON.stringify(stalled.reading)}`,
  );
} finally {
  await browser.close();
}
process.exitCode = failures.length === 0 ? 0 : 1;
