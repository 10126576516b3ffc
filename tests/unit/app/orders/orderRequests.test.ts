import { describe, expect, it } from 'vitest';
import { cancelOrder } from '../../../../src/app/features/orders/cancelOrder';
import { createOrderSubmitter } from '../../../../src/app/features/orders/createOrderSubmitter';
import { createUnsettledOrderIds } from '../../../../src/app/features/orders/unsettledOrderIds';
import type { OrderRequest } from '../../../../src/shared/orderChecks/orderCheckTypes';
import { API, TRACE_HEADER } from '../../../../src/shared/protocol';
import { TRACEPARENT_PATTERN } from '../../../../src/shared/rest/createTraceparent';
import { envelope, lost, recordingClient } from './orderTestKit';

const plan: OrderRequest = {
  endpoint: 'createPlanOrder',
  body: {
    symbol_id: 'BTCUSDT',
    plan_type: 1,
    side: 'Buy',
    type: 'MARKET',
    quantity: '300',
    market_unit: 'quoteCoin',
    trigger_price: '99000',
  },
};

describe('order requests', () => {
  it('places a plan order on its endpoint with a trace header, and reuses its id after a lost answer only', async () => {
    const { client, sent } = recordingClient([lost, () => envelope(12205), () => envelope(12205)]);
    let n = 0;
    const submitter = createOrderSubmitter(client, {
      newId: () => `id-${++n}`,
      unsettled: createUnsettledOrderIds({ storage: null }),
    });
    expect((await submitter.submit(plan)).ok).toBe(false);
    // The same plan, its fields in another order: the same submission.
    await submitter.submit({
      endpoint: 'createPlanOrder',
      body: { ...plan.body, trigger_price: '99000', symbol_id: 'BTCUSDT' },
    });
    // A clear refusal ended it: the next is a new submission.
    await submitter.submit(plan);
    expect(sent.map((request) => request.url)).toEqual(
      Array(3).fill(`https://spotdesk.test${API.createPlanOrder}`),
    );
    expect(sent.map((request) => request.body['client_order_id'])).toEqual(['id-1', 'id-1', 'id-2']);
    for (const request of sent) expect(request.headers[TRACE_HEADER]).toMatch(TRACEPARENT_PATTERN);
  });

  it('keeps an ordinary and a plan order apart, even with the same fields', async () => {
    const { client, sent } = recordingClient([lost, lost]);
    let n = 0;
    const submitter = createOrderSubmitter(client, {
      newId: () => `id-${++n}`,
      unsettled: createUnsettledOrderIds({ storage: null }),
    });
    await submitter.submit(plan);
    await submitter.submit({
      endpoint: 'createOrder',
      body: { symbol_id: 'BTCUSDT', side: 'Buy', type: 'MARKET', quantity: '300', market_unit: 'quoteCoin' },
    });
    expect(sent.map((request) => request.body['client_order_id'])).toEqual(['id-1', 'id-2']);
  });

  it('cancels an ordinary order, and a plan order with its plan type, each with a trace header', async () => {
    const { client, sent } = recordingClient([() => envelope(0), () => envelope(0)]);
    await cancelOrder(client, { orderId: '7', clientOrderId: 'c7', planType: -1 });
    await cancelOrder(client, { orderId: '8', clientOrderId: 'c8', planType: 10 });
    expect(sent.map(({ url, body }) => [url.replace('https://spotdesk.test', ''), body])).toEqual([
      [API.cancelOrder, { order_id: '7', client_order_id: 'c7' }],
      [API.cancelPlanOrder, { order_id: '8', client_order_id: 'c8', plan_type: 10 }],
    ]);
    for (const request of sent) expect(request.headers[TRACE_HEADER]).toMatch(TRACEPARENT_PATTERN);
  });
});
