/**
 * The engine's public face: the `Engine` interface over the modules of this folder. Each method that
 * changes anything runs as one operation (core.run) so its events go out together and in order.
 */
import { CODES, type Balance, type Instrument, type Order } from '../../../shared/protocol';
import { formatFixed, parseFixed, ZERO, type Fixed } from '../../../shared/money/fixed';
import type { AccountSeed, Clock, Engine, Outcome } from '../types';
import { OPEN_SET_MAX } from '../types';
import { answerRepeat, requestKey, reservedIdRefusal, type Endpoint } from './clientOrderIds';
import { EngineCore } from './core';
import { modifyOrdinary } from './modify';
import { clampLimit, fmtPrice, fmtQty, page, pageExecutions, toOrder } from './orderRecords';
import { cancelOrdinary, placeOrdinary } from './placement';
import { cancelPlan, installPlanHooks, modifyPlan, placePlan } from './planOrders';
import { parseCreateBody } from './requests';
import { isOpenOrdinary, type OrderState } from './state';
import { fail, parseField, succeed } from './validation';

export interface EngineOptions {
  instruments: readonly Instrument[];
  clock: Clock;
  /** Where trading fees go (default 'fees'), so totals per token are conserved. */
  feeAccountId?: string;
  /** Designated market makers: exempt from side bans so restricted pairs keep a two-sided book. */
  marketMakers?: readonly string[];
}

const asOrder = (outcome: Outcome<OrderState>): Outcome<Order> =>
  outcome.ok ? succeed(toOrder(outcome.value)) : outcome;

export function createEngine(options: EngineOptions): Engine {
  const core = new EngineCore(
    options.instruments,
    options.clock,
    options.feeAccountId ?? 'fees',
    new Set(options.marketMakers ?? []),
  );
  installPlanHooks(core);
  const byId = new Map(options.instruments.map((inst) => [inst.symbolId, inst]));
  /** The request key of every order and plan placed by a request (clientOrderIds.ts). */
  const requestKeys = new WeakMap<OrderState, string>();
  /** A refusal for a reserved id, the answer to a repeat, or undefined for an id free to use. */
  const repeatOf = (
    accountId: string,
    endpoint: Endpoint,
    body: { client_order_id: string },
  ): Outcome<Order> | undefined => {
    const reserved = reservedIdRefusal(body.client_order_id);
    if (reserved) return reserved;
    const existing = body.client_order_id
      ? core.store.findClient(accountId, body.client_order_id)
      : undefined;
    return existing && answerRepeat(existing, requestKey(endpoint, body), requestKeys, toOrder);
  };
  /** Places through `place` unless the id is reserved or already used; remembers the request. */
  const placeOnce = (
    accountId: string,
    endpoint: Endpoint,
    body: { client_order_id: string },
    place: () => Outcome<OrderState>,
  ): Outcome<Order> => {
    const refused = repeatOf(accountId, endpoint, body);
    if (refused) return refused;
    const placed = place();
    // Only an id can be repeated: an order placed without one has no request to compare with.
    if (placed.ok && body.client_order_id) requestKeys.set(placed.value, requestKey(endpoint, body));
    return asOrder(placed);
  };

  const unknownAccount = (accountId: string): Outcome<never> | undefined =>
    core.accounts.has(accountId) ? undefined : fail(CODES.badRequest, `Account ${accountId} does not exist.`);
  const notFound = (what: string): Outcome<never> => fail(CODES.orderNotFound, `${what} was not found.`);
  const matchesQuery = (
    order: OrderState,
    query: { symbolId?: string; planType?: number } | undefined,
  ): boolean =>
    (query?.symbolId === undefined || query.symbolId === '' || order.inst.symbolId === query.symbolId) &&
    (query?.planType === undefined || order.plan?.planType === query.planType);

  const engine: Engine = {
    instruments: options.instruments,
    instrument: (symbolId) => byId.get(symbolId),

    openAccount(seed: AccountSeed): void {
      const balances = new Map<string, Fixed>();
      for (const [token, text] of Object.entries(seed.balances)) {
        const amount = parseFixed(text);
        if (amount === undefined || amount < ZERO) throw new Error(`bad seed balance ${token}=${text}`);
        balances.set(token, amount);
      }
      core.run(() => core.accounts.open(seed.id, balances));
    },
    hasAccount: (accountId) => core.accounts.has(accountId),
    balances: (accountId) => core.accounts.balances(accountId),

    adjustBalance(accountId, tokenId, delta): Outcome<Balance> {
      const amount = parseFixed(delta);
      if (amount === undefined)
        return fail(CODES.badRequest, `delta must be a plain decimal number, got ${JSON.stringify(delta)}.`);
      return core.run(() => {
        if (amount >= ZERO) core.accounts.credit(accountId, tokenId, amount);
        else if (!core.accounts.debitFree(accountId, tokenId, -amount)) {
          return fail(
            CODES.insufficientBalance,
            `Insufficient ${tokenId} balance: ${formatFixed(-amount)} requested but only ${formatFixed(core.accounts.free(accountId, tokenId))} is free.`,
          );
        }
        return succeed(core.accounts.balance(accountId, tokenId));
      });
    },

    placeOrder(accountId, body) {
      const symbol = core.symbols.get(body.symbol_id);
      if (!symbol) return fail(CODES.symbolNotFound, `Symbol ${String(body.symbol_id)} does not exist.`);
      const noAccount = unknownAccount(accountId);
      if (noAccount) return noAccount;
      // A repeated client order id is the same order: answer with it, never place a second one.
      return placeOnce(accountId, 'order', body, () => {
        const req = parseCreateBody(body);
        return req.ok ? core.run(() => placeOrdinary(core, accountId, symbol, req.value)) : req;
      });
    },

    repeatOf,

    findOrder(accountId, ref) {
      const order = core.store.find(accountId, ref, false);
      return order && toOrder(order);
    },

    cancelOrder(accountId, ref) {
      const order = core.store.find(accountId, ref, false);
      if (!order) return notFound('The order');
      return asOrder(core.run(() => cancelOrdinary(core, order)));
    },

    modifyOrder(accountId, body) {
      const order = core.store.find(
        accountId,
        {
          ...(body.order_id !== undefined && { orderId: body.order_id }),
          ...(body.client_order_id !== undefined && { clientOrderId: body.client_order_id }),
        },
        false,
      );
      if (
        !order ||
        (body.symbol_id !== undefined && body.symbol_id !== '' && body.symbol_id !== order.inst.symbolId)
      ) {
        return notFound('The order');
      }
      const price = parseField(body.price, 'price', order.price);
      if (!price.ok) return price;
      const qty = parseField(body.quantity, 'quantity', order.origQty);
      if (!qty.ok) return qty;
      return asOrder(core.run(() => modifyOrdinary(core, order, price.value, qty.value)));
    },

    cancelAllOrders(accountId, symbolIds) {
      const wanted = symbolIds && symbolIds.length > 0 ? new Set(symbolIds) : undefined;
      return core.run(() =>
        core.store
          .openOrders(accountId)
          .filter((order) => !wanted || wanted.has(order.inst.symbolId))
          .map((order) => cancelOrdinary(core, order))
          .flatMap((outcome) => (outcome.ok ? [toOrder(outcome.value)] : [])),
      );
    },

    openOrders: (accountId, query) =>
      page(core.store.openOrders(accountId), query, (order) => matchesQuery(order, query), OPEN_SET_MAX).map(
        toOrder,
      ),
    orderHistory: (accountId, query) =>
      page(
        core.store.allOrders(accountId),
        query,
        (order) => !isOpenOrdinary(order) && matchesQuery(order, query),
      ).map(toOrder),

    executions: (accountId, query) => pageExecutions(core.store.executions(accountId), query).list,
    executionPage: (accountId, query) => pageExecutions(core.store.executions(accountId), query),

    placePlanOrder(accountId, body) {
      if (!core.symbols.has(body.symbol_id))
        return fail(CODES.symbolNotFound, `Symbol ${String(body.symbol_id)} does not exist.`);
      const noAccount = unknownAccount(accountId);
      if (noAccount) return noAccount;
      return placeOnce(accountId, 'plan', body, () => core.run(() => placePlan(core, accountId, body)));
    },

    findPlanOrder(accountId, ref) {
      const plan = core.store.find(accountId, ref, true);
      return plan && toOrder(plan);
    },

    cancelPlanOrder(accountId, ref) {
      const plan = core.store.find(accountId, ref, true);
      if (!plan) return notFound('The plan order');
      return asOrder(core.run(() => cancelPlan(core, plan)));
    },

    modifyPlanOrder(accountId, body) {
      const plan = core.store.find(
        accountId,
        {
          ...(body.order_id !== undefined && { orderId: body.order_id }),
          ...(body.client_order_id !== undefined && { clientOrderId: body.client_order_id }),
        },
        true,
      );
      if (!plan) return notFound('The plan order');
      return asOrder(core.run(() => modifyPlan(core, plan, body)));
    },

    cancelAllPlanOrders(accountId, planType, symbolId) {
      return core.run(() =>
        core.store
          .openPlans(accountId)
          .filter((plan) =>
            matchesQuery(plan, {
              ...(symbolId !== undefined && { symbolId }),
              ...(planType !== undefined && { planType }),
            }),
          )
          .map((plan) => cancelPlan(core, plan))
          .flatMap((outcome) => (outcome.ok ? [toOrder(outcome.value)] : [])),
      );
    },

    openPlanOrders: (accountId, query) =>
      page(core.store.openPlans(accountId), query, (plan) => matchesQuery(plan, query), OPEN_SET_MAX).map(
        toOrder,
      ),
    planOrderHistory: (accountId, query) =>
      page(
        core.store.allPlans(accountId),
        query,
        (plan) => plan.status !== 'Untriggered' && matchesQuery(plan, query),
      ).map(toOrder),

    book(symbolId, limit = 200) {
      const symbol = core.symbols.get(symbolId);
      if (!symbol) return { bids: [], asks: [], seq: 0 };
      const inst = symbol.inst;
      const levels = (side: typeof symbol.book.bids) =>
        side
          .levelsBestFirst(limit)
          .map((level): [string, string] => [fmtPrice(inst, level.price), fmtQty(inst, level.size)]);
      return { bids: levels(symbol.book.bids), asks: levels(symbol.book.asks), seq: symbol.book.seq };
    },

    lastPrice(symbolId) {
      const symbol = core.symbols.get(symbolId);
      return symbol?.last === undefined ? undefined : fmtPrice(symbol.inst, symbol.last);
    },

    recentTrades(symbolId, limit) {
      const trades = core.symbols.get(symbolId)?.trades ?? [];
      return trades.slice(-clampLimit(limit, 100));
    },

    batch: (work) => core.run(work),
    subscribe: (listener) => core.subscribe(listener),
  };
  internals.set(engine, core);
  return engine;
}

const internals = new WeakMap<Engine, EngineCore>();

/** The engine's state behind the interface, for invariant checks in tests. */
export function inspectEngine(engine: Engine): EngineCore | undefined {
  return internals.get(engine);
}
