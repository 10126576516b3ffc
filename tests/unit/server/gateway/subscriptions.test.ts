import { describe, expect, it } from 'vitest';
import { topics } from '../../../../src/shared/protocol';
import { MAX_TOPICS_PER_CONNECTION } from '../../../../src/server/gateway/createGateway';
import { createGatewayHarness } from './gatewayHarness';

describe('gateway subscriptions', () => {
  it('acks accepted topics and lists each refusal with its reason', () => {
    const h = createGatewayHarness();
    const c = h.connect();
    c.send({
      op: 'subscribe',
      req_id: '7',
      args: [
        'instrument_info.BTCUSDT',
        'bogus',
        'trade.NOPEUSDT',
        'mergedDepth.40.0.001.BTCUSDT',
        'private.order',
      ],
    });
    const [ack, snapshot] = c.take();
    expect(ack).toMatchObject({
      op: 'subscribe',
      req_id: '7',
      success: false,
      args: ['instrument_info.BTCUSDT'],
    });
    expect(ack?.rejected).toEqual([
      { topic: 'bogus', reason: 'unknown topic' },
      { topic: 'trade.NOPEUSDT', reason: 'unknown symbol NOPEUSDT' },
      {
        topic: 'mergedDepth.40.0.001.BTCUSDT',
        reason: expect.stringMatching(/^step 0.001 is not one of/) as unknown,
      },
      { topic: 'private.order', reason: 'login required for private topics' },
    ]);
    expect(snapshot).toMatchObject({ topic: 'instrument_info.BTCUSDT', type: 'snapshot' });
  });

  it('answers ping with pong and garbage with an error, keeping the socket open', () => {
    const h = createGatewayHarness();
    const c = h.connect();
    c.send({ op: 'ping', req_id: 'a' });
    expect(c.take()[0]).toMatchObject({ op: 'pong', req_id: 'a' });
    for (const garbage of [
      '{',
      '"x"',
      '{"args":[]}',
      '{"op":"subscribe","args":[]}',
      '{"op":"subscribe","args":[1]}',
    ]) {
      c.send(garbage);
      expect(c.take()[0]).toMatchObject({ op: 'error' });
    }
    c.send('x'.repeat(70_000));
    expect(c.take()[0]?.ret_msg).toMatch(/larger than/);
    c.session.receiveBinary();
    expect(c.take()[0]?.ret_msg).toMatch(/binary/);
    expect(c.closes).toEqual([]);
  });

  it('shares one feed per topic across sockets and releases it with the last subscriber', () => {
    const h = createGatewayHarness();
    const sockets = Array.from({ length: 100 }, () => h.connect());
    for (const s of sockets) s.send({ op: 'subscribe', args: [topics.trades('BTCUSDT')] });
    expect(h.gateway.activeTopics()).toEqual(['trade.BTCUSDT']);
    h.place('Buy', '97000', '0.01');
    h.place('Sell', '97000', '0.01');
    for (const s of sockets)
      expect(s.pushes('trade.BTCUSDT').filter((f) => f.type === 'delta').length).toBeGreaterThan(0);
    sockets[0]?.send({ op: 'unsubscribe', args: [topics.trades('BTCUSDT'), 'trade.ETHUSDT'] });
    expect(sockets[0]?.take().at(-1)).toMatchObject({
      op: 'unsubscribe',
      args: ['trade.BTCUSDT'],
      rejected: [{ topic: 'trade.ETHUSDT', reason: 'not subscribed' }],
    });
    for (const s of sockets) s.session.closed();
    expect(h.gateway.activeTopics()).toEqual([]);
    expect(h.gateway.connectionCount()).toBe(0);
  });

  it('refuses topics beyond the per-connection limit', () => {
    const h = createGatewayHarness();
    const c = h.connect();
    const symbols = h.exchange.engine.instruments.map((i) => i.symbolId);
    const all = symbols.flatMap((s) =>
      ['1m', '5m', '15m', '1h', '4h', '1d', '1w', '1M', '30m', '3m'].map((iv) => `kline_${iv}.${s}`),
    );
    expect(all.length).toBeGreaterThan(MAX_TOPICS_PER_CONNECTION);
    for (let i = 0; i < all.length; i += 100) c.send({ op: 'subscribe', args: all.slice(i, i + 100) });
    const acks = c.sent.filter((f) => f.op === 'subscribe');
    const accepted = acks.flatMap((a) => a.args as string[]);
    expect(accepted.length).toBe(MAX_TOPICS_PER_CONNECTION);
    expect(JSON.stringify(acks.at(-1)?.rejected)).toContain('at most 200 topics');
  });

  it('sends private topics only to their own account', () => {
    const h = createGatewayHarness();
    const classic = h.connect('acct-classic');
    const uta = h.connect('acct-uta');
    for (const c of [classic, uta])
      c.send({ op: 'subscribe', args: [topics.orders, topics.wallet, topics.executions] });
    classic.take();
    uta.take();
    h.place('Buy', '90000', '0.01', 'BTCUSDT', 'acct-classic');
    expect(classic.pushes(topics.orders)).toHaveLength(1);
    expect(classic.pushes(topics.wallet).length).toBeGreaterThan(0);
    expect(uta.sent).toEqual([]);
    expect(h.gateway.activeTopics().sort()).toEqual(
      [
        'match#acct-classic',
        'match#acct-uta',
        'private.order#acct-classic',
        'private.order#acct-uta',
        'user.spot.wallet#acct-classic',
        'user.spot.wallet#acct-uta',
      ].sort(),
    );
  });

  it('snapshots the whole open set of an account, not a page of it', () => {
    const h = createGatewayHarness();
    for (let i = 0; i < 150; i++) h.place('Buy', String(50_000 + i), '0.001', 'BTCUSDT', 'acct-classic');
    const classic = h.connect('acct-classic');
    classic.send({ op: 'subscribe', args: [topics.orders] });
    const [snapshot] = classic.pushes(topics.orders) as { type: string; data: unknown[] }[];
    expect(snapshot?.type).toBe('snapshot');
    expect(snapshot?.data).toHaveLength(150);
  });

  it('flushes ticker deltas at most every 100 ms, with only the changed tickers', () => {
    const h = createGatewayHarness();
    const c = h.connect();
    c.send({ op: 'subscribe', args: [topics.tickersAll] });
    const snapshot = c.take()[1];
    expect((snapshot?.data as unknown[]).length).toBe(h.exchange.engine.instruments.length);
    h.place('Buy', '90000', '0.01');
    h.place('Buy', '90001', '0.01');
    expect(c.take()).toEqual([]);
    h.clock.advance(100);
    const [delta, ...rest] = c.take();
    expect(rest).toEqual([]);
    expect(delta).toMatchObject({
      topic: 'instrument_info.all',
      type: 'delta',
      data: [{ symbol: 'BTCUSDT', bid1Price: '90001.00' }],
    });
  });

  it('sends the current candle as a one-element snapshot and updates on trades', () => {
    const h = createGatewayHarness();
    const c = h.connect();
    c.send({ op: 'subscribe', args: [topics.kline('1m', 'BTCUSDT')] });
    expect((c.take()[1]?.data as unknown[]).length).toBe(1);
    h.place('Sell', '97000', '0.01');
    h.place('Buy', '97000', '0.01');
    expect(c.pushes('kline_1m.BTCUSDT').at(-1)).toMatchObject({
      type: 'delta',
      data: [{ close: '97000.00' }],
    });
  });
});
