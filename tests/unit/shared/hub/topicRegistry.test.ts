import { describe, expect, it } from 'vitest';
import { createTopicRegistry } from '../../../../src/shared/hub/topicRegistry';
import type { ClientFrame } from '../../../../src/shared/protocol';
import { createFakeClock } from './fakes';

function setup() {
  const clock = createFakeClock();
  const frames: ClientFrame[] = [];
  const rejected: string[] = [];
  const released: string[] = [];
  const registry = createTopicRegistry({
    timers: clock.timers,
    send: (frame) => frames.push(frame) > 0,
    rejected: (topic) => rejected.push(topic),
    released: (topic) => released.push(topic),
  });
  registry.connected();
  return { clock, frames, rejected, released, registry };
}

describe('topic registry', () => {
  it('subscribes on the first reference and unsubscribes on the last, batched per tick', () => {
    const { clock, frames, registry, released } = setup();
    registry.acquire(['trade.BTCUSDT']);
    registry.acquire(['trade.BTCUSDT', 'instrument_info.BTCUSDT']);
    expect(frames).toEqual([]);
    clock.advance(0);
    expect(frames).toEqual([{ op: 'subscribe', args: ['trade.BTCUSDT', 'instrument_info.BTCUSDT'] }]);

    registry.release(['trade.BTCUSDT']);
    clock.advance(0);
    expect(frames).toHaveLength(1);
    registry.release(['trade.BTCUSDT', 'instrument_info.BTCUSDT']);
    clock.advance(0);
    expect(frames[1]).toEqual({ op: 'unsubscribe', args: ['trade.BTCUSDT', 'instrument_info.BTCUSDT'] });
    expect(released).toEqual(['trade.BTCUSDT', 'instrument_info.BTCUSDT']);
    expect(registry.live()).toEqual([]);
  });

  it('sends nothing for a topic added and removed within one tick', () => {
    const { clock, frames, registry } = setup();
    registry.acquire(['trade.ETHUSDT']);
    registry.release(['trade.ETHUSDT']);
    clock.advance(0);
    expect(frames).toEqual([]);
  });

  it('resubscribes every live topic exactly once, in one frame, on a new socket', () => {
    const { clock, frames, registry } = setup();
    registry.acquire(['a.1', 'b.2']);
    registry.acquire(['a.1', 'c.3']);
    clock.advance(0);
    registry.release(['c.3']);
    registry.disconnected();
    registry.acquire(['d.4']);
    clock.advance(0);
    frames.length = 0;
    registry.connected();
    clock.advance(0);
    expect(frames).toEqual([{ op: 'subscribe', args: ['a.1', 'b.2', 'd.4'] }]);
  });

  it('reports refused topics and does not ask again on the same socket', () => {
    const { clock, frames, registry, rejected } = setup();
    registry.acquire(['private.order', 'trade.BTCUSDT']);
    clock.advance(0);
    registry.ack({
      op: 'subscribe',
      success: false,
      ret_msg: 'partly refused',
      args: ['trade.BTCUSDT'],
      rejected: [{ topic: 'private.order', reason: 'login required' }],
    });
    expect(rejected).toEqual(['private.order']);
    registry.resync(['private.order']);
    registry.acquire(['private.order']);
    clock.advance(0);
    expect(frames).toHaveLength(1);
    // A new socket (e.g. after login) tries once more.
    registry.connected();
    expect(frames[1]).toEqual({ op: 'subscribe', args: ['private.order', 'trade.BTCUSDT'] });
  });

  it('a resync of nothing (the hub asks after every push) starts no timer', () => {
    const { clock, frames, registry } = setup();
    registry.acquire(['trade.BTCUSDT']);
    clock.advance(0);
    const before = clock.pending();
    registry.resync([]);
    registry.resync(['unknown.topic']);
    expect(clock.pending()).toBe(before);
    clock.advance(0);
    expect(frames).toHaveLength(1);
  });

  it('resyncs with one unsubscribe and one subscribe, coalesced', () => {
    const { clock, frames, registry } = setup();
    registry.acquire(['mergedDepth.40.0.01.BTCUSDT', 'trade.BTCUSDT']);
    clock.advance(0);
    registry.resync(['mergedDepth.40.0.01.BTCUSDT']);
    registry.resync(['mergedDepth.40.0.01.BTCUSDT', 'unknown.topic']);
    clock.advance(0);
    expect(frames.slice(1)).toEqual([
      { op: 'unsubscribe', args: ['mergedDepth.40.0.01.BTCUSDT'] },
      { op: 'subscribe', args: ['mergedDepth.40.0.01.BTCUSDT'] },
    ]);
  });

  it('sends nothing while disconnected; the next socket subscribes', () => {
    const { clock, frames, registry } = setup();
    registry.disconnected();
    registry.acquire(['trade.BTCUSDT']);
    registry.resync(['trade.BTCUSDT']);
    clock.advance(0);
    expect(frames).toEqual([]);
    registry.connected();
    expect(frames).toEqual([{ op: 'subscribe', args: ['trade.BTCUSDT'] }]);
  });
});
