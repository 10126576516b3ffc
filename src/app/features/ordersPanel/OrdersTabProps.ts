/** What the orders panel hands each of its tabs: the page's pair and the panel's show-all-pairs switch. */
export interface OrdersTabProps {
  /** The page's pair ("BTCUSDT"). */
  symbolId: string;
  /** Show every pair's rows (spec 001 §2 "show-all-trading-pairs"); off by default: this pair only. */
  allPairs: boolean;
}
