import { describe, expect, it } from 'vitest';
import { API } from '../../../../src/shared/protocol';
import { createTraceLog, parseTraceparent } from '../../../../src/server/api/traceLog';
import { createHarness } from './apiHarness';

const VALID = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('parseTraceparent', () => {
  it('reads a W3C traceparent', () => {
    expect(parseTraceparent(VALID)).toEqual({
      version: '00',
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      parentId: '00f067aa0ba902b7',
      flags: '01',
    });
    // A later version may carry more fields.
    expect(parseTraceparent(`01-${VALID.slice(3)}-more`)?.version).toBe('01');
  });

  it.each([
    ['upper-case hex', VALID.toUpperCase()],
    ['version ff', `ff-${VALID.slice(3)}`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`],
    ['an all-zero parent id', `00-4bf92f3577b34da6a3ce929d0e0e4736-${'0'.repeat(16)}-01`],
    ['version 00 with more fields', `${VALID}-more`],
    ['a short trace id', '00-4bf92f35-00f067aa0ba902b7-01'],
    ['a bare id', '4bf92f3577b34da6a3ce929d0e0e4736'],
  ])('refuses %s', (_name, text) => {
    expect(parseTraceparent(text)).toBeUndefined();
  });
});

describe('the trace log', () => {
  it('keeps the newest records per account, oldest first', () => {
    const log = createTraceLog(3);
    for (let i = 0; i < 5; i++) log.record('a', API.createOrder, i === 4 ? VALID : `bad-${i}`, i);
    log.record('b', API.cancelOrder, undefined, 9);
    expect(log.list('a').map((r) => r.at)).toEqual([2, 3, 4]);
    expect(log.list('a')[2]).toMatchObject({ valid: true, traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
    expect(log.list('b')).toEqual([
      { accountId: 'b', path: API.cancelOrder, at: 9, traceparent: null, traceId: '', valid: false },
    ]);
    expect(log.list().map((r) => r.accountId)).toEqual(['a', 'a', 'a', 'b']);
  });

  it('records logged-in order-writing requests only, whatever their answer', () => {
    const h = createHarness();
    h.json('POST', API.createOrder, { body: {}, headers: { traceparent: VALID } });
    const user = h.loginAs('classic');
    h.json('POST', API.createOrder, { body: {}, headers: { traceparent: VALID } });
    h.json('GET', API.openOrders, { headers: { traceparent: VALID } });
    h.json('POST', API.cancelAllPlanOrders, { body: {} });
    expect(h.site.traces.list().map((r) => [r.accountId, r.path, r.valid])).toEqual([
      [user.accountId, API.createOrder, true],
      [user.accountId, API.cancelAllPlanOrders, false],
    ]);
  });
});
