import { describe, expect, it } from 'vitest';
import { topics } from '../../../../src/shared/protocol';
import { NOTICE_BAR } from '../../../../src/server/exchange/notices';
import { createGatewayHarness } from './gatewayHarness';

const NEXT = [{ id: 'n-7', symbolName: 'ETH/USDT', info: 'ETH deposits paused', url: '' }];

describe('gateway notice topic', () => {
  it('sends the list on subscribe and a fresh snapshot to every subscriber when it is replaced', () => {
    const h = createGatewayHarness();
    const a = h.connect();
    const b = h.connect();
    a.send({ op: 'subscribe', args: [topics.notice] });
    b.send({ op: 'subscribe', args: [topics.notice] });
    expect(a.pushes(topics.notice)).toEqual([
      expect.objectContaining({ type: 'snapshot', data: NOTICE_BAR }),
    ]);
    a.take();
    b.take();

    h.exchange.setNoticeBar(NEXT);
    for (const c of [a, b]) {
      expect(c.take()).toEqual([
        expect.objectContaining({ topic: topics.notice, type: 'snapshot', data: NEXT }),
      ]);
    }
  });

  it('sends nothing to a connection that left, and stops listening once the topic has no subscriber', () => {
    const h = createGatewayHarness();
    const a = h.connect();
    const b = h.connect();
    a.send({ op: 'subscribe', args: [topics.notice] });
    b.send({ op: 'subscribe', args: [topics.notice] });
    b.send({ op: 'unsubscribe', args: [topics.notice] });
    a.take();
    b.take();

    h.exchange.setNoticeBar(NEXT);
    expect(a.take()).toHaveLength(1);
    expect(b.take()).toEqual([]);

    a.session.closed();
    expect(h.gateway.activeTopics()).not.toContain(topics.notice);
    h.exchange.setNoticeBar([]);
    expect(a.take()).toEqual([]);

    // A new subscriber after the change gets the current list, not the first one.
    const c = h.connect();
    c.send({ op: 'subscribe', args: [topics.notice] });
    expect(c.pushes(topics.notice)).toEqual([expect.objectContaining({ data: [] })]);
  });
});
