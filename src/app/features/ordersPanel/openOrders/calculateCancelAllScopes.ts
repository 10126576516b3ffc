import { PLAN_TYPE, type Order, type PlanType } from '../../../../shared/protocol';
import type { CancelAllScope } from '../../orders';
import type { OpenOrderTab } from './classifyOpenOrder';

/**
 * The cancel-all calls of spec 001 §7 for one sub-tab's rows: ordinary orders by `symbol_ids` unless
 * all pairs; plan orders by `plan_type` (with `symbol_id` unless all pairs), one call per plan type
 * the rows hold, so a sub-tab that lists two types (stop-limit and TP/SL, trailing stop and trailing
 * profit) cancels both and nothing of the other sub-tabs. None for an empty sub-tab.
 */
export function calculateCancelAllScopes(
  tab: OpenOrderTab,
  rows: readonly Pick<Order, 'planType'>[],
  symbolId: string,
  allPairs: boolean,
): CancelAllScope[] {
  if (rows.length === 0) return [];
  if (tab === 'limitMarket') return [allPairs ? { planType: -1 } : { planType: -1, symbolIds: [symbolId] }];
  const types = new Set<Exclude<PlanType, -1>>();
  for (const row of rows) if (row.planType !== PLAN_TYPE.ordinary) types.add(row.planType);
  return [...types]
    .sort((a, b) => a - b)
    .map((planType) => (allPairs ? { planType } : { planType, symbolId }));
}
