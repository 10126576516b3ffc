/**
 * A running grid-trading bot as the chart draws it (spec 000 §3 "Grid strategy lines"), answered by
 * `GET /s1/bot/grid/v1/query-grid-list` as `{list: GridStrategy[]}`. Field names keep the spec's
 * snake_case; prices are plain decimal strings at the symbol's tick.
 */
export interface GridStrategy {
  strategyId: string;
  symbolId: string;
  /** The lowest and highest grid prices; min < max. */
  min_price: string;
  max_price: string;
  /** Number of grid intervals: the grid has grid_number + 1 price levels. */
  grid_number: number;
  /** `grade` spaces the levels evenly (arithmetic), `ratio` by a constant factor (geometric). */
  type: 'grade' | 'ratio';
  /** A support price the strategy watches below its range; "" when it has none. */
  support: string;
}

export interface GridStrategyList {
  list: GridStrategy[];
}
