/**
 * The wire shape of orders (formatting every field, "" where it does not apply) and the per-account
 * store the queries page through.
 */
import type { Execution, Instrument, Order } from '../../../shared/protocol';
import { div, formatFixed, ZERO, type Fixed, type Price, type Quantity } from '../../../shared/money/fixed';
import type { ExecutionQuery, OrderQuery } from '../types';
import { isOpenOrdinary, type OrderState } from './state';

export const fmtPrice = (inst: Instrument, value: Price): string => formatFixed(value, inst.pricePrecision);
export const fmtQty = (inst: Instrument, value: Quantity): string =>
  formatFixed(value, inst.quantityPrecision);

/** Quote amounts: padded to the amount precision, but never rounded (a price × quantity may need more). */
export function fmtAmount(inst: Instrument, value: Fixed): string {
  const exact = formatFixed(value);
  const dot = exact.indexOf('.');
  const digits = dot < 0 ? 0 : exact.length - dot - 1;
  return digits > inst.amountPrecision ? exact : formatFixed(value, inst.amountPrecision);
}

const optPrice = (inst: Instrument, value: Price): string => (value === ZERO ? '' : fmtPrice(inst, value));

export function toOrder(o: OrderState): Order {
  const inst = o.inst;
  const plan = o.plan;
  const byValue = o.side === 'Buy' && o.marketUnit === 'quoteCoin';
  // Legs of an OCO or TP/SL plan, or attached to a limit order.
  const tp = plan?.tp ?? o.attached?.tp;
  const sl = plan?.sl ?? o.attached?.sl;
  const avg = o.executedQty === ZERO ? ZERO : div(o.executedAmount, o.executedQty, 'half-up');
  return {
    orderId: o.id,
    clientOrderId: o.clientOrderId,
    accountId: o.accountId,
    symbolId: inst.symbolId,
    baseTokenName: inst.baseTokenName,
    quoteTokenName: inst.quoteTokenName,
    side: o.side,
    type: o.type,
    status: o.status,
    planType: plan?.planType ?? -1,
    price: o.price === ZERO ? '0' : fmtPrice(inst, o.price),
    origQty: byValue ? '0' : fmtQty(inst, o.origQty),
    executedQty: fmtQty(inst, o.executedQty),
    executedAmount: fmtAmount(inst, o.executedAmount),
    amount: byValue ? fmtAmount(inst, o.amount) : '',
    avgPrice: formatFixed(avg, inst.pricePrecision, 'half-up'),
    marketUnit: o.marketUnit,
    orderQtyForView: byValue ? fmtAmount(inst, o.amount) : fmtQty(inst, o.origQty),
    triggerPrice: plan ? optPrice(inst, plan.triggerPrice) : '',
    activationPrice: plan ? optPrice(inst, plan.activationPrice) : '',
    trailingPercentage: plan && plan.trailingPercentage !== ZERO ? formatFixed(plan.trailingPercentage) : '',
    trailingValue: plan ? optPrice(inst, plan.trailingValue) : '',
    tpTriggerPrice: tp ? fmtPrice(inst, tp.trigger) : '',
    tpLimitPrice: tp ? optPrice(inst, tp.limitPrice) : '',
    slTriggerPrice: sl ? fmtPrice(inst, sl.trigger) : '',
    slLimitPrice: sl ? optPrice(inst, sl.limitPrice) : '',
    ocoTriggerBy: plan?.ocoTriggerBy ?? '',
    triggeredOrderId: o.triggeredOrderId,
    parentPlanId: o.parentPlanId,
    createType: o.createType,
    stopOrderType: plan?.stopOrderType ?? '',
    isLeverage: false,
    specialTradeFrom: '',
    rejectReason: o.rejectReason,
    createdTime: o.createdTime,
    updatedTime: o.updatedTime,
  };
}

/** Finished records kept per account; older ones are forgotten so a long-running simulator stays small. */
const HISTORY_CAP = 20_000;
const EXECUTION_CAP = 20_000;

interface AccountRecords {
  /** Ordinary and plan orders, in id order. */
  orders: OrderState[];
  plans: OrderState[];
  /** Open ordinary orders (insertion = id order) and untriggered plans. */
  openOrders: Map<string, OrderState>;
  openPlans: Map<string, OrderState>;
  /** Client order id → order or plan: one namespace per account (clientOrderIds.ts). */
  clients: Map<string, OrderState>;
  executions: Execution[];
}

export class OrderStore {
  private readonly byId = new Map<string, OrderState>();
  private readonly accounts = new Map<string, AccountRecords>();

  add(order: OrderState): void {
    const records = this.records(order.accountId);
    this.byId.set(order.id, order);
    const isPlan = order.plan !== undefined;
    (isPlan ? records.plans : records.orders).push(order);
    if (order.clientOrderId !== '' && !records.clients.has(order.clientOrderId))
      records.clients.set(order.clientOrderId, order);
    this.sync(order);
    this.prune(records, isPlan);
  }

  /** Keeps the open indexes in step with the order's status; call after every status change. */
  sync(order: OrderState): void {
    const records = this.records(order.accountId);
    if (order.plan) {
      if (order.status === 'Untriggered') records.openPlans.set(order.id, order);
      else records.openPlans.delete(order.id);
    } else if (isOpenOrdinary(order)) records.openOrders.set(order.id, order);
    else records.openOrders.delete(order.id);
  }

  /** An order or plan of the account by id or client id. */
  find(
    accountId: string,
    ref: { orderId?: string; clientOrderId?: string },
    plan: boolean,
  ): OrderState | undefined {
    const records = this.accounts.get(accountId);
    if (!records) return undefined;
    if (ref.orderId !== undefined && ref.orderId !== '') {
      const order = this.byId.get(ref.orderId);
      return order && order.accountId === accountId && (order.plan !== undefined) === plan
        ? order
        : undefined;
    }
    if (ref.clientOrderId !== undefined && ref.clientOrderId !== '') {
      const order = records.clients.get(ref.clientOrderId);
      return order && (order.plan !== undefined) === plan ? order : undefined;
    }
    return undefined;
  }

  /** The order or plan of the account that holds a client order id. */
  findClient(accountId: string, clientOrderId: string): OrderState | undefined {
    return this.accounts.get(accountId)?.clients.get(clientOrderId);
  }

  openOrders(accountId: string): OrderState[] {
    return [...(this.accounts.get(accountId)?.openOrders.values() ?? [])];
  }

  openPlans(accountId: string): OrderState[] {
    return [...(this.accounts.get(accountId)?.openPlans.values() ?? [])];
  }

  allOrders(accountId: string): readonly OrderState[] {
    return this.accounts.get(accountId)?.orders ?? [];
  }

  allPlans(accountId: string): readonly OrderState[] {
    return this.accounts.get(accountId)?.plans ?? [];
  }

  addExecution(execution: Execution): void {
    const records = this.records(execution.accountId);
    records.executions.push(execution);
    if (records.executions.length > EXECUTION_CAP * 2) records.executions.splice(0, EXECUTION_CAP);
  }

  executions(accountId: string): readonly Execution[] {
    return this.accounts.get(accountId)?.executions ?? [];
  }

  private records(accountId: string): AccountRecords {
    let records = this.accounts.get(accountId);
    if (!records) {
      records = {
        orders: [],
        plans: [],
        openOrders: new Map(),
        openPlans: new Map(),
        clients: new Map(),
        executions: [],
      };
      this.accounts.set(accountId, records);
    }
    return records;
  }

  /** Drops the oldest finished records once the list is twice the cap (amortised O(1) per order). */
  private prune(records: AccountRecords, plans: boolean): void {
    const list = plans ? records.plans : records.orders;
    if (list.length <= HISTORY_CAP * 2) return;
    const clients = records.clients;
    const open = plans ? records.openPlans : records.openOrders;
    let dropped = 0;
    const kept = list.filter((order) => {
      if (dropped >= HISTORY_CAP || open.has(order.id)) return true;
      dropped++;
      this.byId.delete(order.id);
      if (clients.get(order.clientOrderId) === order) clients.delete(order.clientOrderId);
      return false;
    });
    list.length = 0;
    list.push(...kept);
  }
}

/**
 * Newest first, ids below `fromOrderId`, created within [startTime, endTime], at most `limit` (default
 * 100, capped at `max`). Items are in id order, which is creation order, so the walk stops at the first
 * item created before `startTime`.
 */
export function page<T extends { seq: number; createdTime: number }>(
  items: readonly T[],
  query: OrderQuery | undefined,
  keep: (item: T) => boolean,
  max = 100,
): T[] {
  const limit = clampLimit(query?.limit, max);
  const cursor =
    query?.fromOrderId !== undefined && query.fromOrderId !== '' ? Number(query.fromOrderId) : Infinity;
  const start = query?.startTime ?? -Infinity;
  const end = query?.endTime ?? Infinity;
  const out: T[] = [];
  for (let i = items.length - 1; i >= 0 && out.length < limit; i--) {
    const item = items[i] as T;
    if (item.createdTime < start) break;
    if (!(item.seq < cursor) || item.createdTime > end) continue;
    if (keep(item)) out.push(item);
  }
  return out;
}

/**
 * A page of executions, newest first, of trades with an id below `fromTradeId`. A trade between two
 * orders of the same account gives that account two executions under one trade id: a page never ends
 * between them (the cursor is a trade id), so the pair moves to the next page whole, unless it would be
 * the whole page (limit 1), which then holds both.
 */
export function pageExecutions(
  all: readonly Execution[],
  query: ExecutionQuery | undefined,
): { list: Execution[]; nextCursor: string } {
  const limit = clampLimit(query?.limit, 1000);
  const cursor =
    query?.fromTradeId !== undefined && query.fromTradeId !== '' ? Number(query.fromTradeId) : Infinity;
  const symbolId = query?.symbolId ?? '';
  const start = query?.startTime ?? -Infinity;
  const end = query?.endTime ?? Infinity;
  const out: Execution[] = [];
  let more = false;
  for (let i = all.length - 1; i >= 0; i--) {
    const execution = all[i] as Execution;
    // Executions are kept in trade order, so the first one before the window ends the walk.
    if (execution.tradeTime < start) break;
    if (!(Number(execution.tradeId) < cursor) || execution.tradeTime > end) continue;
    if (symbolId !== '' && execution.symbolId !== symbolId) continue;
    if (out.length >= limit) {
      const last = out[out.length - 1] as Execution;
      if (last.tradeId === execution.tradeId) {
        if (out.length === 1) out.push(execution);
        else while (out[out.length - 1]?.tradeId === execution.tradeId) out.pop();
      }
      more = true;
      break;
    }
    out.push(execution);
  }
  return { list: out, nextCursor: more ? (out[out.length - 1]?.tradeId ?? '') : '' };
}

export function clampLimit(limit: number | undefined, max: number, fallback = 100): number {
  if (limit === undefined || !Number.isFinite(limit) || limit <= 0) return Math.min(fallback, max);
  return Math.min(Math.floor(limit), max);
}
