/** Decimals on the wire take one form: every decimal field refuses the others, naming the field. */
import { describe, expect, it } from 'vitest';
import { API, CODES } from '../../../../src/shared/protocol';
import { decimal } from '../../../../src/server/api/validate';
import { createHarness } from './apiHarness';

const NOT_CANONICAL = ['+1', ' 50000 ', '50000\n', '00050000', '-1', '-0', '.5', '5.', '1e3', '0x10', '１'];

describe('decimals on the wire', () => {
  it.each(['0', '0.5', '50000', '50000.00', '0.000001', '123456789.123456789'])('takes %j', (text) => {
    expect(decimal.safeParse(text).success).toBe(true);
  });

  it.each(NOT_CANONICAL)('refuses %j', (text) => {
    expect(decimal.safeParse(text).success).toBe(false);
  });

  it('refuses an order whose price or quantity is not canonical, with a clear message and no order', () => {
    const h = createHarness();
    h.loginAs('classic');
    const order = { symbol_id: 'BTCUSDT', side: 'Buy', type: 'LIMIT', price: '50000', quantity: '0.01' };
    for (const [field, text] of [
      ['price', ' 50000 '],
      ['price', '00050000'],
      ['quantity', '+1'],
      ['price', '50000\n'],
    ] as const) {
      const answer = h.json('POST', API.createOrder, {
        body: { ...order, [field]: text, client_order_id: `c-${field}-${text.length}` },
      });
      expect(answer).toMatchObject({
        status: 400,
        code: CODES.badRequest,
        message: `${field}: expected a non-negative decimal such as "50000" or "0.5" (no sign, spaces or leading zeros)`,
      });
    }
    const open = h.json('GET', API.openOrders, { query: { symbol_id: 'BTCUSDT' } });
    expect((open.result as { list: unknown[] }).list).toHaveLength(0);
  });

  it('refuses them in plan orders and leveraged-token subscriptions too', () => {
    const h = createHarness();
    h.loginAs('classic');
    const plan = h.json('POST', API.createPlanOrder, {
      body: {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        plan_type: 1,
        type: 'LIMIT',
        quantity: '0.01',
        price: '50000',
        trigger_price: '+49000',
        client_order_id: 'p1',
      },
    });
    expect(plan.message).toMatch(/^trigger_price: expected a non-negative decimal/);
    const lt = h.json('POST', API.ltSubscribe, {
      body: { symbol: 'BTC3LUSDT', amount: '010', client_order_id: 'l1' },
    });
    expect(lt.message).toMatch(/^amount: expected a non-negative decimal/);
  });
});
