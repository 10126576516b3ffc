/** Which new events a visible tab toasts: not the silenced ones, not its own echoes, bursts as one. */
import { describe, expect, it } from 'vitest';
import { calculateEventToasts } from '../../../../src/app/features/orderEvents/calculateEventToasts';
import { createOwnOrderActions, OWN_ECHO_MS } from '../../../../src/app/features/orders/ownOrderActions';
import type { OrderEvent, OrderEventKind } from '../../../../src/shared/protocol';
import { anOrder } from '../../shared/hub/anOrder';

const event = (seq: number, kind: OrderEventKind): OrderEvent => ({
  seq,
  at: seq,
  kind,
  order: anOrder(`o${seq}`),
});
const quiet = { notifyClose: false, isEcho: () => false };

describe('calculateEventToasts', () => {
  it('toasts each event, up to three fills, cancels or edits one by one, more as one toast with their count', () => {
    const few = [event(1, 'filled'), event(2, 'cancelled'), event(3, 'filled'), event(4, 'filled')];
    expect(calculateEventToasts(few, quiet).map((t) => t.kind)).toEqual(['one', 'one', 'one', 'one']);
    const sweep = [1, 2, 3, 4, 5].map((seq) => event(seq, 'cancelled'));
    expect(calculateEventToasts([event(0, 'modified'), ...sweep, event(6, 'filled')], quiet)).toEqual([
      { kind: 'one', event: event(0, 'modified') },
      { kind: 'many', eventKind: 'cancelled', count: 5 },
      { kind: 'one', event: event(6, 'filled') },
    ]);
    const quotesMoved = [7, 8, 9, 10].map((seq) => event(seq, 'modified'));
    expect(
      calculateEventToasts([event(6, 'marketFailed'), ...quotesMoved, event(11, 'filled')], quiet),
    ).toEqual([
      { kind: 'one', event: event(6, 'marketFailed') },
      { kind: 'many', eventKind: 'modified', count: 4 },
      { kind: 'one', event: event(11, 'filled') },
    ]);
    const fewEdits = [7, 8, 9].map((seq) => event(seq, 'modified'));
    expect(calculateEventToasts(fewEdits, quiet).map((t) => t.kind)).toEqual(['one', 'one', 'one']);
  });

  it('notifyClose silences fills and cancels, not the other notices', () => {
    const events = [event(1, 'filled'), event(2, 'partiallyFilledCancelled'), event(3, 'marketFailed')];
    expect(calculateEventToasts(events, { ...quiet, notifyClose: true })).toEqual([
      { kind: 'one', event: event(3, 'marketFailed') },
    ]);
  });
});

describe('createOwnOrderActions', () => {
  it('takes the cancel or modify this tab sent for its echo, for a while, and only for that order', () => {
    let now = 1_000;
    const own = createOwnOrderActions(() => now);
    own.noteCancel('o1');
    own.noteModify('o2');
    expect(own.isEcho(event(1, 'cancelled'))).toBe(true);
    expect(own.isEcho(event(1, 'partiallyFilledCancelled'))).toBe(true);
    expect(own.isEcho(event(1, 'filled'))).toBe(false);
    expect(own.isEcho(event(2, 'modified'))).toBe(true);
    expect(own.isEcho(event(2, 'cancelled'))).toBe(false);
    expect(own.isEcho(event(3, 'cancelled'))).toBe(false);
    now += OWN_ECHO_MS + 1;
    expect(own.isEcho(event(1, 'cancelled'))).toBe(false);
    expect(calculateEventToasts([event(1, 'cancelled')], { ...quiet, isEcho: own.isEcho })).toHaveLength(1);
  });

  it('takes every cancel for a cancel-all’s echo until shortly after its answer', () => {
    let now = 1_000;
    const own = createOwnOrderActions(() => now);
    const answered = own.noteCancelAll();
    now += 500;
    expect(own.isEcho(event(7, 'cancelled'))).toBe(true);
    answered();
    now += 2_900;
    expect(own.isEcho(event(8, 'cancelled'))).toBe(true);
    now += 200;
    expect(own.isEcho(event(9, 'cancelled'))).toBe(false);
  });
});
