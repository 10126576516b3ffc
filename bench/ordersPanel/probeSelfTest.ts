/**
 * `npx tsx bench/ordersPanel/probeSelfTest.ts`: a whole pass of the bench (scrollPass: login, the tab,
 * the trace, the scroll, the task reading) checked in Chromium on a stand-in page whose answers are
 * known, so a wrong figure from the bench is not the probe's. The stand-in, served on
 * `SPOTDESK_BENCH_PORT` + 2 (default a free port): a "/login" that answers 200, and a page with a tab
 * named "Order history" that shows a table of that name (a header row, then rows with `aria-rowindex`)
 * in a `[data-scroll-list]` container, which appends 100 rows 50 ms after the scroll comes within
 * 400 px of its end, the first of those loads holding the thread `block` ms. Checks: a list of 1 000
 * rows is scrolled to its 1 000th row (`all rows`); the trace holds the 40 ms task, a frame came late
 * for it, and the scroll's window is the pass's; a list that stops loading at 500 rows ends `stalled`
 * at 500. Exits 1 when a check failed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBenchChromium } from '../chromium';
import { scrollPass, type PassResult } from './scrollPass';

/** The stand-in page: `total` rows reachable, 100 a page; the first load holds the thread `blockMs`. */
const standIn = (total: number, blockMs: number): string => `<!doctype html>
<section aria-label="Chart"><div role="img" aria-label="BTC/USDT chart, 1m. Bars: 100" style="height:20px"></div></section>
<div role="tablist"><button role="tab" aria-selected="false">Order history</button></div>
<div data-scroll-list hidden style="height:400px;overflow:auto">
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
  document.querySelector('[role=tab]').addEventListener('click', (event) => {
    event.target.setAttribute('aria-selected', 'true');
    list.hidden = false;
    page();
  });
  list.addEventListener('scroll', () => {
    if (loading || loaded >= ${total} || list.scrollTop + list.clientHeight < list.scrollHeight - 400) return;
    loading = true;
    setTimeout(() => {
      if (!blocked) { blocked = true; const until = performance.now() + ${blockMs}; while (performance.now() < until); }
      page();
      loading = false;
    }, 50);
  });
</script>`;

const server = createServer((request, response) => {
  if (request.url === '/login') {
    response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'session=stand-in; Path=/' });
    response.end('{}');
    return;
  }
  const [, total, block] = /^\/list\/(\d+)\/(\d+)$/.exec(request.url ?? '') ?? [];
  response.writeHead(total ? 200 : 404, { 'content-type': 'text/html' });
  response.end(total ? standIn(Number(total), Number(block)) : 'not here');
});
const port = Number(process.env.SPOTDESK_BENCH_PORT ?? 0);
await new Promise<void>((resolve) => server.listen(port === 0 ? 0 : port + 2, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await launchBenchChromium();
const pass = (total: number, expectedRows: number, blockMs: number): Promise<PassResult> =>
  scrollPass(browser, {
    url,
    path: `/list/${total}/${blockMs}`,
    email: 'stand-in',
    password: 'stand-in',
    tabName: 'Order history',
    viewport: { width: 800, height: 600 },
    idleMs: 500,
    scroll: { stepPx: 200, expectedRows, stallMs: 1_000, maxMs: 60_000 },
  });

const failures: string[] = [];
const expect = (ok: boolean, what: string): void => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  const full = await pass(1_000, 1_000, 40);
  const maxTask = Math.max(0, ...full.scroll.tasksMs);
  expect(
    full.reading.ended === 'all rows' &&
      full.reading.rowsReached === 1_000 &&
      full.reading.rowCount === 1_000,
    `1 000 rows scrolled to the last: ${JSON.stringify(full.reading)}; first page ${full.firstRows} rows`,
  );
  expect(
    maxTask >= 40 && maxTask < 200 && full.reading.longestFrameMs >= 40,
    `the trace holds the 40 ms task, and a frame came late for it: longest task ${maxTask.toFixed(1)} ms, ` +
      `longest frame ${full.reading.longestFrameMs.toFixed(1)} ms`,
  );
  const tracedMs = full.scroll.windowMs;
  expect(
    Math.abs(tracedMs - full.reading.durationMs) < 50 && full.scroll.busyMs <= tracedMs,
    `the trace window is the pass: ${tracedMs.toFixed(0)} ms traced, ${full.reading.durationMs.toFixed(0)} ms scrolled, ` +
      `${full.scroll.busyMs.toFixed(0)} ms busy in ${full.scroll.tasksMs.length} tasks`,
  );
  expect(
    full.open.windowMs > 0 && full.open.tasksMs.length > 0 && full.idle.windowMs >= 500,
    `the opening and the idle window are traced: opened in ${full.open.windowMs.toFixed(0)} ms ` +
      `(${full.open.tasksMs.length} tasks), idle ${full.idle.windowMs.toFixed(0)} ms`,
  );
  const stalled = await pass(500, 1_000, 0);
  expect(
    stalled.reading.ended === 'stalled' && stalled.reading.rowsReached === 500,
    `a list that stops at 500 rows ends stalled there: ${JSON.stringify(stalled.reading)}`,
  );
} finally {
  await browser.close();
  server.close();
}
process.exitCode = failures.length === 0 ? 0 : 1;
