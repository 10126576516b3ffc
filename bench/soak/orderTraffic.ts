/**
 * The soak's trading: one account placing and cancelling orders at a steady pace (`npm run bench soak`,
 * and `diagnostics/heapDiff.ts`, which looks for what a tab keeps per order).
 */
import type { BrowserContext } from 'playwright-core';
import { STATE_CHANGE_HEADERS } from '../../src/shared/protocol';

const sleep = (ms: number): Promise<void> => new Promise((wait) => setTimeout(wait, ms));

export interface OrderTraffic {
  /** Orders placed so far. */
  placed(): number;
  /** Stops, and answers the orders placed; throws if any request failed or was refused. */
  stop(): Promise<number>;
}

/**
 * Every `everyMs`, places a limit buy of BTCUSDT at half the market (far under anything a run's walk
 * reaches) and cancels the one placed before, over REST as the context's logged-in account: a private
 * push to each of its tabs per request. A request that fails or is refused is counted, and `stop`
 * throws if any did.
 */
export function startOrderTraffic(context: BrowserContext, url: string, everyMs: number): OrderTraffic {
  let placed = 0;
  let failures = 0;
  let running = true;
  const post = async (path: string, data: Record<string, string>): Promise<string | undefined> => {
    try {
      const answer = await context.request.post(`${url}${path}`, { headers: STATE_CHANGE_HEADERS, data });
      const body = (await answer.json()) as { success: boolean; result?: { orderId?: string } };
      if (body.success) return body.result?.orderId ?? '';
    } catch {
      // Counted below, as a refusal is.
    }
    failures += 1;
    return undefined;
  };
  const loop = (async () => {
    const ticker = await context.request.get(`${url}/spot/api/quote/v2/tickers?symbol=BTCUSDT`);
    const last = ((await ticker.json()) as { result: { lastPrice: string }[] }).result[0]?.lastPrice ?? '';
    // Half the last price, at the pair's two decimals: far under anything the walk reaches in a run.
    const [units = '0'] = last.split('.');
    const price = `${BigInt(units) / 2n}.00`;
    let resting: string | undefined;
    while (running) {
      const started = Date.now();
      const order = await post('/spot/api/order/create', {
        symbol_id: 'BTCUSDT',
        side: 'Buy',
        type: 'LIMIT',
        price,
        quantity: '0.001',
        client_order_id: `soak-${placed}`,
      });
      if (order !== undefined) placed += 1;
      if (resting) await post('/spot/api/order/cancel', { order_id: resting });
      resting = order;
      await sleep(Math.max(0, everyMs - (Date.now() - started)));
    }
  })();
  // Read at stop(); until then a failure to start (the ticker) must not end the process unhandled.
  loop.catch(() => undefined);
  return {
    placed: () => placed,
    async stop() {
      running = false;
      await loop;
      if (failures > 0) throw new Error(`${failures} order requests of the soak failed`);
      return placed;
    },
  };
}
