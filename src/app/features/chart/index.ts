/** The public face of features/chart: what the rest of the app may import from it. */
export { ChartPanel } from './ChartPanel';
