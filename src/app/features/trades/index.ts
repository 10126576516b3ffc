/** The public face of features/trades: what the rest of the app may import from it. */
export { LatestTrades } from './LatestTrades';
