import { describe, expect, it } from 'vitest';
import { calculateHistorySubTabs } from '../../../../src/app/features/ordersPanel/history/calculateHistorySubTabs';

const kinds = (ocoOrders: boolean | undefined, isDemo: boolean) =>
  calculateHistorySubTabs(ocoOrders, isDemo).map((tab) => tab.kind);

describe('calculateHistorySubTabs', () => {
  it('shows OCO only where the web config allows it, and never to a demo account', () => {
    expect(kinds(true, false)).toEqual(['ordinary', 'stopLimit', 'conditional', 'oco']);
    expect(kinds(false, false)).toEqual(['ordinary', 'stopLimit', 'conditional']);
    expect(kinds(undefined, false)).toEqual(['ordinary', 'stopLimit', 'conditional']);
    expect(kinds(true, true)).toEqual(['ordinary', 'stopLimit', 'conditional']);
  });

  it('links each sub-tab but OCO to its full page', () => {
    expect(calculateHistorySubTabs(true, false).map((tab) => tab.page)).toEqual([
      'active',
      'stop-limit',
      'conditional',
      undefined,
    ]);
  });
});
