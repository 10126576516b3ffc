/**
 * The diagnostics' market for the orders panel: the bench's exchange at `--rate 50`, started, with the
 * bench account open and `open` orders resting and `history` finished on BTCUSDT (seedOrders.ts).
 */
import type { ApiUser } from '../../src/server/api/users';
import type { SimulatedExchange } from '../../src/server/exchange/createExchange';
import { createBenchExchange } from '../builtApp';
import { BENCH_USER, openBenchUser } from './benchUser';
import { seedOrders } from './seedOrders';

export async function openSeededExchange(plan: {
  open: number;
  history: number;
}): Promise<{ exchange: SimulatedExchange; users: readonly ApiUser[] }> {
  const exchange = createBenchExchange(1, 50);
  const users = openBenchUser(exchange);
  exchange.start();
  await seedOrders(exchange.engine, { accountId: BENCH_USER.accountId, symbolId: 'BTCUSDT', ...plan });
  return { exchange, users };
}
