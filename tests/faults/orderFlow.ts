/**
 * A seeded order flow on one pair of the real engine, for the book fuzz: makers add and cancel limit
 * orders around a drifting centre (mostly inside a 40-bucket window at the 0.1 step, some deeper), and
 * now and then a taker crosses the spread, so levels appear, change, empty and the best price moves.
 * Resting orders are kept to a few hundred so a step of the flow stays cheap.
 */
import type { Engine } from '../../src/server/exchange/types';
import { formatFixed } from '../../src/shared/money/fixed';

const MAKER = 'fuzz-maker';
const TAKER = 'fuzz-taker';
const MAX_RESTING = 160;
const FUNDS = { USDT: '100000000000', BTC: '100000000' };

export function createOrderFlow(engine: Engine, symbol: string, random: () => number) {
  engine.openAccount({ id: MAKER, kind: 'classic', balances: FUNDS });
  engine.openAccount({ id: TAKER, kind: 'classic', balances: FUNDS });
  /** Centre in cents; prices are whole cents. */
  let centre = 9_600_000;
  const resting: string[] = [];
  let made = 0;
  const int = (n: number): number => Math.floor(random() * n);
  const cents = (n: number): string => formatFixed(BigInt(n) * 10n ** 16n, 2);
  const qty = (): string => formatFixed(BigInt(1 + int(500)) * 10n ** 13n, 6);

  function place(account: string, side: 'Buy' | 'Sell', type: 'LIMIT' | 'MARKET', price: number) {
    made += 1;
    return engine.placeOrder(account, {
      symbol_id: symbol,
      side,
      type,
      ...(type === 'LIMIT' && { price: cents(price) }),
      quantity: qty(),
      client_order_id: `f${made}`,
    });
  }

  function cancelOne(): void {
    const index = int(resting.length);
    const orderId = resting[index] as string;
    resting[index] = resting[resting.length - 1] as string;
    resting.pop();
    engine.cancelOrder(MAKER, { orderId });
  }

  /** One action of the flow. */
  return function step(): void {
    centre += int(3) - 1;
    const r = random();
    if (resting.length > MAX_RESTING || (r < 0.35 && resting.length > 0)) return cancelOne();
    if (r < 0.4) {
      place(TAKER, random() < 0.5 ? 'Buy' : 'Sell', 'MARKET', 0);
      return;
    }
    const side = random() < 0.5 ? 'Buy' : 'Sell';
    // Nine in ten inside the window (400 cents from the centre), the rest deeper.
    const distance = 1 + (random() < 0.9 ? int(400) : 400 + int(2000));
    const placed = place(MAKER, side, 'LIMIT', side === 'Buy' ? centre - distance : centre + distance);
    if (placed.ok && (placed.value.status === 'New' || placed.value.status === 'PartiallyFilled'))
      resting.push(placed.value.orderId);
  };
}
