/**
 * What each buy on a quota pair holds of its quota (quota.ts), and giving back what it did not spend.
 *
 * The model (spec 000 §5 step 3 says only that the remaining quota refuses a buy): the quota counts the
 * quote value bought, plus what open buys hold. A buy holds its quote value from the moment it is
 * accepted, ordinary order or plan alike, as a plan's funds are locked from placement (planOrders.ts):
 * a trader cannot queue plans past the quota and find them refused one by one as they fire.
 * - An order that ends (filled, cancelled, partly filled then cancelled, rejected) gives back what it
 *   held beyond the value it traded (a fill below the limit, the unfilled rest).
 * - A plan that ends without firing (cancelled, rejected) gives back all it held; a plan that fires
 *   hands what it held to the order it placed, which then settles as above.
 * A market buy by base quantity holds the value at the last price; paying more than that by walking
 * the book is not charged after the fact.
 */
import type { Order, SourceOrderStatus } from '../../shared/protocol';
import { formatFixed, parseFixed, ZERO, type Fixed } from '../../shared/money/fixed';
import type { Quotas } from './quota';
import type { Engine } from './types';

interface Holding {
  accountId: string;
  symbolId: string;
  amount: Fixed;
  plan: boolean;
}

const OPEN: ReadonlySet<SourceOrderStatus> = new Set(['New', 'PartiallyFilled', 'Untriggered']);

export interface QuotaLedger {
  /**
   * Uses `amount` (quote) of the quota for an order or plan the engine just accepted, as the engine
   * answered it; an order that already ended settles at once.
   */
  reserve(accountId: string, order: Order, amount: string): void;
}

export function createQuotaLedger(engine: Engine, quotas: Pick<Quotas, 'consume' | 'release'>): QuotaLedger {
  /** By order or plan id. */
  const held = new Map<string, Holding>();

  const giveBack = (holding: Holding, amount: Fixed): void => {
    if (amount > ZERO) quotas.release(holding.accountId, holding.symbolId, formatFixed(amount));
  };

  function settle(order: Order): void {
    let holding = held.get(order.orderId);
    // A fired plan's order: its events may come before the plan's own.
    const parent = order.parentPlanId === '' ? undefined : held.get(order.parentPlanId);
    if (!holding && order.planType === -1 && parent?.plan) {
      held.delete(order.parentPlanId);
      holding = { ...parent, plan: false };
      held.set(order.orderId, holding);
    }
    if (!holding || OPEN.has(order.status)) return;
    held.delete(order.orderId);
    if (!holding.plan) {
      giveBack(holding, holding.amount - (parseFixed(order.executedAmount) ?? ZERO));
    } else if (order.status === 'Triggered' && order.triggeredOrderId !== '') {
      held.set(order.triggeredOrderId, { ...holding, plan: false });
      const placed = engine.findOrder(order.accountId, { orderId: order.triggeredOrderId });
      if (placed) settle(placed);
    } else giveBack(holding, holding.amount);
  }

  engine.subscribe((event) => {
    if (event.type === 'order' || event.type === 'planOrder') settle(event.order);
  });

  return {
    reserve(accountId, order, amount) {
      const value = parseFixed(amount);
      if (value === undefined || value <= ZERO) return;
      const used = quotas.consume(accountId, order.symbolId, amount);
      if (!used.ok || used.value === undefined) return;
      held.set(order.orderId, {
        accountId,
        symbolId: order.symbolId,
        amount: value,
        plan: order.planType !== -1,
      });
      settle(order);
    },
  };
}
