import { describe, expect, it } from 'vitest';
import {
  createFramePacing,
  FRAME_BUDGET_SHARE,
  FRAME_COST_SMOOTHING,
} from '../../../../src/app/hub/framePacing';
import { SLOWEST_TAB_PACE_MS } from '../../../../src/shared/protocol';

describe('framePacing: frames spaced so they take at most the budget of the main thread', () => {
  it('does not space frames before one has been measured', () => {
    expect(createFramePacing().spacing()).toBe(0);
  });

  it('spaces frames by their cost over the budget share', () => {
    const pacing = createFramePacing();
    pacing.record(6);
    expect(pacing.spacing()).toBeCloseTo(6 / FRAME_BUDGET_SHARE);
    // 8 % of the main thread: a 6 ms frame every 75 ms at most, so every 100 ms tick is painted.
    expect(pacing.spacing()).toBeCloseTo(75);
  });

  it('never spaces them more than SLOWEST_TAB_PACE_MS', () => {
    const pacing = createFramePacing();
    pacing.record(1_000);
    expect(pacing.spacing()).toBe(SLOWEST_TAB_PACE_MS);
  });

  it('smooths: one slow frame moves the estimate by a part of the difference', () => {
    const pacing = createFramePacing();
    pacing.record(4);
    pacing.record(24);
    const cost = 4 + (24 - 4) * FRAME_COST_SMOOTHING;
    expect(pacing.spacing()).toBeCloseTo(cost / FRAME_BUDGET_SHARE);
    // and a run of fast frames brings it back down
    for (let i = 0; i < 30; i++) pacing.record(4);
    expect(pacing.spacing()).toBeCloseTo(4 / FRAME_BUDGET_SHARE, 0);
  });

  it('ignores a measurement that is not a duration', () => {
    const pacing = createFramePacing();
    pacing.record(3);
    pacing.record(Number.NaN);
    pacing.record(-5);
    pacing.record(Number.POSITIVE_INFINITY);
    expect(pacing.spacing()).toBeCloseTo(3 / FRAME_BUDGET_SHARE);
  });
});
