/**
 * Property: fed by the real gateway over the seeded simulator, with random drops, duplicates,
 * reorders and sequence restarts, the store's book after every frame either equals the window computed
 * afresh from the engine's whole raw book (every level, string for string) or is marked resyncing.
 * Once faults stop, it leaves resyncing on its own and then stays live and equal.
 *
 * The fake connection queues frames like a socket (the gateway must not be re-entered from its own
 * send), and records with each frame the engine's window at the moment it was sent. When the store
 * names a topic in `resync`, the test does what the hub does: unsubscribe, then subscribe again; and,
 * like the hub's watchdog, it resubscribes when a snapshot it waits for has not come in time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createExchange } from '../../../../../src/server/exchange/createExchange';
import { createManualTime } from '../../../../../src/server/exchange/manualTime';
import { createRng } from '../../../../../src/server/exchange/rng';
import { createGateway } from '../../../../../src/server/gateway/createGateway';
import { aggregate, bestBuckets, toLevel } from '../../../../../src/shared/book/depthBuckets';
import { createMarketStore } from '../../../../../src/shared/hub/store/createMarketStore';
import { RESYNC_WATCHDOG_MS } from '../../../../../src/shared/hub/resyncWatchdog';
import { decimalsOf, toFixed } from '../../../../../src/shared/money/fixed';
import { topics, type Push } from '../../../../../src/shared/protocol';

type Window = { bids: [string, string][]; asks: [string, string][] };
interface Frame {
  push: Push;
  expected: Window;
  /** Sends since faults were switched off (0 while they are on). */
  sentAfterOff: number;
}

const sorted = (side: Map<string, string>, descending: boolean): [string, string][] =>
  [...side].sort(([a], [b]) => {
    const [x, y] = [toFixed(a), toFixed(b)];
    return x === y ? 0 : x < y !== descending ? -1 : 1;
  });

function run(
  seed: number,
  stepIndex: number,
  drop: number,
  duplicate: number,
  reorder: number,
  restarts: number[],
) {
  const time = createManualTime();
  const exchange = createExchange({
    clock: time.clock,
    scheduler: time.scheduler,
    symbols: 1,
    rate: 20,
    seed,
  });
  exchange.start();
  const gateway = createGateway({ exchange, scheduler: time.scheduler, random: createRng(seed).next }); // the gateway's fault draws, from the run's seed
  const steps = exchange.engine.instrument('BTCUSDT')?.digitMerge.split(',') ?? [];
  const step = steps[stepIndex % steps.length] ?? '0.01';
  const topic = topics.depth(40, step, 'BTCUSDT');
  const window = (): Window => {
    const raw = exchange.engine.book('BTCUSDT', Number.POSITIVE_INFINITY);
    const cut = (side: 'bids' | 'asks') =>
      bestBuckets(aggregate(raw[side], toFixed(step), side), side, 40).map(([p, s]) =>
        toLevel(p, s, decimalsOf(step)),
      );
    return { bids: cut('bids'), asks: cut('asks') };
  };

  const store = createMarketStore();
  const queue: Frame[] = [];
  let faultsOff = false;
  let sentAfterOff = 0;
  const session = gateway.connect(
    {
      send(text) {
        const frame = JSON.parse(text) as Push | { op: string };
        if (faultsOff) sentAfterOff += 1;
        if ('topic' in frame) queue.push({ push: frame, expected: window(), sentAfterOff });
      },
      close() {},
    },
    undefined,
  );
  const send = (op: 'subscribe' | 'unsubscribe') => session.receive(JSON.stringify({ op, args: [topic] }));
  // What the hub does on a resync, and its watchdog when the snapshot of a (re)subscribe is lost.
  let askedAt = time.now();
  const resubscribe = () => {
    send('unsubscribe');
    send('subscribe');
    askedAt = time.now();
  };
  const watchdog = () => {
    if (store.awaitsSnapshot(topic) && time.now() - askedAt >= RESYNC_WATCHDOG_MS) resubscribe();
  };

  let frames = 0;
  let resyncs = 0;
  let liveChecks = 0;
  /** Set once faults are off and the store is live again: from then on it must stay live. */
  let mustStayLive = false;
  const drain = () => {
    for (let frame = queue.shift(); frame; frame = queue.shift()) {
      const outcome = store.apply(frame.push);
      frames += 1;
      const peek = store.peekBook(topic);
      if (peek?.phase === 'live') {
        expect({ bids: sorted(peek.book.bids, true), asks: sorted(peek.book.asks, false) }).toEqual(
          frame.expected,
        );
        liveChecks += 1;
      } else {
        expect(peek?.phase).toBe('resyncing');
        expect(mustStayLive, `resyncing again after recovery, frame ${frames}`).toBe(false);
      }
      if (outcome.resync.includes(topic)) {
        resyncs += 1;
        resubscribe();
      }
      // The sends right after faults stop may still flush a frame held back before; after them the
      // stream is clean, so the first live frame starts the "stays live" stretch.
      if (faultsOff && frame.sentAfterOff > 2 && peek?.phase === 'live') mustStayLive = true;
    }
  };

  gateway.setFaults({ drop, duplicate, reorder });
  send('subscribe');
  const restartAt = new Set(restarts);
  for (let tick = 0; tick < 50; tick++) {
    if (restartAt.has(tick)) gateway.restartSequences();
    time.advance(50);
    drain();
    watchdog();
  }
  gateway.setFaults({ drop: 0, duplicate: 0, reorder: 0 });
  faultsOff = true;
  for (let tick = 0; tick < 120; tick++) {
    time.advance(50);
    drain();
    watchdog();
  }
  expect(mustStayLive, `never recovered (step ${step}, ${frames} frames)`).toBe(true);
  expect(store.peekBook(topic)?.phase).toBe('live');
  session.closed();
  gateway.dispose();
  return { frames, resyncs, liveChecks };
}

describe('the store against the simulator', () => {
  it('is equal to the engine window or resyncing, and recovers once faults stop', () => {
    let totals = { frames: 0, resyncs: 0, liveChecks: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(3),
        // Drops have a floor so every run meets faults: a run without any would check nothing new.
        fc.double({ min: 0.05, max: 0.15, noNaN: true }),
        fc.double({ min: 0, max: 0.15, noNaN: true }),
        fc.double({ min: 0, max: 0.15, noNaN: true }),
        fc.array(fc.nat(49), { maxLength: 3 }),
        (seed, step, drop, duplicate, reorder, restarts) => {
          const r = run(seed, step, drop, duplicate, reorder, restarts);
          totals = {
            frames: totals.frames + r.frames,
            resyncs: totals.resyncs + r.resyncs,
            liveChecks: totals.liveChecks + r.liveChecks,
          };
        },
      ),
      // A fixed seed unless one is given: a random one found the case below, which fails before and
      // after this seed was pinned, and a failing run spends minutes shrinking. STORE_PROPERTY_SEED
      // and STORE_PROPERTY_RUNS explore further.
      {
        numRuns: Number(process.env.STORE_PROPERTY_RUNS ?? 6),
        seed: Number(process.env.STORE_PROPERTY_SEED ?? 19),
      },
    );
    // The property must have been exercised: faults happened and books were checked while live.
    expect(totals.resyncs).toBeGreaterThan(0);
    expect(totals.liveChecks).toBeGreaterThan(500);
  }, 600_000);

  // Found by the property with a random seed: a sequence restart whose snapshot was dropped, and the
  // new stream's first deltas too, so its next delta carried the u the old stream expected. The store
  // showed it as live over a bid level (96998) the engine no longer had; deltas now name the frame
  // they follow (`pseq`), which a restart cannot repeat.
  it('recovers from a restart whose snapshot and first deltas were dropped (seed 467766)', () => {
    run(467766, 2, 0.14999999999999955, 6e-323, 7e-323, [1, 45]);
  }, 60_000);
});
