/** The order events of spec 000 §4 "Notifications" and 001 §8, through the store's push handling. */
import { describe, expect, it } from 'vitest';
import { createMarketStore } from '../../../../../src/shared/hub/store/createMarketStore';
import { PLAN_TYPE, topics, type Order } from '../../../../../src/shared/protocol';
import { anOrder } from '../anOrder';

const order = anOrder;

function setup() {
  const store = createMarketStore();
  const push = (topic: string, type: 'snapshot' | 'delta', data: Order[]) => {
    store.apply({ topic, type, ts: 0, data });
    return store.takeOrderEvents().map((event) => `${event.kind}:${event.order.orderId}`);
  };
  const orders = (type: 'snapshot' | 'delta', ...data: Order[]) => push(topics.orders, type, data);
  const plans = (type: 'snapshot' | 'delta', ...data: Order[]) => push(topics.planOrders, type, data);
  return { store, orders, plans };
}

describe('order events', () => {
  it('toasts fills and cancels once, skips partial fills, and fires nothing for snapshots', () => {
    const { orders } = setup();
    // A reconnect's snapshot may hold any state: it tells what is, not what just happened.
    expect(
      orders('snapshot', order('1'), order('2', { status: 'PartiallyFilled', executedQty: '0.5' })),
    ).toEqual([]);
    expect(
      orders('delta', order('1', { status: 'PartiallyFilled', executedQty: '0.4', updatedTime: 2 })),
    ).toEqual([]);
    expect(orders('delta', order('1', { status: 'Filled', executedQty: '1', updatedTime: 3 }))).toEqual([
      'filled:1',
    ]);
    expect(
      orders('delta', order('2', { status: 'PartiallyFilledCanceled', executedQty: '0.5', updatedTime: 3 })),
    ).toEqual(['partiallyFilledCancelled:2']);
    expect(orders('delta', order('3'), order('3', { status: 'Cancelled', updatedTime: 2 }))).toEqual([
      'cancelled:3',
    ]);
    // Retransmits and late earlier states fire nothing.
    expect(orders('delta', order('1', { status: 'Filled', executedQty: '1', updatedTime: 3 }))).toEqual([]);
    expect(orders('delta', order('3', { status: 'Cancelled', updatedTime: 2 }), order('3'))).toEqual([]);
    // A snapshot that still shows an order the push ended does not fire either.
    expect(orders('snapshot', order('4', { status: 'Filled' }))).toEqual([]);
  });

  it('skips iceberg and TWAP orders', () => {
    const { orders } = setup();
    expect(
      orders(
        'delta',
        order('1', { status: 'Filled', specialTradeFrom: 'iceberg' }),
        order('2', { status: 'Cancelled', specialTradeFrom: 'twap' }),
      ),
    ).toEqual([]);
  });

  it('tells a market order that filled nothing, and one that filled part, from a cancel', () => {
    const { orders } = setup();
    const market = { type: 'MARKET', price: '0' } as const;
    expect(
      orders(
        'delta',
        order('1', { ...market, status: 'Cancelled' }),
        order('2', { ...market, status: 'PartiallyFilledCanceled', executedQty: '0.3' }),
        order('3', { ...market, status: 'Filled', executedQty: '1' }),
      ),
    ).toEqual(['marketFailed:1', 'partiallyFilledCancelled:2', 'filled:3']);
  });

  it('tells a post-only order refused for taking from one cancelled while it rested', () => {
    const { orders } = setup();
    const maker = { type: 'LIMIT_MAKER' } as const;
    expect(orders('delta', order('1', { ...maker, status: 'Cancelled' }))).toEqual(['postOnlyRefused:1']);
    expect(
      orders('delta', order('2', maker), order('2', { ...maker, status: 'Cancelled', updatedTime: 5 })),
    ).toEqual(['cancelled:2']);
  });

  it('says an open order was modified when its price or quantity changed, not when it only filled', () => {
    const { orders } = setup();
    orders('snapshot', order('1'));
    expect(
      orders('delta', order('1', { status: 'PartiallyFilled', executedQty: '0.2', updatedTime: 2 })),
    ).toEqual([]);
    expect(
      orders(
        'delta',
        order('1', { status: 'PartiallyFilled', executedQty: '0.2', price: '101', updatedTime: 3 }),
      ),
    ).toEqual(['modified:1']);
    // The same state again (another tab's retransmit), or "101.0" for "101": no change.
    expect(
      orders(
        'delta',
        order('1', { status: 'PartiallyFilled', executedQty: '0.2', price: '101.0', updatedTime: 3 }),
      ),
    ).toEqual([]);
    expect(
      orders(
        'delta',
        order('1', {
          status: 'PartiallyFilled',
          executedQty: '0.2',
          price: '101',
          origQty: '2',
          updatedTime: 4,
        }),
      ),
    ).toEqual(['modified:1']);
  });

  it('plans: a modify of the trigger, a cancel, a deactivation and a rejected trigger fire; a trigger or fill does not', () => {
    const { plans } = setup();
    const plan = (id: string, fields: Partial<Order> = {}) =>
      order(id, { status: 'Untriggered', planType: PLAN_TYPE.stopLimit, triggerPrice: '90', ...fields });
    plans('snapshot', plan('p1'), plan('p2'), plan('p3'), plan('p4'), plan('p5'));
    expect(plans('delta', plan('p1', { triggerPrice: '95', updatedTime: 2 }))).toEqual(['modified:p1']);
    expect(
      plans(
        'delta',
        plan('p1', { status: 'Triggered', triggerPrice: '95', updatedTime: 3 }),
        plan('p2', { status: 'Cancelled', updatedTime: 3 }),
        plan('p3', { status: 'Deactivated', updatedTime: 3 }),
        plan('p4', { status: 'Rejected', rejectReason: 'no liquidity', updatedTime: 3 }),
        // Its order's own push tells the fill.
        plan('p5', { status: 'Filled', updatedTime: 3 }),
      ),
    ).toEqual(['cancelled:p2', 'cancelled:p3', 'triggerRejected:p4']);
  });

  it('trailing stops: new ones are added, a trigger following the market is no modify, ended ones go', () => {
    const { store, plans } = setup();
    const trailing = (id: string, fields: Partial<Order> = {}) =>
      order(id, {
        status: 'Untriggered',
        planType: PLAN_TYPE.trailingStop,
        stopOrderType: 'TrailingStop',
        trailingPercentage: '0.05',
        triggerPrice: '95',
        ...fields,
      });
    const listed = () => {
      const view = store.build({ kind: 'account' });
      return view.kind === 'account' ? view.planOrders.map((o) => o.orderId).sort() : [];
    };
    plans('snapshot');
    expect(plans('delta', trailing('t1'), trailing('t2'), trailing('t3'), trailing('t4'))).toEqual([]);
    expect(listed()).toEqual(['t1', 't2', 't3', 't4']);
    expect(plans('delta', trailing('t1', { triggerPrice: '96', updatedTime: 2 }))).toEqual([]);
    expect(plans('delta', trailing('t1', { trailingPercentage: '0.1', updatedTime: 3 }))).toEqual([
      'modified:t1',
    ]);
    plans(
      'delta',
      trailing('t2', { status: 'Filled', updatedTime: 4 }),
      trailing('t3', { status: 'Cancelled', updatedTime: 4 }),
      trailing('t4', { status: 'Rejected', updatedTime: 4 }),
    );
    expect(listed()).toEqual(['t1']);
  });

  it('fires nothing for the REST reconcile', () => {
    const { store, orders } = setup();
    orders('snapshot', order('1'));
    store.reconcileAccount({ openOrders: [], planOrders: [], balances: [] });
    expect(store.takeOrderEvents()).toEqual([]);
  });
});
