import { API, type CreateOrderBody } from '../../src/shared/protocol';
import type { MswExchangeEnv } from './setupMswExchange';

export interface OrderCreates {
  /** How many order-creating requests (plain and plan) the page has sent: counted as each starts. */
  count(): number;
  /** Their bodies, in the order sent, each once msw has read it. */
  bodies: CreateOrderBody[];
}

/** Records the order-creating requests the page sends from now on (the listener ends with the test). */
export function recordOrderCreates(env: MswExchangeEnv): OrderCreates {
  let count = 0;
  const bodies: CreateOrderBody[] = [];
  env.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path !== API.createOrder && path !== API.createPlanOrder) return;
    count += 1;
    void request
      .clone()
      .json()
      .then((body) => bodies.push(body as CreateOrderBody));
  });
  return { count: () => count, bodies };
}
