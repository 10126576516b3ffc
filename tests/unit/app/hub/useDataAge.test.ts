import { describe, expect, it } from 'vitest';
import { dataAgeStep } from '../../../../src/app/hub/useDataAge';

describe('dataAgeStep', () => {
  it('shows 5-second steps under a minute, then minutes, then hours, and says when the step changes', () => {
    expect(dataAgeStep(5_000)).toEqual({ age: { value: 5, unit: 'second' }, nextInMs: 5_000 });
    expect(dataAgeStep(8_300)).toEqual({ age: { value: 5, unit: 'second' }, nextInMs: 1_700 });
    expect(dataAgeStep(59_999)).toEqual({ age: { value: 55, unit: 'second' }, nextInMs: 1 });
    expect(dataAgeStep(60_000)).toEqual({ age: { value: 1, unit: 'minute' }, nextInMs: 60_000 });
    expect(dataAgeStep(150_000)).toEqual({ age: { value: 2, unit: 'minute' }, nextInMs: 30_000 });
    expect(dataAgeStep(3_600_000)).toEqual({ age: { value: 1, unit: 'hour' }, nextInMs: 3_600_000 });
  });

  it('never counts back or skips forward on a clock a little behind', () => {
    expect(dataAgeStep(-20)).toEqual({ age: { value: 0, unit: 'second' }, nextInMs: 5_000 });
  });
});
