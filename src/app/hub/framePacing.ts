/**
 * How far apart a tab's market frames must be for them to stay within the main thread's budget.
 *
 * Each frame that applies snapshots costs the tab's main thread its scripts, style, layout, paint and
 * the hand-over to the compositor, and most of that cost comes with the frame, not with how much
 * changed in it. At the fastest feed the hub sends a tick every 100 ms; a machine that needs 6 ms for
 * such a frame spends 6 % of its main thread showing the market, one that needs 14 ms spends 14 %,
 * and every input the trader makes waits behind it. So the tab measures what its frames cost and
 * spaces them so that they take at most FRAME_BUDGET_SHARE of the main thread: a fast machine shows
 * every tick; a slower one fewer, up to 333 ms apart, always the newest (a snapshot is a whole view,
 * so nothing is lost by skipping one). However slow the frames, the market is shown at least every
 * SLOWEST_TAB_PACE_MS (3 a second).
 *
 * The tab tells the hub its pace (HubApi.setPace), so the hub sends no more ticks than it paints.
 *
 * A frame's cost is measured from the start of its applies to the main thread's first free moment
 * after it was drawn, and smoothed, so one slow frame (a chart redraw) does not slow the page down
 * for long and one fast one does not undo the estimate.
 */
import { SLOWEST_TAB_PACE_MS } from '../../shared/protocol';

/**
 * The share of the main thread a tab's market frames may take before they are spaced out. The page's
 * budget is 10 % busy at the fastest feed; the frames get 8 of it, the market's work between frames
 * (the hub's messages, timers, the collector) the rest. On the two-core machine of the bookPanel bench a
 * frame costs about 7 ms, so the tab paints every 100 ms tick at 8.3–9.8 % busy; at 5 % it painted
 * about 7 ticks a second at 7 %.
 */
export const FRAME_BUDGET_SHARE = 0.08;
/** How far one frame's measured cost moves the running estimate (an exponential moving average). */
export const FRAME_COST_SMOOTHING = 0.25;
/** How far the spacing moves before the tab tells the hub its new pace (HubApi.setPace). */
export const PACE_REPORT_STEP_MS = 20;

export interface FramePacing {
  /** How long after the previous frame started the next one may start, in ms. */
  spacing(): number;
  /** A frame took `costMs` from its first apply to its first free moment after the paint. */
  record(costMs: number): void;
}

export function createFramePacing(): FramePacing {
  let cost: number | undefined;
  return {
    spacing: () => (cost === undefined ? 0 : Math.min(SLOWEST_TAB_PACE_MS, cost / FRAME_BUDGET_SHARE)),
    record(costMs) {
      if (!Number.isFinite(costMs) || costMs < 0) return;
      cost = cost === undefined ? costMs : cost + (costMs - cost) * FRAME_COST_SMOOTHING;
    },
  };
}
