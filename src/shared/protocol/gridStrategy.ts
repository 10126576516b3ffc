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

/** Spec 001 §4 "Bot statuses". */
export const BOT_STATUSES = [
  'RAW',
  'REJECTED',
  'NEW',
  'INITIALIZING',
  'RUNNING',
  'CANCELLING',
  'COMPLETED',
  'AWAIT_ACTIVATION',
] as const;
export type BotStatus = (typeof BOT_STATUSES)[number];

/** Spec 001 §4 close reasons of a bot that ended. */
export const BOT_CLOSE_REASONS = [
  'UNKNOWN',
  'MANUAL',
  'FAILED_INITIATION',
  'SYMBOL_DELISTED',
  'STOP_LOSS',
  'TAKE_PROFIT',
  'USER_BAN',
] as const;
export type BotCloseReason = (typeof BOT_CLOSE_REASONS)[number];

/**
 * Which list the strategy query asks for (spec 001 §4: "Running list = status 2. History = 3"), as
 * the `status` query of `GET /s1/bot/grid/v1/query-grid-list` (default 2, what the chart draws).
 */
export const BOT_LIST_STATUS = { running: 2, history: 3 } as const;
export type BotListStatus = (typeof BOT_LIST_STATUS)[keyof typeof BOT_LIST_STATUS];

/**
 * A grid bot as the orders panel lists it (spec 001 §3 "Bot/strategy order": strategyId, symbol,
 * status): the chart's lines plus its state. The list answer carries these fields on every row; the
 * chart reads only the `GridStrategy` part.
 */
export interface GridBot extends GridStrategy {
  status: BotStatus;
  /** When it started (ms). */
  createdTime: number;
  /** When it ended (ms); 0 while it runs. */
  closedTime: number;
  /** Why it ended; "" while it runs. */
  closeReason: BotCloseReason | '';
}

export interface GridBotList {
  list: GridBot[];
}
