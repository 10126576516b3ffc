import { describe, expect, it } from 'vitest';
import {
  BAR_WINDOW_MARGIN,
  BAR_WINDOW_MIN,
  barWindowSize,
  placeBarWindow,
  type BarView,
  type BarWindow,
} from '../../../../src/shared/chart/placeBarWindow';

/** The window of a 3 000 px chart. */
const BAR_WINDOW = barWindowSize(3_000);
const place = (total: number, view: BarView | undefined, current: BarWindow | undefined) =>
  placeBarWindow(total, view, current, BAR_WINDOW);

describe('barWindowSize', () => {
  it('is the widest view of the chart (a pixel a bar) and the margin at both ends, at least the minimum', () => {
    expect(BAR_WINDOW).toBe(3_000 + 2 * BAR_WINDOW_MARGIN);
    expect(barWindowSize(1_200.4)).toBe(BAR_WINDOW_MIN + 201);
    expect(barWindowSize(0)).toBe(BAR_WINDOW_MIN);
    expect(barWindowSize(500)).toBe(BAR_WINDOW_MIN);
  });
});

describe('placeBarWindow', () => {
  it('holds a series no longer than the window whole', () => {
    expect(place(BAR_WINDOW, { from: 0, to: 100 }, undefined)).toEqual({
      start: 0,
      end: BAR_WINDOW,
    });
    expect(place(500, undefined, undefined)).toEqual({ start: 0, end: 500 });
  });

  it('starts on the newest bars when nothing is in view yet', () => {
    expect(place(10_000, undefined, undefined)).toEqual({ start: 10_000 - BAR_WINDOW, end: 10_000 });
  });

  it('keeps the window while the view has the margin to spare at both held edges', () => {
    const current = { start: 6_000, end: 10_000 };
    const view = { from: 6_000 + BAR_WINDOW_MARGIN, to: 6_600 };
    expect(place(10_000, view, current)).toBe(current);
    // At the series' own edges no margin is needed.
    const oldest = { start: 0, end: 4_000 };
    expect(place(10_000, { from: -3, to: 100 }, oldest)).toBe(oldest);
    expect(place(10_000, { from: 9_800, to: 10_004 }, current)).toBe(current);
  });

  it('centres a new window on the view one bar inside the margin', () => {
    const current = { start: 6_000, end: 10_000 };
    const view = { from: 6_000 + BAR_WINDOW_MARGIN - 1, to: 6_600 };
    const centre = Math.round((view.from + view.to) / 2);
    expect(place(10_000, view, current)).toEqual({
      start: centre - BAR_WINDOW / 2,
      end: centre + BAR_WINDOW / 2,
    });
    // Near the end of an older window: the same rule at the right edge.
    const older = { start: 1_000, end: 5_000 };
    expect(place(10_000, { from: 4_300, to: 5_000 - BAR_WINDOW_MARGIN }, older)).toEqual(
      place(10_000, { from: 4_300, to: 5_000 - BAR_WINDOW_MARGIN }, undefined),
    );
    expect(place(10_000, { from: 4_300, to: 5_000 - 1 - BAR_WINDOW_MARGIN }, older)).toBe(older);
  });

  it('stays inside the series', () => {
    expect(place(10_000, { from: 5, to: 155 }, { start: 6_000, end: 10_000 })).toEqual({
      start: 0,
      end: BAR_WINDOW,
    });
    expect(place(10_000, { from: 9_990, to: 10_005 }, { start: 0, end: 4_000 })).toEqual({
      start: 10_000 - BAR_WINDOW,
      end: 10_000,
    });
  });

  it('places again a window that live bars grew past the window and its margin', () => {
    const grown = { start: 5_000, end: 5_000 + BAR_WINDOW + BAR_WINDOW_MARGIN + 1 };
    const total = grown.end;
    expect(place(total, { from: total - 100, to: total }, grown)).toEqual({
      start: total - BAR_WINDOW,
      end: total,
    });
    const justUnder = { start: 5_000, end: 5_000 + BAR_WINDOW + BAR_WINDOW_MARGIN };
    expect(place(justUnder.end, { from: justUnder.end - 100, to: justUnder.end }, justUnder)).toBe(justUnder);
  });
});
