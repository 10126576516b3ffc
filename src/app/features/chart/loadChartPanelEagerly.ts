import * as chartPanelModule from './ChartPanel';

/**
 * The chart panel in the entry chunk: only a build with SPOTDESK_EAGER_CHART=1 uses this in place of
 * loadChartPanel.ts, so `npm run bench bundle` can measure what loading the chart lazily buys.
 */
export const loadChartPanel = () => Promise.resolve(chartPanelModule);
