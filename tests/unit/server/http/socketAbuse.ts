/**
 * One client stalling everyone (issue 21, finding 3), over the real server and real `ws` sockets:
 * a watcher's push latency with nobody else connected, then again while a flooder sends
 * subscribe/unsubscribe cycles and pings as fast as it can and a non-reader has stopped reading
 * while the server keeps pushing to it.
 *
 * - Latency probe: the test places a bid at a new best price on BTCUSDT and times, on the main thread,
 *   the watcher's receipt of the depth delta that carries it (placement → engine → feed → socket →
 *   parsed frame).
 * - The flooder and the non-reader run in a worker thread, so their own sending and parsing do not
 *   load the event loop being measured; only the server's work for them does.
 * - The non-reader subscribes to the notice bar and stops reading; the test then replaces the notice
 *   list with a large one every few milliseconds (about 256 kB a push), the quickest way to push the
 *   4 MB the kernel's socket buffers absorb and past the server's own bound.
 */
import { Worker } from 'node:worker_threads';
import { topics } from '../../../../src/shared/protocol';
import type { NoticeItem } from '../../../../src/shared/protocol';
import type { TestServer } from './startTestServer';
import { openSocket } from './wsClient';

export interface AbuseOptions {
  /** Latency slots (SLOT_MS apart) at least, in each phase. */
  samples: number;
  /** Subscribe/unsubscribe cycles the flooder sends (and a ping every 2 cycles). */
  floodCycles: number;
  /** How many 200-level books the cycles go round (each built once). */
  floodTopics: number;
  /** How long the abuse phase may last before giving up on both being dealt with. */
  loadTimeoutMs: number;
  /** Wait, up to this long, for the server to cut the abusers' connections itself. */
  followCutMs?: number;
}

export interface AbuseResult {
  /** Before the abuse starts. */
  quiet: number[];
  abused: number[];
  /** After the abusers are gone: with `quiet`, brackets the abuse against the machine's own load. */
  quietAfter: number[];
  flooderClose: { code: number; reason: string };
  /** The largest unsent byte count of any socket, sampled after every generator push. */
  maxBuffered: number;
  /** Bytes of one generator push. */
  pushBytes: number;
  /** Sockets the gateway still served when the non-reader's data stopped (watcher only = 1). */
  connectionsAfter: number;
  /** With followCutMs: open sockets besides the watcher's at the end of the wait (the abusers are alive). */
  abuserSocketsLeft?: number;
}

const SYMBOL = 'BTCUSDT';
const BOOK = topics.depth(40, '0.01', SYMBOL);
const BIG_BOOKS = ['0.01', '0.1', '1'].map((step) => topics.depth(200, step, SYMBOL));

/** The clients that misbehave: plain `ws`, reporting to the test by message. */
const ABUSERS = `
const { WebSocket } = require('ws');
const { workerData, parentPort } = require('node:worker_threads');
const { url, cycles, flooded, rested } = workerData;
let opened = 0;
const ready = () => ++opened === 2 && parentPort.postMessage({ kind: 'ready' });

const reader = new WebSocket(url);
reader.on('message', (data) => String(data).includes('"snapshot"') && ready());
reader.on('open', () => reader.send(JSON.stringify({ op: 'subscribe', args: [rested] })));
reader.on('error', () => undefined);

const flooder = new WebSocket(url);
flooder.on('open', ready);
flooder.on('close', (code, reason) => parentPort.postMessage({ kind: 'flooderClosed', code, reason: String(reason) }));
flooder.on('error', () => undefined);

parentPort.on('message', () => {
  reader.pause();
  parentPort.postMessage({ kind: 'paused' });
  for (let i = 0; i < cycles && flooder.readyState === WebSocket.OPEN; i++) {
    const topic = flooded[i % flooded.length];
    flooder.send(JSON.stringify({ op: 'subscribe', args: [topic] }));
    flooder.send(JSON.stringify({ op: 'unsubscribe', args: [topic] }));
    if (i % 2 === 0) flooder.send(JSON.stringify({ op: 'ping', req_id: String(i) }));
  }
});
`;

const SLOT_MS = 5;

const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);
export const percentile = (values: number[], p: number): number => {
  const sorted = sortedCopy(values);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/**
 * The figures the tests assert and print, in milliseconds and bytes. The quiet figure of each
 * percentile is the higher of the phases before and after the abuse: other work on a shared machine
 * comes and goes within seconds, and this keeps a lull before the abuse from passing for a stall.
 */
export function abuseFigures(result: AbuseResult) {
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const quiet = (p: number) => Math.max(percentile(result.quiet, p), percentile(result.quietAfter, p));
  return {
    quietP50: round(quiet(50)),
    quietP90: round(quiet(90)),
    quietMax: round(Math.max(...result.quiet, ...result.quietAfter)),
    abusedP50: round(percentile(result.abused, 50)),
    abusedP90: round(percentile(result.abused, 90)),
    abusedMax: round(Math.max(...result.abused)),
    slots: [result.quiet.length, result.abused.length, result.quietAfter.length],
    maxBuffered: result.maxBuffered,
    flooderClose: result.flooderClose.code,
  };
}

/** An upper bound of one notice push's size: 128 items of about 2 kB. */
const NOTICE_PUSH_BYTES = 128 * 2_200;

function bigNoticeList(round: number): NoticeItem[] {
  return Array.from({ length: 128 }, (_, i) => ({
    id: `load-${round}-${i}`,
    symbolName: 'ALL',
    info: 'x'.repeat(1_990),
    url: 'https://spotdesk.test/announcements/load',
  }));
}

export async function runSocketAbuse(server: TestServer, options: AbuseOptions): Promise<AbuseResult> {
  const { engine } = server.exchange;
  const accountId = server.exchange.accounts[0]?.accountId ?? '';
  let probe = 0;
  const place = (price: string) => {
    const outcome = engine.placeOrder(accountId, {
      symbol_id: SYMBOL,
      side: 'Buy',
      type: 'LIMIT',
      price,
      quantity: '0.001',
      client_order_id: `abuse-${price}`,
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
  };
  // A deep book, so building and snapshotting the flooder's 200-level topic costs what it does live.
  for (let i = 0; i < 200; i++) place(`${40_000 + i}.00`);

  const watcher = await openSocket(server.wsUrl);
  watcher.send({ op: 'subscribe', args: [BOOK] });
  await watcher.next((f) => f.topic === BOOK && f.type === 'snapshot');

  /** Places one probe; answers when it was placed and when the watcher had it. */
  async function sample(): Promise<{ placed: number; received: number }> {
    probe += 1;
    const price = `${50_000 + probe}.00`;
    const carries = (f: Record<string, unknown>) =>
      f.topic === BOOK &&
      ((f.data as { b?: [string, string][] } | undefined)?.b ?? []).some(([p]) => p === price);
    const placed = performance.now();
    const arrived = watcher.next(carries, 10_000);
    place(price);
    await arrived;
    const received = performance.now();
    // Cancelled, so a long run does not spend the account's balance (its delta is not timed).
    engine.cancelOrder(accountId, { clientOrderId: `abuse-${price}` });
    watcher.frames.length = 0;
    return { placed, received };
  }

  /**
   * Latency of a push due every SLOT_MS: a market event falls due on a timer, so while the event
   * loop is blocked every due push waits. Each slot counts once, as the time from the slot to the
   * arrival of the first probe placed at or after it; a blocked loop thus shows in every slot it
   * covered, not in one sample.
   */
  async function sampleSlots(minSlots: number, keepGoing: () => boolean = () => false): Promise<number[]> {
    const latencies: number[] = [];
    let slot = performance.now();
    while (latencies.length < minSlots || keepGoing()) {
      const wait = slot - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const { placed, received } = await sample();
      for (; slot <= placed; slot += SLOT_MS) latencies.push(received - slot);
    }
    return latencies;
  }

  // Both abusers connect (and the non-reader gets its first notices) before the quiet phase, so
  // starting the worker is in neither phase.
  const worker = new Worker(ABUSERS, {
    eval: true,
    workerData: {
      url: server.wsUrl,
      cycles: options.floodCycles,
      flooded: BIG_BOOKS.slice(0, options.floodTopics),
      rested: topics.notice,
    },
  });
  let flooderClose: AbuseResult['flooderClose'] | undefined;
  let ready = false;
  let paused = false;
  worker.on('message', (m: { kind: string; code?: number; reason?: string }) => {
    if (m.kind === 'ready') ready = true;
    if (m.kind === 'paused') paused = true;
    if (m.kind === 'flooderClosed') flooderClose = { code: m.code ?? 0, reason: m.reason ?? '' };
  });
  await waitFor(() => ready || undefined, 10_000);

  const quiet = await sampleSlots(options.samples);
  worker.postMessage('go');

  // The notice pushes go to the non-reader only (the watcher has not subscribed to them).
  let maxBuffered = 0;
  let pushBytes = 0;
  let round = 0;
  let loaded = false;
  const load = (async () => {
    while (!paused) await new Promise((resolve) => setTimeout(resolve, 5));
    // Until the gateway serves the watcher only: the flooder and the non-reader are both dropped.
    const deadline = performance.now() + options.loadTimeoutMs;
    while (performance.now() < deadline) {
      const items = bigNoticeList(++round);
      pushBytes = NOTICE_PUSH_BYTES;
      server.exchange.setNoticeBar(items);
      maxBuffered = Math.max(maxBuffered, ...server.socketBuffers());
      if (server.gateway.connectionCount() <= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    loaded = true;
  })();

  const phaseEnd = performance.now() + options.loadTimeoutMs;
  const abused = await sampleSlots(
    options.samples,
    () => (flooderClose === undefined || !loaded) && performance.now() < phaseEnd,
  );
  await load;
  const connectionsAfter = server.gateway.connectionCount();
  // The flooder hears its close once the server cuts the connection it stopped reading.
  const closed = flooderClose ?? (await waitFor(() => flooderClose, 3_000)) ?? { code: 0, reason: 'open' };
  let abuserSocketsLeft: number | undefined;
  if (options.followCutMs !== undefined) {
    await waitFor(() => (server.socketBuffers().length <= 1 ? true : undefined), options.followCutMs);
    abuserSocketsLeft = server.socketBuffers().length - 1;
  }
  await worker.terminate();
  const quietAfter = await sampleSlots(options.samples);
  watcher.ws.close();
  return {
    quiet,
    abused,
    quietAfter,
    flooderClose: closed,
    maxBuffered,
    pushBytes,
    connectionsAfter,
    ...(abuserSocketsLeft === undefined ? {} : { abuserSocketsLeft }),
  };
}

async function waitFor<T>(read: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const deadline = performance.now() + timeoutMs;
  let value = read();
  while (value === undefined && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    value = read();
  }
  return value;
}
