import { expect, it } from 'vitest';
import { topics } from '../../../../src/shared/protocol';
import { createGatewayHarness } from './gatewayHarness';

it('counts accepted subscribes per topic across sockets and over time, refusals and repeats not', () => {
  const h = createGatewayHarness();
  const first = h.connect();
  first.send({ op: 'subscribe', args: [topics.trades('BTCUSDT'), 'bogus'] });
  first.send({ op: 'subscribe', args: [topics.trades('BTCUSDT')] });
  first.session.closed();
  const second = h.connect();
  second.send({ op: 'subscribe', args: [topics.trades('BTCUSDT'), topics.trades('ETHUSDT')] });
  expect(h.gateway.subscribeCounts()).toEqual({ 'trade.BTCUSDT': 2, 'trade.ETHUSDT': 1 });
});
