import { describe, expect, it } from 'vitest';
import { parseServerFrame } from '../../../../src/shared/hub/parseServerFrame';

describe('parseServerFrame', () => {
  it('sorts replies and pushes', () => {
    expect(parseServerFrame('{"op":"pong","ts":1}')).toEqual({ kind: 'pong' });
    expect(parseServerFrame('{"op":"error","ret_msg":"bad op"}')).toEqual({
      kind: 'error',
      message: 'bad op',
    });
    expect(
      parseServerFrame(
        '{"op":"subscribe","success":false,"ret_msg":"","args":["trade.BTCUSDT",3],"rejected":[{"topic":"plan_order","reason":"login"},7]}',
      ),
    ).toEqual({
      kind: 'ack',
      ack: {
        op: 'subscribe',
        success: false,
        ret_msg: '',
        args: ['trade.BTCUSDT'],
        rejected: [{ topic: 'plan_order', reason: 'login' }],
      },
    });
    expect(parseServerFrame('{"topic":"trade.BTCUSDT","type":"delta","ts":5,"data":[]}')).toEqual({
      kind: 'push',
      push: { topic: 'trade.BTCUSDT', type: 'delta', ts: 5, data: [] },
    });
  });

  it.each([
    [new ArrayBuffer(2), 'not a text frame'],
    ['{', 'not JSON'],
    ['null', 'not an object'],
    ['[]', 'not an object'],
    ['{"op":"unsubscribe"}', 'bad acknowledgement'],
    ['{"topic":"trade.BTCUSDT","type":"full","ts":1,"data":1}', 'unknown frame'],
    ['{"topic":"trade.BTCUSDT","type":"delta","ts":1}', 'unknown frame'],
    ['x'.repeat(4_000_001), 'frame too large'],
  ])('refuses %#', (data, why) => {
    expect(parseServerFrame(data)).toEqual({ kind: 'malformed', why });
  });
});
