import { describe, expect, it } from 'vitest';
import { calculateOrdersAccess } from '../../../../src/app/features/ordersPanel/calculateOrdersAccess';
import { safeOrdersLink } from '../../../../src/app/features/ordersPanel/ordersLinks';
import { visibleOrdersTabs } from '../../../../src/app/features/ordersPanel/ordersTabs';
import { ltStatusKey } from '../../../../src/app/features/ordersPanel/ltRecords/ltStatusKey';
import type { Viewer } from '../../../../src/app/features/session';
import type { WebConfig } from '../../../../src/shared/protocol';

const viewer = (changes: Partial<Viewer> = {}): Viewer => ({
  kind: 'classic',
  isLoggedIn: true,
  isDemo: false,
  isUTA: false,
  isSub: false,
  isCopyLeader: false,
  riskStatus: 0,
  pendingMaintenance: false,
  ...changes,
});
const ready = (region: WebConfig['region']) => ({ status: 'ready', value: { region } }) as const;
const compliance = {
  rewardsHub: true,
  euUsdtNotice: true,
  syncToApp: true,
  ocoOrders: true,
  ltRecords: true,
  orderHeader: true,
};

describe('who sees what in the orders panel', () => {
  it('waits for the viewer and the config; restricted regions get the tip, demo accounts excepted', () => {
    expect(calculateOrdersAccess(viewer({ kind: 'unknown' }), ready('global'))).toBe('loading');
    expect(calculateOrdersAccess(viewer(), { status: 'loading' })).toBe('loading');
    expect(calculateOrdersAccess(viewer(), ready('restricted'))).toBe('restricted');
    expect(calculateOrdersAccess(viewer({ isLoggedIn: false, kind: 'visitor' }), ready('restricted'))).toBe(
      'restricted',
    );
    expect(calculateOrdersAccess(viewer({ kind: 'demo', isDemo: true }), ready('restricted'))).toBe('tabs');
    expect(calculateOrdersAccess(viewer({ isLoggedIn: false, kind: 'visitor' }), ready('eu'))).toBe(
      'visitor',
    );
    expect(calculateOrdersAccess(viewer(), { status: 'failed' })).toBe('tabs');
  });

  it('tabs: no LT records for demo or with the switch off or unknown; no bots for demo or a leader’s sub-account', () => {
    const keys = (v: Viewer, c: typeof compliance | undefined) =>
      visibleOrdersTabs({ viewer: v, compliance: c }).map((tab) => tab.key);
    const lists = ['openOrders', 'orderHistory', 'tradeHistory', 'assets'];
    expect(keys(viewer(), compliance)).toEqual([...lists, 'ltRecords', 'strategyOrders']);
    expect(keys(viewer({ isDemo: true }), compliance)).toEqual(lists);
    expect(keys(viewer(), { ...compliance, ltRecords: false })).toEqual([...lists, 'strategyOrders']);
    expect(keys(viewer(), undefined)).toEqual([...lists, 'strategyOrders']);
    expect(keys(viewer({ isSub: true, isCopyLeader: true }), compliance)).toEqual([...lists, 'ltRecords']);
    expect(keys(viewer({ isSub: true }), compliance)).toEqual([...lists, 'ltRecords', 'strategyOrders']);
  });

  it('links only same-origin paths and http(s) URLs', () => {
    expect(safeOrdersLink('/user/assets/order/fed/spot-orders/active')).toBe(
      '/user/assets/order/fed/spot-orders/active',
    );
    expect(safeOrdersLink('https://spotdesk.test/orders')).toBe('https://spotdesk.test/orders');
    for (const bad of [
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'data:text/html,x',
      'orders',
      '',
      undefined,
    ])
      expect(safeOrdersLink(bad)).toBeUndefined();
  });

  it('LT statuses: 1 filled, 3 failed, anything else pending (spec 001 §4)', () => {
    expect([1, 3, 0, 2, 4].map(ltStatusKey)).toEqual(['filled', 'failed', 'pending', 'pending', 'pending']);
  });
});
