/** The public face of features/marketHeader: what the rest of the app may import from it. */
export { MarketHeader } from './MarketHeader';
