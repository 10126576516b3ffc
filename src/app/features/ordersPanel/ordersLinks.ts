import { safeHttpUrl } from '../../links/safeHttpUrl';

/** The orders panel's links to the account's order pages (spec 001 §2 "Links"), same-origin paths. */
export const ORDERS_LINKS = {
  myOrders: '/user/assets/order/fed/spot-current-orders/active',
  ltSubscriptions: '/user/assets/order/fed/spot-lt-order/subscription',
  ltRedemptions: '/user/assets/order/fed/spot-lt-order/redemption',
  tradeHistory: '/user/assets/order/fed/spot-history/active',
  performance: '/user/assets/home/performance?tab=spot',
} as const;

/** The full order-history page of a sub-tab (spec 001 §2: spot-orders/active, /stop-limit, /conditional). */
export const orderHistoryLink = (page: string): string => `/user/assets/order/fed/spot-orders/${page}`;

/**
 * What may become one of the panel's links: a same-origin path (one leading slash, never `//host` or
 * `/\host`, no white space) or an http(s) URL; anything else (`javascript:`, `data:`) is `undefined`,
 * so no link is shown.
 */
export function safeOrdersLink(href: string | undefined): string | undefined {
  if (href !== undefined && /^\/(?![/\\])\S*$/.test(href)) return href;
  return safeHttpUrl(href);
}
