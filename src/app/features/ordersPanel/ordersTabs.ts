/**
 * The orders panel's tabs, in the order they show (spec 001 §2 "Orders panel" and the lower area's
 * order-list tabs): one row per tab, with who sees it. Adding a tab is one row here.
 */
import type { ComponentType } from 'react';
import type { WebConfig } from '../../../shared/protocol';
import { lazyWithReload } from '../../loading/lazyWithReload';
import type { Viewer } from '../session';
import type { OrdersTabProps } from './OrdersTabProps';
import { ORDERS_LINKS } from './ordersLinks';

/** What a tab's visibility is decided on: the viewer and the site's compliance switches (spec 001 §6). */
export interface OrdersTabContext {
  viewer: Viewer;
  /** `undefined` while the web config is missing (failed to load): gated tabs stay hidden. */
  compliance: WebConfig['compliance'] | undefined;
}

export interface OrdersTab {
  key: string;
  /** Its name, `integratedTrade:tabs.<labelKey>`. */
  labelKey: 'openOrders' | 'orderHistory' | 'tradeHistory' | 'assets' | 'ltRecords' | 'strategyOrders';
  component: ComponentType<OrdersTabProps>;
  visible(context: OrdersTabContext): boolean;
  /** The header's Show all pairs switch applies to it (a tab with its own filter, or none, hides it). */
  pairFiltered: boolean;
  /** The header's All orders link (spec 001 §2 links), a same-origin path; none when the tab has none. */
  allOrdersHref?: string;
}

const always = () => true;

export const ORDERS_TABS: readonly OrdersTab[] = [
  {
    key: 'openOrders',
    labelKey: 'openOrders',
    component: lazyWithReload(async () => (await import('./openOrders/OpenOrdersTab')).OpenOrdersTab),
    visible: always,
    pairFiltered: true,
    allOrdersHref: ORDERS_LINKS.myOrders,
  },
  {
    // Its sub-tabs carry their own full-page links (spec 001 §2: spot-orders/…).
    key: 'orderHistory',
    labelKey: 'orderHistory',
    component: lazyWithReload(async () => (await import('./history/OrderHistoryTab')).OrderHistoryTab),
    visible: always,
    pairFiltered: true,
  },
  {
    // With its own links: the full trade history and the trading performance page.
    key: 'tradeHistory',
    labelKey: 'tradeHistory',
    component: lazyWithReload(async () => (await import('./history/TradeHistoryTab')).TradeHistoryTab),
    visible: always,
    pairFiltered: true,
  },
  {
    key: 'assets',
    labelKey: 'assets',
    component: lazyWithReload(async () => (await import('./assets/AssetsTab')).AssetsTab),
    visible: always,
    pairFiltered: false,
  },
  {
    // Spec 001 §6: not for demo accounts, and behind its compliance switch. Its own sub-tabs carry
    // their All orders links (subscription, redemption).
    key: 'ltRecords',
    labelKey: 'ltRecords',
    component: lazyWithReload(async () => (await import('./ltRecords/LtRecordsTab')).LtRecordsTab),
    visible: ({ viewer, compliance }) => !viewer.isDemo && compliance?.ltRecords === true,
    pairFiltered: true,
  },
  {
    // Grid bots (spec 001 §5): none for demo accounts, none for a copy-trading leader's sub-account.
    // The bot panel has its own show-all-bots checkbox, so the header's switch is not shown here.
    key: 'strategyOrders',
    labelKey: 'strategyOrders',
    component: lazyWithReload(async () => (await import('./strategy/StrategyOrdersTab')).StrategyOrdersTab),
    visible: ({ viewer }) => !viewer.isDemo && !(viewer.isSub && viewer.isCopyLeader),
    pairFiltered: false,
  },
  // Positions, Profit and loss, Borrowing and Tools (spec 001 §2, for unified accounts) need position,
  // PnL, borrow and tool data the simulator does not serve, so they are not listed: each becomes one
  // row here (`visible: ({ viewer }) => viewer.isUTA`) once it does. The strategy orders' iceberg, TWAP,
  // chase and webhook lists are left out of the Strategy orders tab for the same reason.
];

/** The tabs this viewer sees, in order. */
export function visibleOrdersTabs(context: OrdersTabContext): readonly OrdersTab[] {
  return ORDERS_TABS.filter((tab) => tab.visible(context));
}
