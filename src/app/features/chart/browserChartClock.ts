import type { ChartClock } from '../../../shared/chart/chartClock';

/** The browser's own clock and timers, for the chart's state machines (tests inject a manual one). */
export const browserChartClock: ChartClock = {
  now: () => Date.now(),
  schedule(ms, task) {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  },
};
