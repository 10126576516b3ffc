/**
 * Where the chart panel's code comes from: its own chunk, fetched after the first paint (spec 001 §7,
 * "lazy chart assets"). A build with SPOTDESK_EAGER_CHART=1 swaps this module for
 * loadChartPanelEagerly.ts (vite.config.ts), which the bundle bench compares against.
 */
export const loadChartPanel = () => import('./ChartPanel');
