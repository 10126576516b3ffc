/**
 * The grid-trading bots every non-demo account has when the simulator starts (spec 000 §3 "Grid
 * strategy lines", 001 §2 bot panel): running ones, and a few completed ones with their close
 * reasons (spec 001 §4) so the orders panel's Completed list is real. There is no bot engine: the
 * strategies are reference data the chart draws and the panel lists, placed around each pair's start
 * price (where the live market begins) so their levels straddle the market. Widths and grid counts
 * come from the exchange's seed, so the same seed gives the same bots; the classic account's BTCUSDT
 * grid is fixed (±5 %, 10 grids) so tests and demos can rely on it.
 */
import type { AccountKind, BotCloseReason, GridBot, GridStrategy, Instrument } from '../../shared/protocol';
import {
  decimalsOf,
  div,
  formatFixed,
  mul,
  parseFixed,
  roundToStep,
  toFixed,
} from '../../shared/money/fixed';
import { startPriceOf } from '../exchange/instruments';
import { createRng, hash32, hashString, type Rng } from '../exchange/rng';
import type { ApiUser } from './users';

interface GridPlan {
  symbolId: string;
  type: GridStrategy['type'];
  /** Percent below and above the start price, and the grid count; a function draws them from the seed. */
  shape:
    | { below: number; above: number; grids: number }
    | ((rng: Rng) => { below: number; above: number; grids: number });
}

const seeded = (lo: number, hi: number, minGrids: number, maxGrids: number) => (rng: Rng) => ({
  below: rng.int(lo, hi),
  above: rng.int(lo, hi),
  grids: rng.int(minGrids, maxGrids),
});

/** Demo accounts have no bots (spec 001: demo trading is spot orders only). */
const PLANS: Record<Exclude<AccountKind, 'demo'>, GridPlan[]> = {
  classic: [
    { symbolId: 'BTCUSDT', type: 'grade', shape: { below: 5, above: 5, grids: 10 } },
    { symbolId: 'ETHUSDT', type: 'ratio', shape: seeded(6, 12, 8, 16) },
  ],
  uta: [{ symbolId: 'SOLUSDT', type: 'ratio', shape: seeded(8, 15, 10, 20) }],
  sub: [{ symbolId: 'BTCUSDT', type: 'grade', shape: seeded(3, 8, 6, 20) }],
  copyLeader: [
    { symbolId: 'ETHUSDT', type: 'grade', shape: seeded(4, 10, 6, 12) },
    { symbolId: 'BTCUSDT', type: 'ratio', shape: seeded(5, 12, 12, 30) },
  ],
};

interface CompletedPlan extends GridPlan {
  shape: { below: number; above: number; grids: number };
  closeReason: BotCloseReason;
  /** Days before the start that it started and that it ended. */
  startedDaysAgo: number;
  endedDaysAgo: number;
}

/** Bots that ended before the simulator started: the classic account has two, the unified one one. */
const COMPLETED: Partial<Record<AccountKind, CompletedPlan[]>> = {
  classic: [
    {
      symbolId: 'BTCUSDT',
      type: 'ratio',
      shape: { below: 8, above: 6, grids: 12 },
      closeReason: 'TAKE_PROFIT',
      startedDaysAgo: 12,
      endedDaysAgo: 3,
    },
    {
      symbolId: 'ETHUSDT',
      type: 'grade',
      shape: { below: 5, above: 5, grids: 8 },
      closeReason: 'MANUAL',
      startedDaysAgo: 30,
      endedDaysAgo: 20,
    },
  ],
  uta: [
    {
      symbolId: 'SOLUSDT',
      type: 'grade',
      shape: { below: 6, above: 4, grids: 10 },
      closeReason: 'STOP_LOSS',
      startedDaysAgo: 9,
      endedDaysAgo: 2,
    },
  ],
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Ratio grids watch a support this far below their lowest level, in percent. */
const SUPPORT_BELOW_PERCENT = 3n;

export interface GridSeedInput {
  seed: number;
  users: readonly ApiUser[];
  /** Listed pairs only: a plan on a pair the symbols knob left out is skipped. */
  instrument(symbolId: string): Instrument | undefined;
  /** The simulator's start (ms): running bots started hours before it, completed ones days before. */
  now: number;
}

const idOf = (seed: number, key: string, index: number) =>
  `grid-${hash32(seed, hashString(key), index).toString().padStart(10, '0')}`;

/** accountId → its grid bots: the running ones in plan order, then the completed ones. */
export function seedGridStrategies(input: GridSeedInput): Map<string, GridBot[]> {
  const byAccount = new Map<string, GridBot[]>();
  for (const user of input.users) {
    if (user.kind === 'demo') continue;
    const rng = createRng(hash32(input.seed, hashString(`grid:${user.accountId}`)));
    const running = PLANS[user.kind].flatMap((plan, index): GridBot[] => {
      const shape = typeof plan.shape === 'function' ? plan.shape(rng) : plan.shape;
      const strategy = toStrategy(plan, shape, input.instrument(plan.symbolId));
      if (!strategy) return [];
      const state = { status: 'RUNNING', createdTime: input.now - (index + 1) * 6 * HOUR_MS } as const;
      return [
        {
          strategyId: idOf(input.seed, user.accountId, index),
          ...strategy,
          ...state,
          closedTime: 0,
          closeReason: '',
        },
      ];
    });
    const completed = (COMPLETED[user.kind] ?? []).flatMap((plan, index): GridBot[] => {
      const strategy = toStrategy(plan, plan.shape, input.instrument(plan.symbolId));
      if (!strategy) return [];
      return [
        {
          strategyId: idOf(input.seed, `completed:${user.accountId}`, index),
          ...strategy,
          status: 'COMPLETED',
          createdTime: input.now - plan.startedDaysAgo * DAY_MS,
          closedTime: input.now - plan.endedDaysAgo * DAY_MS,
          closeReason: plan.closeReason,
        },
      ];
    });
    byAccount.set(user.accountId, [...running, ...completed]);
  }
  return byAccount;
}

function toStrategy(
  plan: GridPlan,
  shape: { below: number; above: number; grids: number },
  instrument: Instrument | undefined,
): Omit<GridStrategy, 'strategyId'> | undefined {
  const start = startPriceOf(plan.symbolId);
  const tick = instrument && parseFixed(instrument.minPricePrecision);
  if (!instrument || start === undefined || tick === undefined || tick <= 0n) return undefined;
  const digits = decimalsOf(instrument.minPricePrecision);
  const hundred = toFixed('100');
  // Exact: price × (100 ± p) / 100, then onto the tick outward so the range covers the percentages.
  const at = (percent: bigint, rounding: 'down' | 'up') =>
    roundToStep(div(mul(start, toFixed(String(100n + percent))), hundred), tick, rounding);
  const min = at(-BigInt(shape.below), 'down');
  const max = at(BigInt(shape.above), 'up');
  const support =
    plan.type === 'ratio' ? at(-BigInt(shape.below) - SUPPORT_BELOW_PERCENT, 'down') : undefined;
  return {
    symbolId: plan.symbolId,
    min_price: formatFixed(min, digits),
    max_price: formatFixed(max, digits),
    grid_number: shape.grids,
    type: plan.type,
    support: support === undefined ? '' : formatFixed(support, digits),
  };
}
