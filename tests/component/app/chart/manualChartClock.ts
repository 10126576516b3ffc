import { act } from '@testing-library/react';
import { createFakeClock } from '../../../unit/shared/chart/fakeClock';

/**
 * A hand-driven ChartClock for rendered components: the unit tests' fake clock (nothing runs until
 * `advance`), with each due task run in its own `act` at its due time.
 */
export function createManualChartClock(start = Date.UTC(2030, 0, 1)) {
  const fake = createFakeClock(start);
  return {
    clock: {
      now: fake.clock.now,
      schedule: (ms: number, task: () => void) => fake.clock.schedule(ms, () => act(task)),
    },
    pending: fake.pending,
    advance: (ms: number) => fake.advance(ms),
  };
}
