/**
 * Seeds the bench account through the in-process engine, as a client would trade (placeOrder,
 * cancelOrder; no record written by hand): `history` finished orders on the pair, every fifth a market
 * order that fills against the seeded makers and the others limit orders placed far from the market and
 * cancelled, then `open` limit orders resting far from the market (half bids at half the mid, half asks
 * at 1.5 times it), so the fastest feed's random walk (about 3 % a day) never reaches them. The market
 * must be started first: the fills need the makers' book. Every order is placed on the simulator's
 * clock while seeding, so all of them lie within the history's last 7 days.
 *
 * Seeding yields to the event loop every BATCH orders so the makers keep stepping (the market orders
 * do not eat through a frozen ladder), then counts what the engine holds and throws if it is not what
 * was asked: a bench must not measure a list shorter than it says.
 */
import type { Engine } from '../../src/server/exchange/types';
import type { CreateOrderBody, Order } from '../../src/shared/protocol';
import {
  div,
  formatFixed,
  max,
  mul,
  roundToStep,
  toFixed,
  unitOf,
  type Fixed,
} from '../../src/shared/money/fixed';

const BATCH = 200;
/** Every FILLED_EVERY-th history order is a market order that fills; the rest are limit orders cancelled. */
const FILLED_EVERY = 5;
/** Open and cancelled orders sit at prices this many ticks apart, so each has a level of its own. */
const LEVEL_TICKS = 100n;

export interface SeedPlan {
  accountId: string;
  symbolId: string;
  open: number;
  history: number;
}

export interface SeedCounts {
  open: number;
  history: number;
  /** History rows by engine status, e.g. `{ Cancelled: 8000, Filled: 2000 }`. */
  historyByStatus: Record<string, number>;
  /** The limit orders' prices and quantity (the driver modifies between `quantity` and twice it). */
  bidPrice: string;
  askPrice: string;
  quantity: string;
  seededInMs: number;
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function must(outcome: ReturnType<Engine['placeOrder']>, what: string): Order {
  if (!outcome.ok) throw new Error(`seeding: ${what} refused: ${outcome.error.message}`);
  return outcome.value;
}

/** Every order of a paged engine list (100 a page, newest first, `fromOrderId` the cursor). */
export function allPages(list: (fromOrderId?: string) => Order[]): Order[] {
  const out: Order[] = [];
  for (let page = list(); page.length > 0; page = list(page.at(-1)?.orderId)) out.push(...page);
  return out;
}

export function countSeeded(
  engine: Engine,
  accountId: string,
  symbolId: string,
): Omit<SeedCounts, 'bidPrice' | 'askPrice' | 'quantity' | 'seededInMs'> {
  const history = allPages((fromOrderId) =>
    engine.orderHistory(accountId, { symbolId, limit: 100, ...(fromOrderId && { fromOrderId }) }),
  );
  const open = allPages((fromOrderId) =>
    engine.openOrders(accountId, { symbolId, limit: 100, ...(fromOrderId && { fromOrderId }) }),
  );
  const historyByStatus: Record<string, number> = {};
  for (const order of history) historyByStatus[order.status] = (historyByStatus[order.status] ?? 0) + 1;
  return { open: open.length, history: history.length, historyByStatus };
}

export async function seedOrders(engine: Engine, plan: SeedPlan): Promise<SeedCounts> {
  const started = performance.now();
  const { accountId, symbolId } = plan;
  const inst = engine.instrument(symbolId);
  if (!inst) throw new Error(`seeding: no pair ${symbolId}`);
  const { bids, asks } = engine.book(symbolId, 1);
  const bestBid = bids[0]?.[0];
  const bestAsk = asks[0]?.[0];
  if (bestBid === undefined || bestAsk === undefined)
    throw new Error(`seeding: ${symbolId} has no book; start the market first`);
  const mid = div(toFixed(bestBid) + toFixed(bestAsk), toFixed('2'));
  const tick = unitOf(inst.pricePrecision);
  const qtyStep = unitOf(inst.quantityPrecision);
  const far = (factor: string): Fixed => roundToStep(mul(mid, toFixed(factor)), tick, 'down');
  const bid = far('0.5');
  const ask = far('1.5');
  // Twice the minimum order value at the lowest bid, so every limit order (and twice it) is valid.
  const lowestBid = bid - BigInt(plan.open) * LEVEL_TICKS * tick;
  if (lowestBid <= 0n) throw new Error('seeding: the bids would go below zero');
  const twiceMin = mul(toFixed(inst.minTradeAmount), toFixed('2'));
  const quantity = max(roundToStep(div(twiceMin, lowestBid), qtyStep, 'up'), toFixed(inst.minTradeQuantity));
  const marketQuantity = max(roundToStep(div(twiceMin, mid), qtyStep, 'up'), toFixed(inst.minTradeQuantity));
  const limit = (i: number, prefix: string): CreateOrderBody => {
    const level = BigInt(Math.floor(i / 2)) * LEVEL_TICKS * tick;
    const side = i % 2 === 0 ? 'Buy' : 'Sell';
    return {
      symbol_id: symbolId,
      side,
      type: 'LIMIT',
      price: formatFixed(side === 'Buy' ? bid - level : ask + level, inst.pricePrecision),
      quantity: formatFixed(quantity, inst.quantityPrecision),
      client_order_id: `${prefix}-${i}`,
      time_in_force: 'GTC',
    };
  };

  for (let i = 0; i < plan.history; i++) {
    if (i % BATCH === 0) await yieldToLoop();
    if (i % FILLED_EVERY === FILLED_EVERY - 1) {
      must(
        engine.placeOrder(accountId, {
          symbol_id: symbolId,
          side: i % (2 * FILLED_EVERY) < FILLED_EVERY ? 'Buy' : 'Sell',
          type: 'MARKET',
          quantity: formatFixed(marketQuantity, inst.quantityPrecision),
          market_unit: 'baseCoin',
          client_order_id: `bench-filled-${i}`,
        }),
        `market order ${i}`,
      );
    } else {
      const placed = must(
        engine.placeOrder(accountId, limit(i % plan.open, `bench-cancelled-${i}`)),
        `limit order ${i}`,
      );
      must(engine.cancelOrder(accountId, { orderId: placed.orderId }), `cancel of order ${i}`);
    }
  }
  for (let i = 0; i < plan.open; i++) {
    if (i % BATCH === 0) await yieldToLoop();
    must(engine.placeOrder(accountId, limit(i, 'bench-open')), `open order ${i}`);
  }

  const counts = countSeeded(engine, accountId, symbolId);
  if (counts.open !== plan.open || counts.history !== plan.history) {
    throw new Error(
      `seeding: the engine holds ${counts.open} open and ${counts.history} history orders on ${symbolId}, ` +
        `not ${plan.open} and ${plan.history} (${JSON.stringify(counts.historyByStatus)})`,
    );
  }
  return {
    ...counts,
    bidPrice: formatFixed(bid, inst.pricePrecision),
    askPrice: formatFixed(ask, inst.pricePrecision),
    quantity: formatFixed(quantity, inst.quantityPrecision),
    seededInMs: Math.round(performance.now() - started),
  };
}
