/**
 * The public face of features/chart: what the rest of the app may import from it. The panel itself
 * is not here: LazyChartPanel loads it after the first paint, so a static import of it would put
 * lightweight-charts back into the entry chunk.
 */
export { LazyChartPanel } from './LazyChartPanel';
