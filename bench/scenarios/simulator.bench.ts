/**
 * The simulator's headroom: how fast the engine matches against the cost of merely reading the same
 * order stream, and how many simulated seconds of the fastest feed (rate 50: 100 depth messages and 50
 * trades per second per symbol) one wall-clock second computes. Both must stay far above 1 for the
 * simulator to keep up with the feeds the hub and panel benches ask of it.
 */
import { createEngine } from '../../src/server/exchange/engine/createEngine';
import { createExchange } from '../../src/server/exchange/createExchange';
import { buildInstruments, MAX_SYMBOLS } from '../../src/server/exchange/instruments';
import { createRng } from '../../src/server/exchange/rng';
import { parseFixed, formatFixed, toFixed } from '../../src/shared/money/fixed';
import type { CreateOrderBody } from '../../src/shared/protocol';
import { createManualTime } from '../../src/server/exchange/manualTime';
import { TICKER_FLUSH_MS } from '../../src/server/gateway/feeds/tickerFeed';
import { compare, withTarget, type BenchRow, type BenchScenario } from '../harness';

const ORDERS = 20_000;
const START = Date.UTC(2026, 0, 5);

/** A seeded stream of BTCUSDT orders as the API receives them: JSON text. */
function orderStream(): string[] {
  const rng = createRng(7);
  const mid = toFixed('97000');
  const frames: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const side = rng.next() < 0.5 ? 'Buy' : 'Sell';
    const offsetCents = BigInt(Math.floor(rng.next() * 20_000) - 10_000); // ±100.00 around mid
    const price = formatFixed(mid + offsetCents * toFixed('0.01'), 2);
    const quantity = formatFixed(toFixed('0.000001') * BigInt(1 + Math.floor(rng.next() * 50_000)), 6);
    const market = rng.next() < 0.1;
    const body: CreateOrderBody = market
      ? {
          symbol_id: 'BTCUSDT',
          side,
          type: 'MARKET',
          quantity,
          market_unit: 'baseCoin',
          client_order_id: `c${i}`,
        }
      : { symbol_id: 'BTCUSDT', side, type: 'LIMIT', price, quantity, client_order_id: `c${i}` };
    frames.push(JSON.stringify(body));
  }
  return frames;
}

async function matching(): Promise<BenchRow> {
  const frames = orderStream();
  const instruments = buildInstruments(START, 1);
  const balances = { BTC: '1000000', USDT: '100000000000' };

  const result = await compare(
    () => {
      const engine = createEngine({ instruments, clock: { now: () => START } });
      engine.openAccount({ id: 'a', kind: 'classic', balances });
      engine.openAccount({ id: 'b', kind: 'classic', balances });
      frames.forEach((frame, i) =>
        engine.placeOrder(i % 2 === 0 ? 'a' : 'b', JSON.parse(frame) as CreateOrderBody),
      );
      return frames.length;
    },
    () => {
      // The floor: reading and checking the same stream, with no book behind it.
      let valid = 0;
      for (const frame of frames) {
        const body = JSON.parse(frame) as CreateOrderBody;
        if (
          parseFixed(body.quantity) !== undefined &&
          (body.price === undefined || parseFixed(body.price) !== undefined)
        ) {
          valid++;
        }
      }
      return valid;
    },
  );
  return withTarget({
    scenario: 'engine matching, 20k BTCUSDT orders (10 % market)',
    candidate: `engine ${Math.round(result.candidate.opsPerSecond)} orders/s`,
    baseline: `parse-only floor ${Math.round(result.baseline.opsPerSecond)} orders/s`,
    ratioMeans: 'floor time ÷ engine time: the share of the floor speed the engine keeps (higher is better)',
    ratio: result.candidate.opsPerSecond / result.baseline.opsPerSecond,
    details: {
      engineOrdersPerSecond: result.candidate.opsPerSecond,
      floorOrdersPerSecond: result.baseline.opsPerSecond,
    },
  });
}

/** The whole simulated exchange at the fastest feed, on a clock the bench advances. */
function fastestFeed() {
  const time = createManualTime(START);
  const exchange = createExchange({
    seed: 1,
    rate: 50,
    clock: { now: time.now },
    scheduler: time.scheduler,
    startTime: START,
  });
  return { time, exchange };
}

async function feedHeadroom(): Promise<BenchRow> {
  const simulatedSeconds = 5;
  const { time, exchange } = fastestFeed();
  let depthEvents = 0;
  let trades = 0;
  exchange.engine.subscribe((event) => {
    if (event.type === 'book') depthEvents++;
    if (event.type === 'trade') trades++;
  });
  exchange.start();
  time.advance(1000); // warm-up second
  depthEvents = 0;
  trades = 0;
  const wallStart = performance.now();
  time.advance(simulatedSeconds * 1000);
  const wallSeconds = (performance.now() - wallStart) / 1000;
  exchange.stop();
  const symbols = exchange.engine.instruments.length;
  return withTarget({
    scenario: `simulator feed at rate 50, ${symbols} symbols`,
    candidate: `${simulatedSeconds} simulated s in ${wallSeconds.toFixed(2)} wall s`,
    baseline: 'real time (1 simulated s per wall s)',
    ratioMeans: 'simulated seconds per wall second (≥ 1 keeps up with the fastest feed)',
    ratio: simulatedSeconds / wallSeconds,
    target: { op: '>=', value: 1 },
    details: {
      symbols,
      maxSymbols: MAX_SYMBOLS,
      depthEventsPerSymbolPerSecond: depthEvents / symbols / simulatedSeconds,
      tradesPerSymbolPerSecond: trades / symbols / simulatedSeconds,
    },
  });
}

/**
 * A page with the market list open watches every pair's 24 h ticker (instrument_info.all), and the
 * gateway reads the ticker of each pair that traded at every flush (TICKER_FLUSH_MS): at rate 50, all
 * of them ten times a second. One simulated second of the feed with those reads, against the same
 * feed without them.
 */
async function tickerReads(): Promise<BenchRow> {
  const { time, exchange } = fastestFeed();
  const symbols = exchange.engine.instruments.map((instrument) => instrument.symbolId);
  const flushesPerSecond = 1000 / TICKER_FLUSH_MS;
  exchange.start();
  time.advance(1000); // warm-up second
  const result = await compare(
    () => {
      for (let i = 0; i < flushesPerSecond; i++) {
        time.advance(TICKER_FLUSH_MS);
        for (const symbol of symbols) exchange.candles.ticker(symbol);
      }
      return 1;
    },
    () => {
      time.advance(1000);
      return 1;
    },
    15,
  );
  exchange.stop();
  const withReads = 1 / result.candidate.opsPerSecond;
  const feedOnly = 1 / result.baseline.opsPerSecond;
  return withTarget({
    scenario: `simulator feed at rate 50 with every pair's ticker read at each flush, ${symbols.length} symbols`,
    candidate: `${(withReads * 1000).toFixed(0)} ms per simulated s`,
    baseline: `the feed alone: ${(feedOnly * 1000).toFixed(0)} ms per simulated s`,
    ratioMeans: 'wall time per simulated second with the ticker reads ÷ without them (lower is better)',
    ratio: withReads / feedOnly,
    target: { op: '<=', value: 1.5 },
    details: { symbols: symbols.length, flushesPerSecond, rounds: result.candidate.rounds },
  });
}

const scenario: BenchScenario = {
  name: 'simulator',
  run: async () => [await matching(), await feedHeadroom(), await tickerReads()],
};
export default scenario;
