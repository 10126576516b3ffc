/**
 * The hub checks every order that enters it (private pushes and the REST reconcile) with orderSchema:
 * an order the exchange really sends must pass, or the user's open orders silently stay empty.
 */
import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../../../src/shared/hub/store/pushSchemas';
import { createGatewayHarness } from '../../../server/gateway/gatewayHarness';

describe('orderSchema against the exchange', () => {
  it('accepts a limit order (no quote amount: "") and refuses a made-up amount', () => {
    const h = createGatewayHarness();
    const order = h.place('Buy', '90000', '0.01', 'BTCUSDT', 'acct-classic');
    expect(order.amount).toBe('');
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(orderSchema.safeParse({ ...order, amount: '12a' }).success).toBe(false);
  });
});
