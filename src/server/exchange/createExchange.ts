/**
 * The whole simulated exchange, composed: the catalogue, the matching engine, the demo accounts, the
 * candle store (history + live), the seeded market makers and takers, leveraged tokens and quotas.
 * Time comes only from the injected clock and scheduler, so tests drive it by hand.
 */
import type { Candle, QuotaEntry } from '../../shared/protocol';
import { toFixed, type Fixed } from '../../shared/money/fixed';
import type { Clock, Exchange, MarketSwitch, Outcome, Scheduler } from './types';
import { createEngine } from './engine/createEngine';
import { buildInstruments, MAX_SYMBOLS, startPriceOf, tokensOf, type TokenInfo } from './instruments';
import { DEMO_USERS, type DemoUser } from './demoUsers';
import { createNoticeBoard, symbolNotice } from './notices';
import { createHistory } from './history';
import { createCandleStore, type CandleInterest, type CandleStore } from './candles';
import { createMarketActivity, MAKER_ACCOUNT_ID, type MarketActivity } from './marketActivity';
import { createLeveragedTokens } from './leveragedToken';
import { createQuotas } from './quota';
import { createQuotaLedger, type QuotaLedger } from './quotaLedger';

export interface ExchangeOptions {
  /** Seed of every random choice (default 1): the same seed gives the same market. */
  seed?: number;
  /** Maker steps and taker orders per second per symbol (0.05..50, default 1). */
  rate?: number;
  /** How many pairs of the catalogue to list (1..MAX_SYMBOLS, default all; BTCUSDT always). */
  symbols?: number;
  clock: Clock;
  scheduler: Scheduler;
  /** When the live market starts (default clock.now()); history ends just before its bucket. */
  startTime?: number;
}

export interface SimulatedExchange extends Exchange, MarketSwitch {
  readonly seed: number;
  readonly startTime: number;
  /** The demo users, each opened in the engine with its balances (log in with email + password). */
  readonly accounts: readonly DemoUser[];
  readonly tokens: readonly TokenInfo[];
  readonly candleStore: CandleStore;
  readonly activity: MarketActivity;
  /** Candle changes and bucket rolls (the confirmed bar, then the new one). Returns an unsubscribe. */
  onCandle(listener: (candle: Candle) => void, wants?: CandleInterest): () => void;
  /** Uses quote-currency quota on an innovation/adventure symbol; see quota.ts for the protocol. */
  consumeQuota(accountId: string, symbolId: string, amount: string): Outcome<QuotaEntry | undefined>;
  releaseQuota(accountId: string, symbolId: string, amount: string): Outcome<QuotaEntry | undefined>;
  /** Holds quota for an accepted buy until it ends; see quotaLedger.ts. */
  reserveQuota: QuotaLedger['reserve'];
  rate(): number;
  setRate(rate: number): void;
}

/** How often quiet pairs get their bars rolled and confirmed. */
const CANDLE_TICK_MS = 1000;

export function createExchange(options: ExchangeOptions): SimulatedExchange {
  const { clock, scheduler } = options;
  const seed = options.seed ?? 1;
  const startTime = options.startTime ?? clock.now();
  const instruments = buildInstruments(startTime, options.symbols ?? MAX_SYMBOLS);
  const startPrice = (symbolId: string): Fixed => startPriceOf(symbolId) ?? toFixed('1');

  const engine = createEngine({ instruments, clock, marketMakers: [MAKER_ACCOUNT_ID] });
  for (const user of DEMO_USERS) {
    engine.openAccount({ id: user.accountId, kind: user.kind, balances: user.balances });
  }

  const history = createHistory({ seed, startTime, instruments, startPrice });
  const candleStore = createCandleStore({ engine, instruments, clock, startTime, history, startPrice });
  const lastPrice = (symbolId: string): Fixed | undefined => {
    const text = engine.lastPrice(symbolId);
    return text === undefined ? undefined : toFixed(text);
  };
  const leveraged = createLeveragedTokens({ instruments, startTime, startPrice: startPriceOf, lastPrice });
  const quotas = createQuotas(instruments);
  const quotaLedger = createQuotaLedger(engine, quotas);
  const activity = createMarketActivity({
    engine,
    clock,
    scheduler,
    seed,
    rate: options.rate ?? 1,
    startPrice,
    fairPrice: (symbolId) => leveraged.nav(symbolId, clock.now()),
  });

  let cancelTick: (() => void) | undefined;
  const scheduleTick = (): void => {
    // Aligned just past the next whole second, so a bar is confirmed right after its bucket ends.
    const delay = CANDLE_TICK_MS - (clock.now() % CANDLE_TICK_MS) + 1;
    cancelTick = scheduler(delay, () => {
      candleStore.tick();
      scheduleTick();
    });
  };

  const noticeBoard = createNoticeBoard();
  return {
    seed,
    startTime,
    engine,
    candles: candleStore,
    candleStore,
    clock,
    activity,
    accounts: DEMO_USERS,
    tokens: tokensOf(instruments),
    notice(symbolId) {
      const inst = engine.instrument(symbolId);
      return inst === undefined ? undefined : symbolNotice(inst, clock.now());
    },
    noticeBar: () => noticeBoard.list(),
    setNoticeBar: (items) => noticeBoard.replace(items),
    onNoticeBar: (listener) => noticeBoard.onChange(listener),
    quota: (accountId, symbolId) => quotas.quota(accountId, symbolId),
    consumeQuota: (accountId, symbolId, amount) => quotas.consume(accountId, symbolId, amount),
    releaseQuota: (accountId, symbolId, amount) => quotas.release(accountId, symbolId, amount),
    reserveQuota: (accountId, order, amount) => quotaLedger.reserve(accountId, order, amount),
    leveragedToken: (symbolId) => leveraged.info(symbolId, clock.now()),
    onCandle: (listener, wants) => candleStore.onCandle(listener, wants),
    rate: () => activity.rate(),
    setRate: (rate) => activity.setRate(rate),
    setMarketPaused: (paused) => activity.setPaused(paused),
    marketPaused: () => activity.paused(),
    start() {
      activity.start();
      if (cancelTick === undefined) scheduleTick();
    },
    stop() {
      activity.stop();
      cancelTick?.();
      cancelTick = undefined;
    },
  };
}
