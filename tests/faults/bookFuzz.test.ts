/**
 * The fault suite's book fuzz: at least 1 000 000 depth deltas of the real engine (a seeded order flow)
 * through the real gateway, delivered to the hub's store with drops, duplicates, reorders and sequence
 * restarts, and 0 silently wrong books: after every frame the store's book either equals the window
 * the gateway had when it sent that frame, or the store knows it is out of sync (resyncing, and asking
 * for a snapshot as the hub does).
 *
 * Two connections watch the same four books (one pair at four steps, as tabs at different steps do).
 * The clean one feeds the references (referenceBook.ts), each checked against the window computed
 * afresh from the engine's whole raw book every REFERENCE_CHECK_EVERY deltas and at the end; the
 * other passes through the faulty link (faultyLink.ts) into the store under test.
 *
 * It can fail: with the store's check that a delta follows the frame it was computed from (`pseq`,
 * sequenceGuard.ts) taken out, 300 000 deltas of seed 21 give 4 wrong books, each a restart whose
 * snapshot and next deltas a storm lost, so that the new stream's u fitted the old one.
 *
 * BOOK_FUZZ_DELTAS and BOOK_FUZZ_SEED change the size and the run. The time limit is a budget for a
 * loaded machine, not a speed check: the run logs its wall and CPU time.
 */
import { describe, expect, it } from 'vitest';
import { createGateway } from '../../src/server/gateway/createGateway';
import { createManualTime } from '../../src/server/exchange/manualTime';
import { aggregate, bestBuckets, toLevel } from '../../src/shared/book/depthBuckets';
import { createMarketStore } from '../../src/shared/hub/store/createMarketStore';
import { decimalsOf, toFixed } from '../../src/shared/money/fixed';
import { topics, type DepthData, type Push } from '../../src/shared/protocol';
import { createTestExchange } from '../unit/server/api/testExchange';
import { createFaultyLink } from './faultyLink';
import { createRng } from '../../src/server/exchange/rng';
import { createOrderFlow } from './orderFlow';
import { createReferenceBook, sameBook, type Book } from './referenceBook';

const DELTAS = Number(process.env.BOOK_FUZZ_DELTAS ?? 1_000_000);
const SEED = Number(process.env.BOOK_FUZZ_SEED ?? 21);
const SYMBOL = 'BTCUSDT';
const STEPS = ['0.01', '0.1', '1', '10'];
const TOPICS = STEPS.map((step) => topics.depth(40, step, SYMBOL));
/**
 * Per frame on the fuzzed link: a calm network most of the time, and storms (one phase in ten) that
 * lose a quarter of the frames, so a restart's snapshot and the deltas after it can all be lost.
 */
const CALM = { drop: 0.004, duplicate: 0.004, reorder: 0.004 };
const STORM = { drop: 0.25, duplicate: 0.05, reorder: 0.05 };
const PHASE_STEPS = 200;
const STORMY = 0.1;
/** Per step of the order flow: about one restart of every topic's sequence per 300 steps. */
const RESTART = 1 / 300;
/** Steps a resubscribe may wait for its snapshot before asking again (the hub's watchdog). */
const WATCHDOG_STEPS = 50;
const REFERENCE_CHECK_EVERY = 20_000;

type DepthPush = Push<string, DepthData>;

describe('book fuzz against the engine', () => {
  it(`${DELTAS} deltas with drops, duplicates, reorders and restarts: 0 silently wrong books`, () => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const exchange = createTestExchange();
    const random = createRng(SEED).next;
    const gateway = createGateway({ exchange, scheduler: createManualTime(0).scheduler, random });
    const flow = createOrderFlow(exchange.engine, SYMBOL, random);
    const engineWindow = (step: string): Book => {
      const raw = exchange.engine.book(SYMBOL, Number.POSITIVE_INFINITY);
      const cut = (side: 'bids' | 'asks') =>
        new Map(
          bestBuckets(aggregate(raw[side], toFixed(step), side), side, 40).map(([p, s]) =>
            toLevel(p, s, decimalsOf(step)),
          ),
        );
      return { bids: cut('bids'), asks: cut('asks') };
    };
    const count = { deltas: 0, frames: 0, restarts: 0, resyncs: 0, watchdog: 0, liveChecks: 0 };
    let referenceChecks = 0;
    let wrongBooks = 0;
    let firstWrong: string | undefined;

    // One parse per frame: the gateway sends the same text to both connections, clean one first.
    let last: { text: string; push: DepthPush } | undefined;
    const parse = (text: string): DepthPush => {
      if (last?.text !== text) last = { text, push: JSON.parse(text) as DepthPush };
      return last.push;
    };
    const rates = { ...CALM };
    const link = createFaultyLink(rates, random);
    // Once faults stop: topics with a frame sent since, and topics live after applying one of those.
    let stopped = false;
    const sentAfterStop = new Set<string>();
    const fresh = new Set<string>();
    const references = new Map(TOPICS.map((topic) => [topic, createReferenceBook(link.pending)]));
    const clean = gateway.connect(
      {
        send(text) {
          if (!text.startsWith('{"topic"')) return;
          const push = parse(text);
          references.get(push.topic)?.apply(push.type, push.data);
          if (stopped) sentAfterStop.add(push.topic);
          if (push.type !== 'delta') return;
          count.deltas += 1;
          if (count.deltas % REFERENCE_CHECK_EVERY !== 0) return;
          const index = TOPICS.indexOf(push.topic);
          const reference = references.get(push.topic)?.book;
          expect(reference && sameBook(reference, engineWindow(STEPS[index] ?? ''))).toBe(true);
          referenceChecks += 1;
        },
        close() {},
      },
      undefined,
    );
    const fuzzed = gateway.connect(
      { send: (text) => text.startsWith('{"topic"') && link.send(text), close() {} },
      undefined,
    );
    const frame = (op: string, topic: string) => JSON.stringify({ op, args: [topic] });
    clean.receive(JSON.stringify({ op: 'subscribe', args: TOPICS }));
    fuzzed.receive(JSON.stringify({ op: 'subscribe', args: TOPICS }));

    const store = createMarketStore();
    let steps = 0;
    const askedAt = new Map<string, number>();
    const resubscribe = (topic: string) => {
      fuzzed.receive(frame('unsubscribe', topic));
      fuzzed.receive(frame('subscribe', topic));
      askedAt.set(topic, steps);
    };
    const drain = () => {
      for (let text = link.queue.shift(); text !== undefined; text = link.queue.shift()) {
        const push = parse(text);
        const outcome = store.apply(push);
        count.frames += 1;
        const peek = store.peekBook(push.topic);
        if (peek?.phase === 'live') {
          count.liveChecks += 1;
          const expected = references.get(push.topic)?.at(push.data.seq);
          if (!expected || !sameBook(peek.book, expected)) {
            wrongBooks += 1;
            firstWrong ??= `frame ${count.frames}: ${push.topic} ${push.type} u ${push.data.u}`;
          }
        }
        if (sentAfterStop.has(push.topic) && peek?.phase === 'live') fresh.add(push.topic);
        for (const topic of outcome.resync) {
          count.resyncs += 1;
          resubscribe(topic);
        }
      }
      for (const topic of TOPICS) {
        if (store.awaitsSnapshot(topic) && steps - (askedAt.get(topic) ?? 0) >= WATCHDOG_STEPS) {
          count.watchdog += 1;
          resubscribe(topic);
        }
      }
    };

    while (count.deltas < DELTAS) {
      steps += 1;
      if (steps % PHASE_STEPS === 0) Object.assign(rates, random() < STORMY ? STORM : CALM);
      if (random() < RESTART) {
        count.restarts += 1;
        gateway.restartSequences();
      }
      flow();
      drain();
    }
    // Faults stop: every book comes back on its own and ends equal to the engine's window. A book whose
    // last delta was dropped is behind until its next frame shows the gap, so the run goes on until
    // each book has applied a frame sent after the faults stopped.
    link.stop();
    stopped = true;
    for (let i = 0; i < 100_000 && (link.pending() || fresh.size < TOPICS.length); i++) {
      steps += 1;
      flow();
      drain();
    }
    const cpu = process.cpuUsage(cpuStarted);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.info(
      `book fuzz (seed ${SEED}, ${steps} order-flow steps, ${seconds(performance.now() - started)} wall,`,
      `${seconds((cpu.user + cpu.system) / 1000)} CPU):`,
      { ...count, ...link.count, referenceChecks, wrongBooks },
    );
    expect(firstWrong, 'a live book that differs from the window of its frame').toBeUndefined();
    expect(wrongBooks).toBe(0);
    for (const [index, topic] of TOPICS.entries()) {
      const end = store.peekBook(topic);
      const engine = engineWindow(STEPS[index] ?? '');
      expect(end?.phase, topic).toBe('live');
      expect(end && sameBook(end.book, engine), topic).toBe(true);
      expect(sameBook(references.get(topic)?.book ?? { bids: new Map(), asks: new Map() }, engine)).toBe(
        true,
      );
    }
    expect(count.deltas).toBeGreaterThanOrEqual(DELTAS);
    // Every fault happened often enough to mean something, and nearly every frame was checked live.
    const floor = DELTAS >= 1_000_000 ? 20 : 0;
    for (const [name, n] of Object.entries({
      ...link.count,
      restarts: count.restarts,
      resyncs: count.resyncs,
    }))
      expect(n, name).toBeGreaterThan(floor);
    expect(count.liveChecks).toBeGreaterThan(count.deltas * 0.9);
    clean.closed();
    fuzzed.closed();
    gateway.dispose();
  }, 600_000);
});
