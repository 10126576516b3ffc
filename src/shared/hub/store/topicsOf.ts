/**
 * Which socket topics a view is built from. The hub subscribes these for the view's first watcher and
 * maps each arriving topic back to the views to rebuild.
 */
import type { ViewKey } from '../../protocol';
import { PRIVATE_TOPICS, topics } from '../../protocol';

/**
 * Views show at most 40 rows a side, so the book comes from the 40-level window; the 200-level window
 * exists for a depth chart, which is not a hub view yet.
 */
export const BOOK_WINDOW = 40;

export function topicsOf(view: ViewKey): string[] {
  switch (view.kind) {
    case 'orderBook':
      return [topics.depth(BOOK_WINDOW, view.step, view.symbol)];
    case 'trades':
      return [topics.trades(view.symbol)];
    // One topic carries every symbol's ticker: a header and the market list share one subscription.
    case 'ticker':
    case 'marketList':
      return [topics.tickersAll];
    case 'kline':
      return [topics.kline(view.interval, view.symbol)];
    case 'account':
      return [...PRIVATE_TOPICS];
    case 'orderEvents':
      return [topics.orders, topics.planOrders];
    case 'notices':
      return [topics.notice];
    // Fetched over REST by the hub, once.
    case 'instruments':
    case 'connection':
      return [];
  }
}
