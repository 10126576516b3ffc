/** The tab's side of order events: which events a tab shows (once, only while looking) and their words. */
import { describe, expect, it } from 'vitest';
import { describeOrderEvent } from '../../../../src/app/features/orderEvents/describeOrderEvent';
import { pickNewEvents } from '../../../../src/app/features/orderEvents/pickNewEvents';
import type { Instrument, OrderEvent, OrderEventsView } from '../../../../src/shared/protocol';
import { createTestI18n } from '../../../component/createTestI18n';
import { anOrder } from '../../shared/hub/anOrder';

const event = (seq: number, at: number, fields: Partial<OrderEvent> = {}): OrderEvent => ({
  seq,
  at,
  kind: 'filled',
  order: anOrder(String(seq)),
  ...fields,
});
const viewOf = (events: OrderEvent[], epoch = 'e1'): OrderEventsView => ({
  kind: 'orderEvents',
  status: 'live',
  epoch,
  events,
});
const seqs = (events: OrderEvent[]) => events.map((e) => e.seq);

describe('pickNewEvents', () => {
  it('shows each event once, none from before the tab looked, and starts over with a new hub', () => {
    let cursor = { epoch: '', lastSeq: 0, since: 1_000 };
    // The first snapshot: what happened before the tab watched is not shown, but counts as seen.
    let picked = pickNewEvents(viewOf([event(1, 900), event(2, 1_000)]), cursor);
    expect(seqs(picked.show)).toEqual([2]);
    cursor = picked.cursor;
    // A later snapshot carries the same events and one more (or a frame merged two snapshots).
    picked = pickNewEvents(
      viewOf([event(1, 900), event(2, 1_000), event(3, 1_100), event(4, 1_100)]),
      cursor,
    );
    expect(seqs(picked.show)).toEqual([3, 4]);
    cursor = picked.cursor;
    expect(pickNewEvents(viewOf([event(3, 1_100), event(4, 1_100)]), cursor).show).toEqual([]);
    // Hidden from 1 200 to 2 000: the catch-up snapshot shows none of what happened meanwhile.
    cursor = { ...cursor, since: 2_000 };
    picked = pickNewEvents(viewOf([event(4, 1_100), event(5, 1_500), event(6, 1_900)]), cursor);
    expect(picked.show).toEqual([]);
    expect(
      pickNewEvents(viewOf([event(6, 1_900), event(7, 2_100)]), picked.cursor).show.map((e) => e.seq),
    ).toEqual([7]);
    // A restarted hub numbers from 1 again.
    expect(seqs(pickNewEvents(viewOf([event(1, 2_200)], 'e2'), picked.cursor).show)).toEqual([1]);
  });
});

describe('describeOrderEvent', () => {
  const i18n = createTestI18n({ locale: 'en' });
  const btc = {
    symbolId: 'BTCUSDT',
    pricePrecision: 2,
    quantityPrecision: 4,
    amountPrecision: 2,
  } as Instrument;

  it('says a fill at its average price and traded quantity, in the pair precisions', () => {
    const toast = describeOrderEvent(
      i18n.t,
      'en',
      event(1, 0, {
        order: anOrder('1', { status: 'Filled', executedQty: '0.5', avgPrice: '99.5', price: '100' }),
      }),
      btc,
    );
    expect(toast).toEqual({
      tone: 'success',
      title: 'Order filled',
      detail: 'Buy 0.5000 BTC at 99.50 (BTC/USDT).',
    });
  });

  it('says a market buy by value that filled nothing in its quote amount, at market', () => {
    const order = anOrder('1', {
      type: 'MARKET',
      status: 'Cancelled',
      price: '0',
      origQty: '0',
      amount: '5',
      marketUnit: 'quoteCoin',
    });
    expect(describeOrderEvent(i18n.t, 'en', event(1, 0, { kind: 'marketFailed', order }), btc)).toEqual({
      tone: 'error',
      title: 'Market order could not be filled',
      detail: 'Buy 5.00 USDT at market (BTC/USDT).',
    });
  });

  it('says a rejected plan at its trigger with the reason, and an unknown pair at the default precisions', () => {
    const order = anOrder('1', {
      status: 'Rejected',
      type: 'MARKET',
      side: 'Sell',
      price: '0',
      triggerPrice: '90',
      rejectReason: 'There is no liquidity.',
    });
    expect(
      describeOrderEvent(i18n.t, 'en', event(1, 0, { kind: 'triggerRejected', order }), undefined),
    ).toEqual({
      tone: 'error',
      title: 'Conditional order could not be placed',
      detail: 'Sell 1.00000000 BTC at 90.0000000000000 (BTC/USDT). There is no liquidity.',
    });
  });
});
