import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAccountPatch,
  applyList,
  createWholeViews,
  encodeAccountPatch,
  encodeList,
} from '../../../../src/shared/hub/accountPatch';
import { createMarketStore } from '../../../../src/shared/hub/store/createMarketStore';
import { connectingView, topics, type AccountView, type Balance } from '../../../../src/shared/protocol';
import { anAccountView } from './anAccountView';
import { anOrder } from './anOrder';

/** A copy as the tab has it: the same values in objects of its own (what crossing a thread gives). */
const cloned = <T>(value: T): T => structuredClone(value);

const usdt = (free: string): Balance => ({ tokenId: 'USDT', free, locked: '0', total: free });

describe('account patches', () => {
  it('rebuild any next list from the previous one, by runs of its records and the new ones', () => {
    // The hub's lists: records drawn from a pool (an unchanged record is the same object), reordered,
    // dropped, repeated and new ones added; the tab's copy of the previous list is a clone.
    const records = fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 });
    fc.assert(
      fc.property(records, records, fc.array(fc.boolean(), { maxLength: 40 }), (before, after, fresh) => {
        const pool = Array.from({ length: 31 }, (_, i) => ({ id: i }));
        const previous = before.map((i) => pool[i] as { id: number });
        const next = after.map((i, k) => (fresh[k] ? { id: i } : (pool[i] as { id: number })));
        const patch = encodeList(previous, next);
        const tabs = cloned(previous);
        const rebuilt = applyList(tabs, cloned(patch));
        expect(rebuilt).toEqual(next);
        // What the tab had is reused where the hub's record was the same object.
        next.forEach((record, k) => {
          const at = previous.indexOf(record);
          if (at >= 0) expect(rebuilt[k]).toBe(tabs[at]);
        });
      }),
    );
  });

  it('send an unchanged order as a position, a changed one whole, and keep unchanged lists by identity', () => {
    const kept = anOrder('1');
    const before = anAccountView({ openOrders: [anOrder('2'), kept], balances: [usdt('10')] });
    const changed = anOrder('2', { origQty: '2' });
    const after = anAccountView({
      openOrders: [changed, kept],
      balances: before.balances,
      balancesStale: true,
    });

    const patch = encodeAccountPatch(before, after);
    expect(patch.openOrders).toEqual([{ record: changed }, { from: 1, count: 1 }]);
    expect(patch.balances).toEqual([{ from: 0, count: 1 }]);

    const tabs = cloned(before);
    const rebuilt = applyAccountPatch(tabs, cloned(patch));
    expect(rebuilt).toEqual(after);
    expect(rebuilt.openOrders[1]).toBe(tabs.openOrders[1]);
    expect(rebuilt.balances).toBe(tabs.balances);
    expect(rebuilt.planOrders).toBe(tabs.planOrders);
    expect(rebuilt.balancesStale).toBe(true);
  });

  it('carry every order a push changed, since the store replaces a record rather than change it', () => {
    const store = createMarketStore();
    store.apply({ topic: topics.orders, type: 'snapshot', ts: 0, data: [anOrder('1'), anOrder('2')] });
    const before = store.build({ kind: 'account' }) as AccountView;
    // What the tab got then: a copy, as the view crossed to its thread.
    const tabs = cloned(before);
    const changed = anOrder('2', { executedQty: '0.5', status: 'PartiallyFilled', updatedTime: 2 });
    store.apply({ topic: topics.orders, type: 'delta', ts: 1, data: [changed] });
    const after = store.build({ kind: 'account' }) as AccountView;
    const rebuilt = applyAccountPatch(tabs, cloned(encodeAccountPatch(before, after)));
    expect(rebuilt.openOrders).toEqual(after.openOrders);
  });

  it('refuse a patch that keeps records the tab does not have', () => {
    expect(() => applyList([1, 2], [{ from: 1, count: 2 }])).toThrow(RangeError);
  });

  it('are rebuilt per watch in arrival order, and a patch over nothing is no view', () => {
    const views = createWholeViews();
    const first = anAccountView({ openOrders: [anOrder('1')] });
    const second = anAccountView({ openOrders: [anOrder('1', { status: 'PartiallyFilled' })] });
    expect(views.of({ watchId: 2, snapshot: encodeAccountPatch(first, second) })).toBeUndefined();

    expect(views.of({ watchId: 1, snapshot: first })).toBe(first);
    expect(views.of({ watchId: 1, snapshot: encodeAccountPatch(first, second) })).toEqual(second);
    const third = anAccountView({ openOrders: [] });
    expect(views.of({ watchId: 1, snapshot: encodeAccountPatch(second, third) })).toEqual(third);

    // A whole view over one the watch has (the first after a new link) keeps its equal records.
    const again = views.of({ watchId: 1, snapshot: cloned(third) }) as AccountView;
    expect(again.openOrders).toBe(
      (views.of({ watchId: 1, snapshot: cloned(third) }) as AccountView).openOrders,
    );

    views.forget(1);
    expect(views.of({ watchId: 1, snapshot: encodeAccountPatch(third, first) })).toBeUndefined();
    const connection = connectingView(false);
    expect(views.of({ watchId: 3, snapshot: connection })).toBe(connection);
  });
});
