/**
 * The merged depth a client rebuilds from the feed (snapshot, then deltas) must equal, after every
 * message, the window computed afresh from the engine's whole raw book, at every step of the symbol,
 * while the seeded market makers and takers run.
 */
import { describe, expect, it } from 'vitest';
import type { DepthData, Push } from '../../../../src/shared/protocol';
import { topics } from '../../../../src/shared/protocol';
import { createExchange } from '../../../../src/server/exchange/createExchange';
import { createManualTime } from '../../../../src/server/exchange/manualTime';
import { createGateway } from '../../../../src/server/gateway/createGateway';
import { aggregate, bestBuckets, toLevel } from '../../../../src/shared/book/depthBuckets';
import { decimalsOf, toFixed } from '../../../../src/shared/money/fixed';

type Book = { b: Map<string, string>; a: Map<string, string> };

function apply(book: Book, data: DepthData, snapshot: boolean): void {
  if (snapshot) {
    book.b.clear();
    book.a.clear();
  }
  for (const [side, levels] of [
    [book.b, data.b],
    [book.a, data.a],
  ] as const) {
    for (const [price, size] of levels) {
      if (toFixed(size) === 0n) side.delete(price);
      else side.set(price, size);
    }
  }
}

describe('merged depth against the engine', () => {
  it('always equals the window of the whole raw book, at every step', () => {
    const time = createManualTime();
    const exchange = createExchange({ clock: time.clock, scheduler: time.scheduler, symbols: 1, rate: 20 });
    exchange.start();
    const gateway = createGateway({ exchange, scheduler: time.scheduler, random: () => 0.5 });
    const inst = exchange.engine.instrument('BTCUSDT');
    if (!inst) throw new Error('BTCUSDT');

    for (const step of inst.digitMerge.split(',')) {
      const topic = topics.depth(40, step, 'BTCUSDT');
      const book: Book = { b: new Map(), a: new Map() };
      let lastU = 0;
      let checked = 0;
      const expected = () => {
        const raw = exchange.engine.book('BTCUSDT', Number.POSITIVE_INFINITY);
        const cut = (side: 'bids' | 'asks') =>
          new Map(
            bestBuckets(aggregate(raw[side], toFixed(step), side), side, 40).map(([p, s]) =>
              toLevel(p, s, decimalsOf(step)),
            ),
          );
        return { b: cut('bids'), a: cut('asks') };
      };
      const session = gateway.connect(
        {
          send(text) {
            const frame = JSON.parse(text) as Push<string, DepthData> | { op: string };
            if (!('topic' in frame) || frame.topic !== topic) return;
            if (frame.type === 'delta') expect(frame.data.u).toBe(lastU + 1);
            lastU = frame.data.u;
            apply(book, frame.data, frame.type === 'snapshot');
            expect(book).toEqual(expected());
            checked++;
          },
          close() {},
        },
        undefined,
      );
      session.receive(JSON.stringify({ op: 'subscribe', args: [topic] }));
      time.advance(3_000);
      session.closed();
      expect(checked, `messages at step ${step}`).toBeGreaterThan(20);
      expect(book.b.size, `bid buckets at step ${step}`).toBeGreaterThan(0);
    }
  });
});
