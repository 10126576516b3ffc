/**
 * `npx tsx bench/diagnostics/frameCost.ts [css] [--mutations] [--profile] [--allocations] [--one-text]`
 * (build first): where a market frame's time goes, and what it would cost without a part of the page.
 * The built page at `--rate 50`, as a visitor with the Order book tab shown (the bookPanel bench's
 * page), with `css` added as a stylesheet when given (`'.book-table { display: none }'` takes the
 * book's rows out; `'.x {}'` is the page as it is); after 8 s, a 5 s trace. It prints:
 * - the frames' split (bookPanel/frameSplit.ts): main-thread time per frame by step, raster, composite;
 * - the frame tasks' self time by trace event, per frame;
 * - the main thread's tasks between frames by what posted them (Chromium's `src_func`), per 5 s;
 * - with `--mutations`, the page's DOM changes over 5 s by kind and place (run without the trace);
 * - with `--profile`, the JS self time over 5 s by source and by function, named through the build's
 *   source maps (run without the trace);
 * - with `--allocations`, what the page allocated over 5 s, by function and by our calling function
 *   (allocationProfile.ts; run without the trace);
 * - with `--one-text`, the same for the page's fixed cost of a frame: the market stopped once the page
 *   is live, and one text (a letter after the order form's first label) rewritten in an animation frame
 *   every 100 ms, as the bare-page floor rewrites its one text (bookPanel/floorPage.ts).
 * Tracing costs the page some time: compare runs with each other, not with the bench's untraced shares.
 */
import { createBenchExchange, DIST, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { describeFrameSplit, FRAME_TRACE_CATEGORIES, isFrame, splitFrames } from '../bookPanel/frameSplit';
import { mainThreadEvents, selfTimeByName, tasksOf } from '../bookPanel/traceSummary';
import { reportAllocations } from './allocationProfile';
import { reportProfile } from './mainThreadReport';

const css = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const mutations = process.argv.includes('--mutations');
const oneText = process.argv.includes('--one-text');
const profile = process.argv.includes('--profile');
const allocations = process.argv.includes('--allocations');
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function report(traceJson: string): void {
  const split = splitFrames(traceJson);
  console.log(describeFrameSplit(split));
  const tasks = tasksOf(mainThreadEvents(traceJson));
  const self = selfTimeByName(tasks.filter(isFrame).flat());
  console.log('frame tasks, self time per frame:');
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.log(`  ${(us / 1000 / Math.max(1, split.frames)).toFixed(3)} ms  ${name}`);
  const between = new Map<string, { count: number; us: number }>();
  for (const task of tasks.filter((task) => !isFrame(task))) {
    const posted = task.find((e) => e.name === 'ThreadControllerImpl::RunTask')?.args as
      { src_func?: string; src_file?: string } | undefined;
    const inner = task.find((e) => /FunctionCall|MessagePort::Accept|TimerFire|GC|Sweep/.test(e.name));
    const key = `${posted?.src_func ?? '?'} (${posted?.src_file?.split('/').pop() ?? '?'})${inner ? ` > ${inner.name}` : ''}`;
    const entry = between.get(key) ?? { count: 0, us: 0 };
    entry.count += 1;
    entry.us += task[0]?.dur ?? 0;
    between.set(key, entry);
  }
  console.log('tasks between frames, by what posted them:');
  for (const [key, { count, us }] of [...between].sort((a, b) => b[1].us - a[1].us).slice(0, 12))
    console.log(`  ${(us / 1000).toFixed(1)} ms in ${count} tasks  ${key}`);
}

/** The page's DOM changes over 5 s: `characterData td < tr.book-row …` with their counts. */
const COUNT_MUTATIONS = `(async () => {
  const counts = {};
  const placeOf = (node) => {
    const parts = [];
    for (let el = node instanceof Element ? node : node.parentElement; el && parts.length < 4; el = el.parentElement) {
      const first = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      parts.push(el.tagName.toLowerCase() + (first ? '.' + first : ''));
    }
    return parts.join(' < ');
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const key = record.type + (record.attributeName ? '[' + record.attributeName + ']' : '') + ' ' + placeOf(record.target);
      counts[key] = (counts[key] ?? 0) + 1;
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  observer.disconnect();
  return counts;
})()`;

const exchange = createBenchExchange(1, 50);
exchange.start();
const server = await serveBuild(exchange, DIST, 1);
const browser = await launchBenchChromium();
try {
  // The app's Content-Security-Policy refuses a stylesheet added from outside; this page is a lab.
  const context = await browser.newContext({
    viewport: { width: 1600, height: 1000 },
    locale: 'en-US',
    bypassCSP: css !== undefined,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/en/trade/spot/BTC/USDT`);
  await page.getByRole('tab', { name: 'Order book', exact: true }).click();
  await page.getByRole('region', { name: 'Order book', exact: true }).getByRole('row').nth(10).waitFor();
  if (css !== undefined) await page.addStyleTag({ content: css });
  await sleep(8_000);
  if (oneText) {
    exchange.stop();
    await sleep(2_000);
    await page.evaluate(() => {
      const label = document.querySelector('.order-form label');
      if (!label) throw new Error('no label in the order form');
      const text = label.appendChild(document.createTextNode('a'));
      let count = 0;
      setInterval(
        () => requestAnimationFrame(() => (text.data = 'abcdefghij'[(count += 1) % 10] ?? '')),
        100,
      );
    });
    await sleep(2_000);
  }
  if (mutations) {
    const counts = (await page.evaluate(COUNT_MUTATIONS)) as Record<string, number>;
    for (const [key, count] of Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30))
      console.log(`${count} ${key}`);
  } else if (allocations) {
    const cdp = await context.newCDPSession(page);
    await reportAllocations(cdp, DIST, 'the page over 5 s', () => sleep(5_000));
  } else if (profile) {
    const cdp = await context.newCDPSession(page);
    await reportProfile(cdp, DIST, 'the page over 5 s', () => sleep(5_000));
  } else {
    await browser.startTracing(page, { categories: FRAME_TRACE_CATEGORIES });
    await sleep(5_000);
    report((await browser.stopTracing()).toString('utf8'));
  }
} finally {
  await browser.close();
  await server.close();
  exchange.stop();
}
