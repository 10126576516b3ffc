import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../../../src/shared/hub/keepUnchanged';
import type { AccountView } from '../../../../src/shared/protocol';
import { anAccountView } from './anAccountView';
import { anOrder } from './anOrder';

const account = (openOrders = [anOrder('1'), anOrder('2')]): AccountView =>
  anAccountView({ openOrders, balances: [{ tokenId: 'USDT', free: '1', locked: '0', total: '1' }] });

describe('keepUnchanged', () => {
  it('gives back the old order objects and lists where nothing changed, new ones where something did', () => {
    const before = account();
    const same = keepUnchanged(before, structuredClone(before));
    expect(same.openOrders).toBe(before.openOrders);
    expect(same.balances).toBe(before.balances);

    const moved = structuredClone(before);
    moved.openOrders[1] = { ...moved.openOrders[1]!, price: '99' };
    const after = keepUnchanged(before, moved);
    expect(after.openOrders).not.toBe(before.openOrders);
    expect(after.openOrders[0]).toBe(before.openOrders[0]);
    expect(after.openOrders[1]).not.toBe(before.openOrders[1]);
    expect(after.openOrders[1]?.price).toBe('99');

    // One gone, or the same ones in another order: a new list (of the old objects).
    const fewer = keepUnchanged(before, account([anOrder('2')]));
    expect(fewer.openOrders).toEqual([before.openOrders[1]]);
    expect(fewer.openOrders[0]).toBe(before.openOrders[1]);
    const swapped = keepUnchanged(before, account([anOrder('2'), anOrder('1')]));
    expect(swapped.openOrders).not.toBe(before.openOrders);
    expect(swapped.openOrders[0]).toBe(before.openOrders[1]);
  });
});
