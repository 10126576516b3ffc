/**
 * The orders-panel bench's own account: a classic user with the demo users' balances (100 000 USDT and
 * about 25 000 USDT's worth of every other token), kept apart from the demo accounts so its 500 open
 * orders and 10 000 history rows are the only ones it has.
 */
import type { ApiUser } from '../../src/server/api/users';
import { demoBalances } from '../../src/server/exchange/demoUsers';
import type { SimulatedExchange } from '../../src/server/exchange/createExchange';

export const BENCH_USER: ApiUser = {
  accountId: 'acct-orders-bench',
  email: 'orders-bench@spotdesk.test',
  password: 'spotdesk',
  kind: 'classic',
};

/** Opens the bench account in the exchange's engine; returns who may log in (the demo users and it). */
export function openBenchUser(exchange: SimulatedExchange): readonly ApiUser[] {
  exchange.engine.openAccount({ id: BENCH_USER.accountId, kind: BENCH_USER.kind, balances: demoBalances() });
  return [...exchange.accounts, BENCH_USER];
}
