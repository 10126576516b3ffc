/**
 * `npx tsx bench/diagnostics/checkRoundTrips.ts [paused] [--no-defer]` (build first): where the order
 * form's round trip to the compute worker spends its time, keystroke by keystroke. The built page at
 * `--rate 50` (with `paused`, the market stopped once the form is filled: the machine otherwise idle),
 * logged in as the classic account, typed into as the orderEntry bench types (its probe and its
 * keystrokes). It prints, over about 150 keystrokes:
 * - how long after the keystroke the check was posted, and reached the worker (a listener in the
 *   worker; both clocks read as `timeOrigin + now`);
 * - from the worker's receipt to the page handling the answer: the check itself, then the answer's wait
 *   in the page's task queue;
 * - the keystroke's own frame (the first animation frame after the `input` event), and how many answers
 *   the page handled before it: an answer handled before it is painted in it, one after it costs a
 *   frame of its own when it changes the form;
 * - how many answers the worker had posted before that frame, and so written on the verdict board
 *   (src/shared/orderChecks/verdictBoard.ts), which the page reads in the frame.
 * With `--no-defer`, Chromium is launched with `--disable-features=DeferRendererTasksAfterInput` (which
 * also replaces the features Playwright disables by default): Chromium's default holds back tasks such as
 * a worker's message between a discrete input and the frame after it.
 */
import { createBenchExchange, DIST, serveBuild } from '../builtApp';
import { launchBenchChromium } from '../chromium';
import { percentile } from '../harness';
import {
  checkIndexOf,
  openProbedOrderForm,
  typeRound,
  type ProbeReading,
} from '../scenarios/orderEntry.bench';

const KEYSTROKES = 150;
const paused = process.argv.includes('paused');
const noDefer = process.argv.includes('--no-defer');

/** In the compute worker: when each checkOrder call arrives (Comlink's `APPLY` on `['checkOrder']`). */
const WORKER_TAP = () => {
  const scope = self as unknown as { checkArrivals: { id: string; at: number }[] };
  scope.checkArrivals = [];
  self.addEventListener('message', (event) => {
    const call = event.data as { id?: string; path?: string[] } | null;
    if (call?.id && (call.path?.[0] === 'checkOrder' || call.path?.[0] === 'checkOrderOnBoard'))
      scope.checkArrivals.push({ id: call.id, at: performance.timeOrigin + performance.now() });
  });
  // When each answer leaves: by then its verdict is on the verdict board too.
  const answering = self as unknown as {
    answersPosted: Record<string, number>;
    postMessage: (message: unknown, transfer?: unknown) => void;
  };
  answering.answersPosted = {};
  const post = answering.postMessage.bind(self);
  answering.postMessage = (message: unknown, transfer?: unknown) => {
    const id = (message as { id?: string } | null)?.id;
    if (id) answering.answersPosted[id] = performance.timeOrigin + performance.now();
    post(message, transfer as never);
  };
};

const quantiles = (values: number[]): string =>
  [10, 50, 90].map((p) => `p${p} ${percentile(values, p).toFixed(1)}`).join(', ') + ' ms';

const exchange = createBenchExchange(1, 50);
exchange.start();
const server = await serveBuild(exchange, DIST, 1);
const browser = await launchBenchChromium(noDefer ? ['--disable-features=DeferRendererTasksAfterInput'] : []);
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const { page, price, quantity } = await openProbedOrderForm(context, server.url);
  await page.waitForTimeout(4_000);
  if (paused) {
    exchange.stop();
    await page.waitForTimeout(2_000);
  }
  const worker = page.workers().find((w) => w.url().includes('computeWorker'));
  if (!worker) throw new Error('no compute worker on the page');
  await worker.evaluate(WORKER_TAP);
  const pageOrigin = await page.evaluate(() => {
    const probe = (window as unknown as { orderProbe: ProbeReading }).orderProbe;
    probe.inputs.length = 0;
    probe.checks.length = 0;
    return performance.timeOrigin;
  });
  await typeRound(page, price, quantity, KEYSTROKES);
  await page.waitForTimeout(500);
  const reading = await page.evaluate(() => (window as unknown as { orderProbe: ProbeReading }).orderProbe);
  const { inputs, checks } = reading;
  const arrivals = await worker.evaluate(
    () => (self as unknown as { checkArrivals: { id: string; at: number }[] }).checkArrivals,
  );
  const answersPosted = await worker.evaluate(
    () => (self as unknown as { answersPosted: Record<string, number> }).answersPosted,
  );
  let readyByFrame = 0;
  const slack: number[] = [];
  // The probe and the tap see the same checks in the same order (one worker, one queue).
  if (arrivals.length !== checks.length)
    throw new Error(`the worker saw ${arrivals.length} checks, the page sent ${checks.length}`);
  const posted: number[] = [];
  const toWorker: number[] = [];
  const back: number[] = [];
  const frame: number[] = [];
  let beforeFrame = 0;
  let measured = 0;
  for (const [i, input] of inputs.entries()) {
    const index = checkIndexOf(reading, i);
    const check = checks[index];
    const arrival = arrivals[index];
    if (!check || !arrival || check.answered === undefined || input.painted === undefined) continue;
    measured += 1;
    posted.push(check.sent - input.at);
    toWorker.push(arrival.at - (pageOrigin + check.sent));
    back.push(pageOrigin + check.answered - arrival.at);
    frame.push(input.painted - input.at);
    if (check.answered < input.painted) beforeFrame += 1;
    const postedAt = answersPosted[arrival.id];
    if (postedAt !== undefined) {
      slack.push(pageOrigin + input.painted - postedAt);
      if (postedAt < pageOrigin + input.painted) readyByFrame += 1;
    }
  }
  console.log(`crossOriginIsolated: ${await page.evaluate(() => crossOriginIsolated)}`);
  console.log(
    `${inputs.length} keystrokes, ${checks.length} checks; market ${paused ? 'stopped' : 'at rate 50'}; ` +
      `DeferRendererTasksAfterInput ${noDefer ? 'off' : 'as Chromium ships it'}`,
  );
  console.log(`keystroke → check posted: ${quantiles(posted)}`);
  console.log(`posted → in the worker: ${quantiles(toWorker)}`);
  console.log(`in the worker → answer handled by the page: ${quantiles(back)}`);
  console.log(`keystroke → its frame: ${quantiles(frame)}`);
  console.log(`answers handled before the keystroke's frame: ${beforeFrame} of ${measured}`);
  console.log(
    `answers posted by the worker before the keystroke's frame: ${readyByFrame} of ${measured}; frame − posted ${quantiles(slack)}`,
  );
} finally {
  await browser.close();
  await server.close();
  exchange.stop();
}
