/**
 * The compute core against the simulator's own REST router (msw): its kline answers pass the schema and
 * page as the core expects. What component tests of the chart run on.
 */
import { describe, expect, it } from 'vitest';
import { KLINE_INTERVALS } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { createInProcessCompute } from '../../inProcessCompute';

const env = setupMswExchange();

describe('the in-process compute against the simulator', () => {
  it('loads kline history oldest first, one bar per interval, and joins the live candle', async () => {
    env.current.time.advance(10 * 60_000);
    const now = env.current.time.clock.now();
    const compute = createInProcessCompute({ now: () => now });
    const request = {
      key: { symbol: 'BTCUSDT', interval: '1m' as const },
      chartType: 'candle' as const,
      indicators: [],
    };
    const snapshot = await compute.load(request);
    expect(snapshot.status).toBe('live');
    expect(snapshot.failure).toBe('');
    const times = Array.from(snapshot.bars.time);
    expect(times.length).toBeGreaterThan(10);
    expect(times.every((t, i) => i === 0 || t - (times[i - 1] ?? 0) === 60)).toBe(true);

    const last = env.exchange.candles.current('BTCUSDT', '1m');
    const update = await compute.applyLive(request, [{ ...last, confirmed: last.confirm }]);
    expect(update.reload).toBe(false);
    expect((await compute.snapshot(request)).bars.time.at(-1)).toBe(last.start / 1000);
  });

  it('accepts every interval the simulator serves', async () => {
    const compute = createInProcessCompute({ now: () => env.current.time.clock.now() });
    for (const interval of KLINE_INTERVALS) {
      const snapshot = await compute.load({
        key: { symbol: 'ETHUSDT', interval },
        chartType: 'candle',
        indicators: [],
      });
      expect(snapshot.failure, interval).toBe('');
    }
  });
});
