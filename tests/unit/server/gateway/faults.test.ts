import { describe, expect, it } from 'vitest';
import { topics } from '../../../../src/shared/protocol';
import { createGatewayHarness } from './gatewayHarness';

const trade = topics.trades('BTCUSDT');

function withTrades(
  random: () => number,
  faults: Parameters<ReturnType<typeof createGatewayHarness>['gateway']['setFaults']>[0],
) {
  const h = createGatewayHarness(random);
  const c = h.connect();
  c.send({ op: 'subscribe', args: [trade] });
  c.take();
  h.gateway.setFaults(faults);
  const trades = (n: number) => {
    for (let i = 0; i < n; i += 1) {
      h.place('Sell', '97000', '0.01');
      h.place('Buy', '97000', '0.01');
    }
  };
  return { h, c, trades };
}

const ids = (frames: Record<string, unknown>[]) =>
  frames.map((f) => (f.data as { execId: string }[])[0]?.execId);

describe('gateway faults', () => {
  it('drops push frames but still answers pings', () => {
    const { c, trades } = withTrades(() => 0, { drop: 1 });
    trades(3);
    expect(c.pushes(trade)).toEqual([]);
    c.send({ op: 'ping' });
    expect(c.take()).toMatchObject([{ op: 'pong' }]);
  });

  it('duplicates push frames', () => {
    const { c, trades } = withTrades(() => 0, { duplicate: 1 });
    trades(2);
    const got = ids(c.pushes(trade));
    expect(got).toHaveLength(4);
    expect(got[0]).toBe(got[1]);
  });

  it('reorders: a held frame goes out after the next one', () => {
    let n = 0;
    // Hold the first frame only (draws below 0.5 hold).
    const { c, trades } = withTrades(() => (n++ === 0 ? 0 : 0.9), { reorder: 0.5 });
    trades(3);
    const clean = withTrades(() => 0.9, {});
    clean.trades(3);
    const expected = ids(clean.c.pushes(trade));
    const got = ids(c.pushes(trade));
    expect(got).toEqual([expected[1], expected[0], expected[2]]);
  });

  it('stalls: nothing at all, not even pongs, and the socket stays open', () => {
    const { h, c, trades } = withTrades(() => 0.5, { stall: true });
    trades(2);
    c.send({ op: 'ping' });
    expect(c.sent).toEqual([]);
    expect(c.closes).toEqual([]);
    h.gateway.setFaults({ stall: false });
    c.send({ op: 'ping' });
    expect(c.take()).toMatchObject([{ op: 'pong' }]);
  });

  it('closes every socket with the given code and releases their topics', () => {
    const { h, c } = withTrades(() => 0.5, {});
    h.gateway.closeAll(4999, 'restart');
    expect(c.closes).toEqual([{ code: 4999, reason: 'restart' }]);
    expect(h.gateway.connectionCount()).toBe(0);
    expect(h.gateway.activeTopics()).toEqual([]);
  });
});
