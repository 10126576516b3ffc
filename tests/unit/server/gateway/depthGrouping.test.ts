/**
 * The merged-depth grouping at every step of every instrument (spec 001 §5 depth options): a bid
 * bucket is its prices rounded DOWN to the step, an ask bucket its prices rounded UP, so a merged
 * level never shows a better price than an order inside it and the two sides never meet. The expected
 * buckets are computed here with plain bigint arithmetic, not with the gateway's own helpers, and
 * compared with what the mergedDepth topic sends.
 */
import { describe, expect, it } from 'vitest';
import type { BookLevel, DepthData, Push } from '../../../../src/shared/protocol';
import { topics } from '../../../../src/shared/protocol';
import { createExchange } from '../../../../src/server/exchange/createExchange';
import { MAX_SYMBOLS } from '../../../../src/server/exchange/instruments';
import { createManualTime } from '../../../../src/server/exchange/manualTime';
import { createGateway } from '../../../../src/server/gateway/createGateway';
import { decimalsOf, formatFixed, toFixed } from '../../../../src/shared/money/fixed';
import { createGatewayHarness } from './gatewayHarness';

const floorTo = (price: bigint, step: bigint) => price - (price % step);
const ceilTo = (price: bigint, step: bigint) => (price % step === 0n ? price : floorTo(price, step) + step);

/** Bucket → summed size, computed independently from the raw levels. */
function expectedBuckets(levels: readonly BookLevel[], step: string, side: 'bids' | 'asks') {
  const unit = toFixed(step);
  const sums = new Map<bigint, bigint>();
  for (const [price, size] of levels) {
    const p = toFixed(price);
    const bucket = side === 'bids' ? floorTo(p, unit) : ceilTo(p, unit);
    sums.set(bucket, (sums.get(bucket) ?? 0n) + toFixed(size));
  }
  return sums;
}

function setup() {
  const time = createManualTime();
  const exchange = createExchange({
    clock: time.clock,
    scheduler: time.scheduler,
    symbols: MAX_SYMBOLS,
    rate: 5,
  });
  exchange.start();
  time.advance(5_000);
  const gateway = createGateway({ exchange, scheduler: time.scheduler, random: () => 0.5 });
  /** The snapshot the topic sends to a new subscriber. */
  const snapshotOf = (topic: string): DepthData => {
    let data: DepthData | undefined;
    const session = gateway.connect(
      {
        send(text) {
          const frame = JSON.parse(text) as Push<string, DepthData> | { op: string };
          if ('topic' in frame && frame.topic === topic && frame.type === 'snapshot') data = frame.data;
        },
        close() {},
      },
      undefined,
    );
    session.receive(JSON.stringify({ op: 'subscribe', args: [topic] }));
    session.closed();
    if (!data) throw new Error(`no snapshot on ${topic}`);
    return data;
  };
  return { exchange, snapshotOf };
}

describe('merged-depth grouping', () => {
  it('rounds bids down and asks up at every step of every instrument, and the sides never meet', () => {
    const { exchange, snapshotOf } = setup();
    let checkedSteps = 0;
    let coarseMerges = 0;
    for (const instrument of exchange.engine.instruments) {
      const raw = exchange.engine.book(instrument.symbolId, Number.POSITIVE_INFINITY);
      for (const step of instrument.digitMerge.split(',')) {
        const where = `${instrument.symbolId} at ${step}`;
        const data = snapshotOf(topics.depth(200, step, instrument.symbolId));
        for (const [side, sent] of [
          ['bids', data.b],
          ['asks', data.a],
        ] as const) {
          const expected = expectedBuckets(raw[side], step, side);
          const best = [...expected.entries()]
            .sort(([a], [b]) => (side === 'bids' ? (b > a ? 1 : -1) : a > b ? 1 : -1))
            .slice(0, 200)
            .map(([p, s]) => [formatFixed(p, decimalsOf(step)), formatFixed(s)]);
          expect(sent, `${where} ${side}`).toEqual(best);
          if (expected.size < raw[side].length) coarseMerges += 1;
        }
        const bestBid = data.b[0]?.[0];
        const bestAsk = data.a[0]?.[0];
        if (bestBid !== undefined && bestAsk !== undefined) {
          expect(toFixed(bestBid) < toFixed(bestAsk), `${where}: ${bestBid} < ${bestAsk}`).toBe(true);
        }
        checkedSteps += 1;
      }
    }
    expect(checkedSteps).toBeGreaterThan(MAX_SYMBOLS * 2);
    // The market must be deep enough for the coarse steps to merge levels, or the test proves little.
    expect(coarseMerges).toBeGreaterThan(MAX_SYMBOLS);
  });

  it('keeps a bid and an ask one tick apart in different buckets at every step', () => {
    const h = createGatewayHarness();
    const instrument = h.exchange.engine.instrument('BTCUSDT');
    if (!instrument) throw new Error('BTCUSDT');
    // One tick apart, straddling no boundary of any coarser step, plus levels on a boundary exactly.
    h.place('Buy', '97000.01', '0.1');
    h.place('Sell', '97000.02', '0.2');
    h.place('Buy', '96000.00', '0.3');
    h.place('Sell', '98000.00', '0.4');
    for (const step of instrument.digitMerge.split(',')) {
      const unit = toFixed(step);
      const decimals = decimalsOf(step);
      const c = h.connect();
      c.send({ op: 'subscribe', args: [topics.depth(40, step, 'BTCUSDT')] });
      const data = c.pushes(topics.depth(40, step, 'BTCUSDT'))[0]?.data as DepthData;
      const at = (price: string, round: (p: bigint, s: bigint) => bigint) =>
        formatFixed(round(toFixed(price), unit), decimals);
      const bids = new Map(data.b);
      const asks = new Map(data.a);
      expect(bids.get(at('97000.01', floorTo)), `bid at ${step}`).toBe('0.1');
      expect(asks.get(at('97000.02', ceilTo)), `ask at ${step}`).toBe('0.2');
      expect(bids.get(at('96000.00', floorTo)), `boundary bid at ${step}`).toBe('0.3');
      expect(asks.get(at('98000.00', ceilTo)), `boundary ask at ${step}`).toBe('0.4');
      const [bestBid] = data.b[0] ?? [];
      const [bestAsk] = data.a[0] ?? [];
      expect(toFixed(bestBid ?? '0') < toFixed(bestAsk ?? '0'), `${bestBid} < ${bestAsk} at ${step}`).toBe(
        true,
      );
    }
  });
});
