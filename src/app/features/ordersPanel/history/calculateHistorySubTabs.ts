import type { OrderHistoryKind } from '../../../../shared/protocol';

export type HistorySubTab = Exclude<OrderHistoryKind, 'all'>;

export interface HistorySubTabSpec {
  kind: HistorySubTab;
  /** Its name under `integratedTrade:orderTypes`. */
  name: 'limitMarket' | 'stopLimit' | 'conditional' | 'oco';
  /** The full page's last path segment (spec 001 §2 lists none for OCO history). */
  page: string | undefined;
}

const SUB_TABS: readonly HistorySubTabSpec[] = [
  { kind: 'ordinary', name: 'limitMarket', page: 'active' },
  { kind: 'stopLimit', name: 'stopLimit', page: 'stop-limit' },
  { kind: 'conditional', name: 'conditional', page: 'conditional' },
  { kind: 'oco', name: 'oco', page: undefined },
];

/**
 * Order history's sub-tabs (spec 001 §2): the four order types, OCO only where the web config allows
 * OCO orders (spec 001 §6; unknown while the config loads) and never for a demo account.
 */
export function calculateHistorySubTabs(
  ocoOrders: boolean | undefined,
  isDemo: boolean,
): readonly HistorySubTabSpec[] {
  return ocoOrders === true && !isDemo ? SUB_TABS : SUB_TABS.filter((tab) => tab.kind !== 'oco');
}
