import { describe, expect, it } from 'vitest';
import { createManualTime } from '../../../../src/server/exchange/manualTime';

describe('manual time', () => {
  it('runs due tasks in time order, ties in scheduling order, each at its own time', () => {
    const time = createManualTime(1000);
    const seen: string[] = [];
    time.scheduler(30, () => seen.push(`c@${time.now()}`));
    time.scheduler(10, () => seen.push(`a@${time.now()}`));
    time.scheduler(10, () => seen.push(`b@${time.now()}`));
    time.scheduler(31, () => seen.push('late'));
    time.advance(30);
    expect(seen).toEqual(['a@1010', 'b@1010', 'c@1030']);
    expect(time.now()).toBe(1030);
    expect(time.pending()).toBe(1);
  });

  it('runs tasks that due tasks schedule within the same advance, and never cancelled ones', () => {
    const time = createManualTime(0);
    const seen: number[] = [];
    const tick = (): void => {
      seen.push(time.now());
      time.scheduler(100, tick);
    };
    time.scheduler(100, tick);
    const cancel = time.scheduler(150, () => seen.push(-1));
    cancel();
    cancel();
    time.advance(350);
    expect(seen).toEqual([100, 200, 300]);
    expect(time.pending()).toBe(1);
  });
});
