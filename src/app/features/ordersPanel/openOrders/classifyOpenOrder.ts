import { PLAN_TYPE, type Order } from '../../../../shared/protocol';

/**
 * The open-order sub-tabs of spec 001 §2 that the simulator has, keyed by their `integratedTrade`
 * words (`orderTypes.*`). MMR and future spread are left out: the simulator has neither kind of order.
 */
export const OPEN_ORDER_TABS = ['limitMarket', 'stopLimit', 'conditional', 'oco', 'trailingStop'] as const;
export type OpenOrderTab = (typeof OPEN_ORDER_TABS)[number];

/**
 * The sub-tab an open order lists under. Ordinary orders (limit orders with take-profit/stop-loss
 * attached among them) are limit/market; TP/SL plans (11) list with stop-limit (8), as the integrated
 * open-order query of spec 001 §7 groups them ("8 and 11 are stop-limit"); trailing profit (5) with
 * trailing stop (4).
 */
export function classifyOpenOrder(order: Pick<Order, 'planType'>): OpenOrderTab {
  switch (order.planType) {
    case PLAN_TYPE.ordinary:
      return 'limitMarket';
    case PLAN_TYPE.conditional:
      return 'conditional';
    case PLAN_TYPE.oco:
      return 'oco';
    case PLAN_TYPE.trailingStop:
    case PLAN_TYPE.trailingProfit:
      return 'trailingStop';
    default:
      return 'stopLimit';
  }
}

/** Spec 001 §6: no OCO for demo accounts, nor when the compliance switch is off (or not known yet). */
export function visibleOpenOrderTabs(options: { isDemo: boolean; ocoAllowed: boolean }): OpenOrderTab[] {
  return OPEN_ORDER_TABS.filter((tab) => tab !== 'oco' || (!options.isDemo && options.ocoAllowed));
}
