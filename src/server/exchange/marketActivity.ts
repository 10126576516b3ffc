/**
 * Seeded market makers and takers, one pair of each per symbol, acting only through the Engine
 * interface like any other client. Makers keep a ladder of 220+ levels a side around a random-walk mid;
 * takers send market and marketable IOC limit orders. Each symbol runs, on average, `rate` maker steps
 * and `rate` taker orders per second (Poisson arrivals from a seeded stream, through the injected
 * scheduler), so a seed replays the same market and a fake scheduler runs it in milliseconds.
 */
import type { Instrument } from '../../shared/protocol';
import { isTradingAt } from './tradingStatus';
import { formatFixed, unitOf, type Fixed } from '../../shared/money/fixed';
import type { Clock, Engine, Scheduler } from './types';
import { createRng, hash32, hashString, type Rng } from './rng';
import { createLadder, type Ladder } from './makerLadder';

export const MAKER_ACCOUNT_ID = 'mm-maker';
export const TAKER_ACCOUNT_ID = 'mm-taker';
export const MIN_RATE = 0.05;
export const MAX_RATE = 50;
/** Log-price volatility of the makers' mid: about 3 % a day, spread over the steps of a second. */
const DAILY_VOL = 0.03;
const HUGE_BALANCE = '1000000000000000';

export interface MarketActivityOptions {
  engine: Engine;
  clock: Clock;
  scheduler: Scheduler;
  seed: number;
  rate?: number;
  /** Where each pair's makers quote from at the start. */
  startPrice(symbolId: string): Fixed;
  /** A price the mid is pulled toward, e.g. a leveraged token's nav. */
  fairPrice?(symbolId: string): Fixed | undefined;
}

export interface MarketActivity {
  readonly makerAccountId: string;
  readonly takerAccountId: string;
  /** Seeds every book with its full ladder at once, then starts the makers and takers. */
  start(): void;
  /** Stops scheduling; resting maker orders stay on the books. */
  stop(): void;
  /**
   * Holds the makers and takers without stopping: no orders, so no trades and no depth changes, until
   * unpaused (a started activity then resumes at once; a stopped one on its next start). Benches measure
   * a page with the feed off this way, over the same sockets and views.
   */
  setPaused(paused: boolean): void;
  paused(): boolean;
  rate(): number;
  /** Changes the rate (clamped to 0.05..50) from the next scheduled step on. */
  setRate(rate: number): void;
}

export const clampRate = (rate: number): number =>
  Number.isFinite(rate) ? Math.min(MAX_RATE, Math.max(MIN_RATE, rate)) : 1;

interface Market {
  inst: Instrument;
  tick: Fixed;
  makerRng: Rng;
  takerRng: Rng;
  ladder: Ladder;
  /** Mid in ticks (a float: the walk moves by fractions of a tick at high rates). */
  mid: number;
  /** Quote-currency units worth about one US dollar, for sizing orders across quote currencies. */
  dollar: number;
  takerCount: number;
}

export function createMarketActivity(options: MarketActivityOptions): MarketActivity {
  const { engine, clock, scheduler } = options;
  let rate = clampRate(options.rate ?? 1);
  let running = false;
  let paused = false;
  const cancels = new Set<() => void>();
  const markets = new Map<string, Market>();

  for (const accountId of [MAKER_ACCOUNT_ID, TAKER_ACCOUNT_ID]) {
    if (engine.hasAccount(accountId)) continue;
    const balances: Record<string, string> = {};
    for (const inst of engine.instruments) {
      balances[inst.baseTokenId] = HUGE_BALANCE;
      balances[inst.quoteTokenId] = HUGE_BALANCE;
    }
    engine.openAccount({ id: accountId, kind: 'classic', balances });
  }

  for (const inst of engine.instruments) {
    const symbolSeed = hash32(options.seed, hashString(inst.symbolId));
    const tick = unitOf(inst.pricePrecision);
    const mid = Number(options.startPrice(inst.symbolId) / tick);
    const makerRng = createRng(hash32(symbolSeed, 1));
    // The gap between top levels is a third of a second's expected move, so a step re-quotes a few.
    const gap = Math.max(1, Math.round((mid * DAILY_VOL) / Math.sqrt(86_400) / 3));
    const dollar = Number(inst.minTradeAmount) / 5;
    markets.set(inst.symbolId, {
      inst,
      tick,
      makerRng,
      takerRng: createRng(hash32(symbolSeed, 2)),
      ladder: createLadder({ engine, inst, accountId: MAKER_ACCOUNT_ID, rng: makerRng, gap, dollar }),
      mid,
      dollar,
      takerCount: 0,
    });
  }

  // Fills and cancels of maker orders arrive as events; the ladders forget orders that are gone.
  engine.subscribe((event) => {
    if (event.type !== 'order' || event.accountId !== MAKER_ACCOUNT_ID) return;
    markets.get(event.order.symbolId)?.ladder.onOrder(event.order);
  });

  const isOpen = (inst: Instrument): boolean => isTradingAt(inst, clock.now());

  const makerStep = (m: Market): void => {
    const stepSd = (m.mid * DAILY_VOL) / Math.sqrt(86_400 * rate);
    m.mid += m.makerRng.normal() * stepSd;
    const fair = options.fairPrice?.(m.inst.symbolId);
    if (fair !== undefined) m.mid += (Number(fair / m.tick) - m.mid) * 0.2;
    m.mid = Math.max(m.mid, 4 * m.ladder.gap + 2);
    m.ladder.step(Math.round(m.mid));
  };

  const takerOrder = (m: Market): void => {
    const { inst, takerRng: rng } = m;
    if (!isOpen(inst)) return;
    let side: 'Buy' | 'Sell';
    if (inst.isBanBuy) side = 'Sell';
    else if (inst.isBanSell) side = 'Buy';
    else {
      // Lean against the distance from the makers' mid so the last price tracks it.
      const last = engine.lastPrice(inst.symbolId);
      const lastTicks = last === undefined ? m.mid : Number(last) / Number(formatFixed(m.tick));
      side = rng.chance(lastTicks > m.mid ? 0.4 : 0.6) ? 'Buy' : 'Sell';
    }
    const top = side === 'Buy' ? m.ladder.bestAsk() : m.ladder.bestBid();
    if (top === undefined) return;
    const notional = Math.max(Number(inst.minTradeAmount) * 2, Math.exp(rng.normal() * 1.1) * 250 * m.dollar);
    const quantity = m.ladder.quantityFor(notional, top);
    m.takerCount += 1;
    const client_order_id = `tk-${inst.symbolId}-${m.takerCount}`;
    if (rng.chance(0.75)) {
      engine.placeOrder(TAKER_ACCOUNT_ID, {
        symbol_id: inst.symbolId,
        side,
        type: 'MARKET',
        quantity,
        market_unit: 'baseCoin',
        client_order_id,
      });
      return;
    }
    const slack = BigInt(rng.int(0, 2) * m.ladder.gap);
    const limit = side === 'Buy' ? top + slack : top - slack;
    engine.placeOrder(TAKER_ACCOUNT_ID, {
      symbol_id: inst.symbolId,
      side,
      type: 'LIMIT',
      price: formatFixed(limit * m.tick, inst.pricePrecision),
      quantity,
      client_order_id,
      time_in_force: 'IOC',
    });
  };

  /** Runs `task` again and again at Poisson arrivals of `rate` per second. */
  const loop = (rng: Rng, task: () => void): void => {
    const schedule = (): void => {
      const delay = Math.max(1, Math.round(rng.exponential(1000 / rate)));
      const cancel = scheduler(delay, () => {
        cancels.delete(cancel);
        if (!running || paused) return;
        task();
        schedule();
      });
      cancels.add(cancel);
    };
    schedule();
  };

  const startLoops = (): void => {
    for (const m of markets.values()) {
      loop(m.makerRng.fork('maker-timing'), () => makerStep(m));
      loop(m.takerRng.fork('taker-timing'), () => takerOrder(m));
    }
  };
  const cancelLoops = (): void => {
    for (const cancel of cancels) cancel();
    cancels.clear();
  };

  let seeded = false;
  return {
    makerAccountId: MAKER_ACCOUNT_ID,
    takerAccountId: TAKER_ACCOUNT_ID,
    start() {
      if (running) return;
      running = true;
      if (!seeded) {
        seeded = true;
        engine.batch(() => {
          for (const m of markets.values()) m.ladder.seed(Math.round(m.mid));
        });
      }
      if (!paused) startLoops();
    },
    stop() {
      running = false;
      cancelLoops();
    },
    setPaused(next) {
      if (next === paused) return;
      paused = next;
      if (paused) cancelLoops();
      else if (running) startLoops();
    },
    paused: () => paused,
    rate: () => rate,
    setRate(next) {
      rate = clampRate(next);
    },
  };
}
