import { describe, expect, it } from 'vitest';
import {
  calculateChartBookSplit,
  calculateDefaultLayout,
  calculateLayoutWidth,
  calculateMirroredLayout,
  calculatePageWidth,
  calculatePanelLimits,
} from '../../../../src/app/features/layout/calculateDefaultLayout';
import {
  BREAKPOINTS,
  COLUMNS_PER_BREAKPOINT,
  DEFAULT_CHART_WIDTH,
  DEFAULT_ORDER_BOOK_WIDTH,
  GRID_COLUMNS,
  GRID_MARGIN,
  MIN_PAGE_WIDTH,
  PANEL_LIMITS,
  ROW_HEIGHT,
  SIDE_COLUMN_WIDTH,
} from '../../../../src/app/features/layout/gridConstants';

describe('grid constants (spec 000 §2, §9)', () => {
  it('are the spec numbers', () => {
    expect(GRID_COLUMNS).toBe(120);
    expect(ROW_HEIGHT).toBe(44);
    expect(GRID_MARGIN).toBe(4);
    expect(BREAKPOINTS).toEqual({ lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 });
    expect(Object.values(COLUMNS_PER_BREAKPOINT)).toEqual([120, 120, 120, 120, 120]);
    expect(PANEL_LIMITS).toEqual({
      chart: { minW: 60, minH: 6 },
      orderbook: { minW: 30, minH: 4, maxH: 23 },
      position: { minW: 60, minH: 5 },
    });
    expect([DEFAULT_CHART_WIDTH, DEFAULT_ORDER_BOOK_WIDTH]).toEqual([90, 30]);
    expect(MIN_PAGE_WIDTH).toBe(1080);
    expect(SIDE_COLUMN_WIDTH).toBe(300);
  });
});

describe('calculateChartBookSplit', () => {
  it.each([
    [0, 80, 40],
    [1079, 80, 40],
    [1080, 80, 40],
    [1420, 80, 40],
    [1421, 90, 30],
    [1700, 90, 30],
    [1701, 96, 24],
    [1980, 96, 24],
    [1981, 100, 20],
    [2540, 100, 20],
    [2541, 105, 15],
    [3660, 105, 15],
    [3661, 110, 10],
    [10_000, 110, 10],
  ])('at %i px gives chart %i, order book %i', (width, chart, orderBook) => {
    expect(calculateChartBookSplit(width)).toEqual({ chart, orderBook });
  });

  it('treats a non-finite width as the minimum page', () => {
    expect(calculateChartBookSplit(Number.NaN)).toEqual({ chart: 80, orderBook: 40 });
  });
});

describe('page and layout width', () => {
  it.each([
    [500, 1080, 780],
    [1079, 1080, 780],
    [1080, 1080, 780],
    [1600, 1600, 1300],
  ])('a %i px viewport is a %i px page with a %i px grid', (viewport, page, layout) => {
    expect(calculatePageWidth(viewport)).toBe(page);
    expect(calculateLayoutWidth(viewport)).toBe(layout);
  });
});

describe('calculateDefaultLayout', () => {
  it('puts chart and order book side by side over the full-width positions panel', () => {
    expect(calculateDefaultLayout(1600)).toEqual([
      { i: 'chart', x: 0, y: 0, w: 90, h: 12, minW: 60, minH: 6 },
      { i: 'orderbook', x: 90, y: 0, w: 30, h: 12, minW: 30, minH: 4, maxH: 23 },
      { i: 'position', x: 0, y: 12, w: 120, h: 8, minW: 60, minH: 5 },
    ]);
  });

  it.each([1000, 1420, 1421, 1700, 1701, 1980, 1981, 2540, 2541, 3660, 3661])(
    'at %i px fills exactly the 120 columns and keeps every limit',
    (width) => {
      const layout = calculateDefaultLayout(width);
      const [chart, book] = layout;
      expect((chart?.w ?? 0) + (book?.w ?? 0)).toBe(GRID_COLUMNS);
      expect(book?.x).toBe(chart?.w);
      const limits = calculatePanelLimits(width);
      for (const item of layout) {
        expect(item).toMatchObject(limits[item.i]);
        expect(item.w).toBeGreaterThanOrEqual(item.minW);
        expect(item.h).toBeGreaterThanOrEqual(item.minH);
        if (item.maxH !== undefined) expect(item.h).toBeLessThanOrEqual(item.maxH);
      }
    },
  );
});

describe('calculateMirroredLayout (right-to-left pages)', () => {
  it('mirrors across the 120 columns: the chart on the right, the order book on the left', () => {
    const mirrored = calculateMirroredLayout(calculateDefaultLayout(1600));
    expect(mirrored.map(({ i, x, w }) => ({ i, x, w }))).toEqual([
      { i: 'chart', x: 30, w: 90 },
      { i: 'orderbook', x: 0, w: 30 },
      { i: 'position', x: 0, w: 120 },
    ]);
    expect(calculateMirroredLayout(mirrored)).toEqual(calculateDefaultLayout(1600));
  });
});

describe('calculatePanelLimits', () => {
  it('are the spec limits up to 1700 px', () => {
    for (const width of [1080, 1420, 1421, 1700]) expect(calculatePanelLimits(width)).toEqual(PANEL_LIMITS);
  });

  it.each([
    [1701, 24],
    [1980, 24],
    [1981, 20],
    [2540, 20],
    [2541, 15],
    [3660, 15],
    [3661, 10],
  ])('at %i px lower the order book minimum to its default width %i', (width, minW) => {
    expect(calculatePanelLimits(width)).toEqual({ ...PANEL_LIMITS, orderbook: { minW, minH: 4, maxH: 23 } });
  });
});
