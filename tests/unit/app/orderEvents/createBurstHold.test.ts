/** Bursts that keep coming are told one toast at a time per kind, every event counted once. */
import { describe, expect, it } from 'vitest';
import type { EventToast } from '../../../../src/app/features/orderEvents/calculateEventToasts';
import { createBurstHold } from '../../../../src/app/features/orderEvents/createBurstHold';
import type { OrderEvent, OrderEventKind } from '../../../../src/shared/protocol';
import { anOrder } from '../../shared/hub/anOrder';

const one = (kind: OrderEventKind, seq = 1): EventToast => ({
  kind: 'one',
  event: { seq, at: 0, kind, order: anOrder(String(seq)) } satisfies OrderEvent,
});
const many = (eventKind: 'filled' | 'cancelled' | 'modified', count: number): EventToast => ({
  kind: 'many',
  eventKind,
  count,
});

describe('createBurstHold', () => {
  it('passes everything while no burst toast shows', () => {
    const hold = createBurstHold();
    const toasts = [one('filled'), many('modified', 5), one('partiallyFilledCancelled')];
    expect(hold.pass(toasts)).toEqual(toasts);
  });

  it('counts the events of a kind whose burst toast shows, alone or in bursts, and tells them when it goes', () => {
    const hold = createBurstHold();
    hold.shown('modified');
    expect(hold.pass([many('modified', 10), one('filled', 2)])).toEqual([one('filled', 2)]);
    expect(hold.pass([one('modified', 3), one('modified', 4)])).toEqual([]);
    expect(hold.pass([many('modified', 10)])).toEqual([]);
    expect(hold.gone('modified')).toEqual(many('modified', 22));
    // Gone, nothing shows for that kind: the next passes, and nothing is held twice.
    expect(hold.pass([one('modified', 5)])).toEqual([one('modified', 5)]);
    expect(hold.gone('modified')).toBeUndefined();
  });

  it('tells nothing when nothing came meanwhile, and nothing held before the page hid', () => {
    const hold = createBurstHold();
    hold.shown('cancelled');
    expect(hold.gone('cancelled')).toBeUndefined();
    hold.shown('cancelled');
    hold.pass([many('cancelled', 7)]);
    hold.drop();
    expect(hold.gone('cancelled')).toBeUndefined();
  });

  it('holds each kind apart', () => {
    const hold = createBurstHold();
    hold.shown('filled');
    hold.shown('cancelled');
    hold.pass([many('filled', 4), many('cancelled', 6), one('filled', 9)]);
    expect(hold.gone('cancelled')).toEqual(many('cancelled', 6));
    expect(hold.gone('filled')).toEqual(many('filled', 5));
  });
});
