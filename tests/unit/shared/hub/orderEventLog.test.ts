import { describe, expect, it } from 'vitest';
import {
  createOrderEventLog,
  ORDER_EVENT_KEPT_MS,
  ORDER_EVENTS_KEPT,
} from '../../../../src/shared/hub/orderEventLog';
import { anOrder } from './anOrder';

describe('order event log', () => {
  it('numbers events from 1, keeps the last ORDER_EVENTS_KEPT, drops old ones, and carries a slim order', () => {
    let now = 1_000;
    const log = createOrderEventLog({ now: () => now }, 'e1');
    log.record(
      Array.from({ length: ORDER_EVENTS_KEPT + 5 }, (_, i) => ({ kind: 'filled', order: anOrder(`o${i}`) })),
    );
    const view = log.view('live');
    expect(view.events.map((e) => e.seq)).toEqual(Array.from({ length: ORDER_EVENTS_KEPT }, (_, i) => i + 6));
    expect(Object.keys(view.events[0]?.order ?? {})).not.toContain('clientOrderId');
    now += ORDER_EVENT_KEPT_MS;
    log.record([{ kind: 'cancelled', order: anOrder('late') }]);
    expect(log.view('live')).toMatchObject({
      epoch: 'e1',
      events: [{ seq: ORDER_EVENTS_KEPT + 6, at: now }],
    });
    log.clear();
    expect(log.view('live').events).toEqual([]);
  });
});
