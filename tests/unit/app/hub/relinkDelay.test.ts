import { describe, expect, it } from 'vitest';
import { RELINK_MAX_MS, relinkDelay } from '../../../../src/app/hub/relinkDelay';

describe('relinkDelay', () => {
  it('opens a new link at once after one loss, then doubles from half a second to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(relinkDelay)).toEqual([
      0,
      500,
      1_000,
      2_000,
      4_000,
      8_000,
      RELINK_MAX_MS,
      RELINK_MAX_MS,
    ]);
  });

  it('stays at the cap however many losses, without overflowing', () => {
    expect(relinkDelay(10_000)).toBe(RELINK_MAX_MS);
    expect(relinkDelay(0)).toBe(0);
  });
});
