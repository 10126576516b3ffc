import { describe, expect, it } from 'vitest';
import { splitOver } from '../../../bench/soak/mainThreadTimes';

// A thread sampled every 10 ms: 4 ms on a core and 1 ms waiting for one per sample, then a long task
// from 1025 to 1085 in which it ran 20 ms and waited 40 ms.
const samples = {
  at: [1000, 1010, 1020, 1030, 1040, 1050, 1060, 1070, 1080, 1090],
  ran: [0, 4, 8, 12, 16, 20, 24, 28, 32, 34].map((ms) => ms * 1e6),
  waited: [0, 1, 2, 9, 16, 23, 30, 37, 44, 45].map((ms) => ms * 1e6),
};

describe('splitOver', () => {
  it('splits a span over the samples around it: the last before its start to the first after its end', () => {
    expect(splitOver(samples, 1025, 1085)).toEqual({ ranMs: 26, waitedMs: 43 });
    expect(splitOver(samples, 1030, 1040)).toEqual({ ranMs: 4, waitedMs: 7 });
  });

  it('has no split for a span the samples do not reach on both sides', () => {
    expect(splitOver(samples, 995, 1020)).toBeUndefined();
    expect(splitOver(samples, 1080, 1095)).toBeUndefined();
  });
});
