/** A gateway over the test exchange, with fake connections and a hand-driven scheduler. */
import { createGateway, type GatewayDeps } from '../../../../src/server/gateway/createGateway';
import { createManualTime } from '../../../../src/server/exchange/manualTime';
import { createTestExchange, MAKER } from '../api/testExchange';

export function createGatewayHarness(
  random: () => number = () => 0.5,
  extra: Pick<GatewayDeps, 'messageBudget'> = {},
) {
  const exchange = createTestExchange();
  const clock = createManualTime(0);
  const gateway = createGateway({ exchange, scheduler: clock.scheduler, random, ...extra });

  function connect(accountId?: string) {
    const sent: Record<string, unknown>[] = [];
    const closes: { code: number; reason: string; stopReading?: true }[] = [];
    const session = gateway.connect(
      {
        send: (text) => sent.push(JSON.parse(text) as Record<string, unknown>),
        close: (code, reason, options) =>
          closes.push(options?.stopReading ? { code, reason, stopReading: true } : { code, reason }),
      },
      accountId,
    );
    return {
      session,
      sent,
      closes,
      send: (frame: unknown) => session.receive(typeof frame === 'string' ? frame : JSON.stringify(frame)),
      /** Frames sent since the last take. */
      take: () => sent.splice(0, sent.length),
      pushes: (topic: string) => sent.filter((f) => f.topic === topic),
    };
  }

  const place = (
    side: 'Buy' | 'Sell',
    price: string,
    quantity: string,
    symbol = 'BTCUSDT',
    account = MAKER,
  ) => {
    const outcome = exchange.engine.placeOrder(account, {
      symbol_id: symbol,
      side,
      type: 'LIMIT',
      price,
      quantity,
      client_order_id: `${side}-${price}-${Math.random()}`,
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value;
  };

  return { exchange, gateway, clock, connect, place };
}
