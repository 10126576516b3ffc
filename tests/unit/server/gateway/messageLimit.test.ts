import { describe, expect, it } from 'vitest';
import { SERVER_CLOSE_CODES } from '../../../../src/shared/hub/closeCodes';
import { topics } from '../../../../src/shared/protocol';
import { FEED_LINGER_MS } from '../../../../src/server/gateway/createGateway';
import { DEPTH_BUILD_COST, MESSAGE_LIMIT } from '../../../../src/server/gateway/messageLimit';
import { createTokenBucket } from '../../../../src/server/gateway/tokenBucket';
import { createGatewayHarness } from './gatewayHarness';

/** A gateway whose connections have the real budget on the harness's hand-driven clock. */
function limitedHarness() {
  const h: ReturnType<typeof createGatewayHarness> = createGatewayHarness(undefined, {
    messageBudget: () => createTokenBucket({ ...MESSAGE_LIMIT, now: () => h.clock.now() }),
  });
  return h;
}

const BOOK = topics.depth(40, '0.01', 'BTCUSDT');
const TRADES = topics.trades('BTCUSDT');

describe('the per-connection message budget', () => {
  it('keeps a page-like client open: a full resubscribe, symbol switches and pings', () => {
    const h = limitedHarness();
    const c = h.connect();
    const symbols = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];
    const page = (s: string) => [topics.depth(40, '0.01', s), topics.trades(s), topics.ticker(s)];
    c.send({ op: 'subscribe', args: [topics.tickersAll, topics.notice, ...symbols.flatMap(page)] });
    // Ten switches a second for 30 s, a ping every 15 s: far busier than a person.
    for (let i = 0; i < 300; i++) {
      const from = symbols[i % 3] ?? '';
      const to = symbols[(i + 1) % 3] ?? '';
      c.send({ op: 'unsubscribe', args: [topics.trades(from)] });
      c.send({ op: 'subscribe', args: [topics.trades(to)] });
      if (i % 150 === 0) c.send({ op: 'ping' });
      h.clock.advance(100);
    }
    expect(c.closes).toEqual([]);
    expect(c.take().filter((f) => f.op === 'error')).toEqual([]);
  });

  it('closes a flooder with 4008, reads nothing more from it and releases its topics', () => {
    const h = limitedHarness();
    const c = h.connect();
    let frames = 0;
    while (c.closes.length === 0 && frames < 10_000) {
      c.send({ op: 'subscribe', args: [TRADES] });
      c.send({ op: 'unsubscribe', args: [TRADES] });
      c.send({ op: 'ping' });
      frames += 3;
    }
    expect(c.closes).toEqual([
      { code: SERVER_CLOSE_CODES.rateLimited, reason: 'message rate limit exceeded', stopReading: true },
    ]);
    // The budget is spent on the frame after the burst; nothing is answered after the close.
    expect(frames).toBeGreaterThan(MESSAGE_LIMIT.burst);
    expect(frames).toBeLessThanOrEqual(MESSAGE_LIMIT.burst + 3);
    const answered = c.take().length;
    c.send({ op: 'ping' });
    expect(c.take()).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    expect(h.gateway.connectionCount()).toBe(0);
    expect(h.gateway.activeTopics()).toEqual([]);
  });

  it('charges binary frames and garbage like pings', () => {
    const h = limitedHarness();
    const c = h.connect();
    for (let i = 0; i < MESSAGE_LIMIT.burst / 2; i++) {
      c.session.receiveBinary();
      c.send('not json');
    }
    expect(c.closes).toEqual([]);
    c.session.receiveBinary();
    expect(c.closes.map((x) => x.code)).toEqual([SERVER_CLOSE_CODES.rateLimited]);
  });

  it('charges the topics of a frame, not the frame: one 100-topic frame is 100 operations', () => {
    const h = limitedHarness();
    const c = h.connect();
    const many = Array.from({ length: 100 }, (_, i) => `nope.${i}`);
    c.send({ op: 'subscribe', args: many });
    c.send({ op: 'subscribe', args: many });
    c.send({ op: 'subscribe', args: many });
    expect(c.closes).toEqual([]);
    c.send({ op: 'ping' });
    expect(c.closes.map((x) => x.code)).toEqual([SERVER_CLOSE_CODES.rateLimited]);
  });

  it('charges building a book, so a burst can build only a few; books others watch cost 1', () => {
    const h = limitedHarness();
    const books = h.exchange.engine.instruments.flatMap((i) =>
      i.digitMerge
        .split(',')
        .flatMap((step) => [40, 200].map((l) => topics.depth(l as 40, step, i.symbolId))),
    );
    const affordable = Math.floor(MESSAGE_LIMIT.burst / (DEPTH_BUILD_COST + 1));
    expect(books.length).toBeGreaterThan(affordable);
    const watcher = h.connect();
    for (let i = 0; i < books.length; i += 10) {
      watcher.send({ op: 'subscribe', args: books.slice(i, i + 10) });
      h.clock.advance(10_000);
    }
    expect(watcher.closes).toEqual([]);
    // Built already: a second client subscribes to all of them at one operation each.
    const warm = h.connect();
    warm.send({ op: 'subscribe', args: books.slice(0, 100) });
    expect(warm.closes).toEqual([]);
    expect(warm.take()[0]).toMatchObject({ op: 'subscribe', success: true });

    const h2 = limitedHarness();
    const cold = h2.connect();
    cold.send({ op: 'subscribe', args: books.slice(0, affordable) });
    expect(cold.closes).toEqual([]);
    cold.send({ op: 'subscribe', args: books.slice(affordable, affordable + 1) });
    expect(cold.closes.map((x) => x.code)).toEqual([SERVER_CLOSE_CODES.rateLimited]);
  });
});

describe('cheap subscribe and unsubscribe', () => {
  it('keeps a feed FEED_LINGER_MS after its last subscriber, so resubscribing continues its sequence', () => {
    const h = createGatewayHarness();
    const c = h.connect();
    c.send({ op: 'subscribe', args: [BOOK] });
    c.send({ op: 'unsubscribe', args: [BOOK] });
    h.place('Buy', '96000', '0.5');
    expect(h.gateway.activeTopics()).toEqual([]);
    c.take();
    c.send({ op: 'subscribe', args: [BOOK] });
    // The lingering feed saw the order: its snapshot has it, at the next update id.
    const [, again] = c.take();
    expect(again).toMatchObject({ type: 'snapshot', data: { u: 2, b: [['96000.00', '0.5']] } });

    c.send({ op: 'unsubscribe', args: [BOOK] });
    h.clock.advance(FEED_LINGER_MS);
    c.take();
    c.send({ op: 'subscribe', args: [BOOK] });
    // Disposed after the linger: a new feed starts at u = 1.
    expect(c.take()[1]).toMatchObject({ type: 'snapshot', data: { u: 1 } });
  });

  it('builds one snapshot for a burst of subscribers and a new one after the feed broadcasts', () => {
    const h = createGatewayHarness();
    const first = h.connect();
    const second = h.connect();
    first.send({ op: 'subscribe', args: [BOOK] });
    second.send({ op: 'subscribe', args: [BOOK] });
    const a = first.pushes(BOOK)[0];
    expect(second.pushes(BOOK)[0]).toEqual(a);
    h.place('Sell', '98000', '0.25');
    const third = h.connect();
    third.send({ op: 'subscribe', args: [BOOK] });
    expect(third.pushes(BOOK)[0]).toMatchObject({
      type: 'snapshot',
      data: { u: 2, a: [['98000.00', '0.25']] },
    });
    // The delta that invalidated the cached snapshot reached the first two, which lead into it.
    expect(first.pushes(BOOK).at(-1)).toMatchObject({ type: 'delta', data: { u: 2 } });
  });
});
