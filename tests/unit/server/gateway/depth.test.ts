import { describe, expect, it } from 'vitest';
import type { DepthData } from '../../../../src/shared/protocol';
import { topics } from '../../../../src/shared/protocol';
import { createGatewayHarness } from './gatewayHarness';

const depthOf = (frame: Record<string, unknown> | undefined) => frame?.data as DepthData;

describe('mergedDepth topic', () => {
  it('snapshots merged levels, then sends deltas with u + 1 per message', () => {
    const h = createGatewayHarness();
    h.place('Buy', '90000.05', '0.01');
    h.place('Sell', '98000.01', '0.02');
    const c = h.connect();
    c.send({ op: 'subscribe', args: [topics.depth(40, '1', 'BTCUSDT')] });
    const snapshot = depthOf(c.take()[1]);
    expect(snapshot).toMatchObject({ s: 'BTCUSDT', u: 1, b: [['90000', '0.01']], a: [['98001', '0.02']] });
    h.place('Buy', '90000.90', '0.03');
    h.place('Sell', '98000.50', '0.01');
    const [first, second] = c.take().map(depthOf);
    expect(first).toMatchObject({ u: 2, b: [['90000', '0.04']], a: [] });
    expect(second).toMatchObject({ u: 3, b: [], a: [['98001', '0.03']] });
  });

  it('sends levels entering and leaving the window (size "0" when pushed out)', () => {
    const h = createGatewayHarness();
    for (let i = 0; i < 40; i += 1) h.place('Buy', String(80000 + i), '0.01');
    const c = h.connect();
    c.send({ op: 'subscribe', args: [topics.depth(40, '1', 'BTCUSDT')] });
    const snapshot = depthOf(c.take()[1]);
    expect(snapshot.b).toHaveLength(40);
    expect(snapshot.b.at(-1)).toEqual(['80000', '0.01']);
    // A better bid enters at the top; the worst one leaves the window.
    const order = h.place('Buy', '85000', '0.02');
    expect(depthOf(c.take()[0])).toMatchObject({
      u: 2,
      b: [
        ['85000', '0.02'],
        ['80000', '0'],
      ],
    });
    // A change outside the window sends nothing.
    h.place('Buy', '70000', '0.01');
    expect(c.take()).toEqual([]);
    // Cancelling the top bid brings the old worst level back.
    h.exchange.engine.cancelOrder('mm-test', { orderId: order.orderId });
    expect(depthOf(c.take()[0])).toMatchObject({
      u: 3,
      b: [
        ['80000', '0.01'],
        ['85000', '0'],
      ],
    });
  });

  it('restarts sequences: the next message is a snapshot with u = 1', () => {
    const h = createGatewayHarness();
    const c = h.connect();
    c.send({ op: 'subscribe', args: [topics.depth(40, '0.01', 'BTCUSDT')] });
    h.place('Buy', '90000', '0.01');
    h.place('Buy', '90001', '0.01');
    expect(depthOf(c.take().at(-1)).u).toBe(3);
    h.gateway.restartSequences();
    const [restart] = c.take();
    expect(restart).toMatchObject({ type: 'snapshot', data: { u: 1 } });
    expect(depthOf(restart).b).toHaveLength(2);
    h.place('Buy', '90002', '0.01');
    expect(depthOf(c.take()[0]).u).toBe(2);
  });

  it('names in each delta the seq of the frame it follows, across silent events and restarts', () => {
    const h = createGatewayHarness();
    for (let i = 0; i < 40; i += 1) h.place('Buy', String(80000 + i), '0.01');
    const c = h.connect();
    c.send({ op: 'subscribe', args: [topics.depth(40, '1', 'BTCUSDT')] });
    const snapshot = depthOf(c.take()[1]);
    expect(snapshot.pseq).toBe(snapshot.seq);
    h.place('Buy', '85000', '0.01');
    const first = depthOf(c.take()[0]);
    expect(first.pseq).toBe(snapshot.seq);
    expect(first.seq).toBeGreaterThan(snapshot.seq);
    // Beyond the window: the book's seq moves, the window does not, nothing is sent.
    h.place('Buy', '70000', '0.01');
    expect(c.take()).toEqual([]);
    // A late subscriber's snapshot shows the window as of the last frame sent, so it chains too.
    const late = h.connect();
    late.send({ op: 'subscribe', args: [topics.depth(40, '1', 'BTCUSDT')] });
    expect(depthOf(late.take()[1])).toMatchObject({ u: 2, seq: first.seq });
    h.place('Buy', '85001', '0.01');
    const second = depthOf(c.take()[0]);
    expect(second).toMatchObject({ u: 3, pseq: first.seq });
    expect(depthOf(late.take()[0])).toEqual(second);
    // A restart: u starts again, the seq chain does not.
    h.gateway.restartSequences();
    const restart = depthOf(c.take()[0]);
    expect(restart).toMatchObject({ u: 1, seq: second.seq, pseq: second.seq });
    h.place('Buy', '85002', '0.01');
    expect(depthOf(c.take()[0])).toMatchObject({ u: 2, pseq: second.seq });
  });

  it('gives a late subscriber a snapshot at the current u', () => {
    const h = createGatewayHarness();
    const early = h.connect();
    early.send({ op: 'subscribe', args: [topics.depth(40, '0.01', 'BTCUSDT')] });
    h.place('Buy', '90000', '0.01');
    const late = h.connect();
    late.send({ op: 'subscribe', args: [topics.depth(40, '0.01', 'BTCUSDT')] });
    expect(late.take()[1]).toMatchObject({ type: 'snapshot', data: { u: 2 } });
    h.place('Buy', '90001', '0.01');
    expect(depthOf(late.take()[0]).u).toBe(3);
    expect(depthOf(early.take().at(-1)).u).toBe(3);
  });
});
