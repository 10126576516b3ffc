/**
 * `npx tsx bench/diagnostics/checkRoundTrips.ts [paused] [--no-defer]` (build first): where the order
 * form's round trip to the compute worker spends its time, keystroke by keystroke. The built page at
 * `--rate 50` (with `paused`, the market stopped once the form is filled: the machine otherwise idle),
 * logged in as the classic account, typed into as the orderEntry bench types (its probe and its
 * keystrokes). The checks go over the order-check channel (src/app/compute/checkOrdersOverChannel.ts):
 * a question on a port, the verdict on the shared verdict board, a message only for a verdict the page
 * left unread. It prints, over about 150 keystrokes:
 * - how long after the keystroke the question was posted, and its verdict written on the board (a tap
 *   in the worker on the board's ticket store; both clocks read as `timeOrigin + now`);
 * - from the board to the page reading it, and how many verdicts were read at the end of the
 *   keystroke's task, in a frame, or came by message;
 * - the keystroke's own frame (the first animation frame after the `input` event), and how many
 *   verdicts were on the board before it.
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

/**
 * In the compute worker: when each verdict is written on the board (the verdict board stores its
 * ticket, the first 32-bit cell, last), by ticket.
 */
const WORKER_TAP = () => {
  const scope = self as unknown as { verdictsWritten: Record<number, number> };
  scope.verdictsWritten = {};
  const store = Atomics.store;
  Atomics.store = ((array: Int32Array, index: number, value: number) => {
    if (array.buffer instanceof SharedArrayBuffer && index === 0 && value > 0)
      scope.verdictsWritten[value] = performance.timeOrigin + performance.now();
    return store(array, index, value);
  }) as typeof Atomics.store;
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
  const written = Object.values(
    await worker.evaluate(
      () => (self as unknown as { verdictsWritten: Record<number, number> }).verdictsWritten,
    ),
  ).sort((a, b) => a - b);
  const posted: number[] = [];
  const toBoard: number[] = [];
  const boardToRead: number[] = [];
  const frame: number[] = [];
  const by = { task: 0, frame: 0, message: 0 };
  let onBoardByFrame = 0;
  let measured = 0;
  for (const [i, input] of inputs.entries()) {
    const check = checks[checkIndexOf(reading, i)];
    if (!check || check.answered === undefined || input.painted === undefined) continue;
    measured += 1;
    posted.push(check.sent - input.at);
    frame.push(input.painted - input.at);
    // The first verdict written after the question was posted (one worker, one queue).
    const writtenAt = written.find((at) => at >= pageOrigin + check.sent);
    if (writtenAt !== undefined) {
      toBoard.push(writtenAt - (pageOrigin + check.sent));
      if (writtenAt < pageOrigin + input.painted) onBoardByFrame += 1;
      if (check.by === 'board') boardToRead.push(pageOrigin + check.answered - writtenAt);
    }
    if (check.by === 'message') by.message += 1;
    else if (check.answered < input.painted) by.task += 1;
    else by.frame += 1;
  }
  console.log(`crossOriginIsolated: ${await page.evaluate(() => crossOriginIsolated)}`);
  console.log(
    `${inputs.length} keystrokes, ${checks.length} checks, ${written.length} verdicts on the board; ` +
      `market ${paused ? 'stopped' : 'at rate 50'}; ` +
      `DeferRendererTasksAfterInput ${noDefer ? 'off' : 'as Chromium ships it'}`,
  );
  console.log(`keystroke → question posted: ${quantiles(posted)}`);
  console.log(`posted → verdict on the board: ${quantiles(toBoard)}`);
  console.log(`on the board → read by the page: ${quantiles(boardToRead)}`);
  console.log(`keystroke → its frame: ${quantiles(frame)}`);
  console.log(`verdicts on the board before the keystroke's frame: ${onBoardByFrame} of ${measured}`);
  console.log(
    `verdicts read at the end of the keystroke's task: ${by.task}, in a frame: ${by.frame}, by message: ${by.message} (of ${measured})`,
  );
} finally {
  await browser.close();
  await server.close();
  exchange.stop();
}
