import { expect, it } from 'vitest';
import { API, CODES, type LtOrder } from '../../../../src/shared/protocol';
import { createHarness } from './apiHarness';

const listOf = (result: unknown) => (result as { list: LtOrder[] }).list;

it('lists leveraged-token orders newest first with the spec codes, by direction, token and limit', () => {
  const h = createHarness();
  h.loginAs('uta');
  const post = (path: string, body: object) => expect(h.json('POST', path, { body }).code).toBe(CODES.ok);
  post(API.ltSubscribe, { symbol: 'BTC3LUSDT', amount: '185', client_order_id: 's1' });
  post(API.ltRedeem, { symbol: 'BTC3LUSDT', quantity: '10', client_order_id: 'r1' });
  post(API.ltSubscribe, { symbol: 'BTC3LUSDT', amount: '200', client_order_id: 's2' });

  const all = listOf(h.json('GET', API.ltOrders).result);
  expect(all.map((o) => [o.clientOrderId, o.orderType, o.kind, o.status])).toEqual([
    ['s2', 1, 'subscribe', 1],
    ['r1', 2, 'redeem', 1],
    ['s1', 1, 'subscribe', 1],
  ]);
  const query = (q: Record<string, string>) => h.json('GET', API.ltOrders, { query: q });
  expect(listOf(query({ order_type: '2' }).result).map((o) => o.clientOrderId)).toEqual(['r1']);
  expect(listOf(query({ order_type: '1', limit: '1' }).result).map((o) => o.clientOrderId)).toEqual(['s2']);
  expect(listOf(query({ symbol_id: 'ETH3LUSDT' }).result)).toEqual([]);
  expect(query({ order_type: '3' })).toMatchObject({ status: 400, code: CODES.badRequest });
  expect(query({ limit: '101' })).toMatchObject({ status: 400, code: CODES.badRequest });
});
