import { describe, expect, it } from 'vitest';
import { chooseDepthStep, parseDepthSteps } from '../../../../src/shared/book/calculateDepthSteps';

describe('parseDepthSteps', () => {
  it('keeps entries made of 0, 1 and a dot, in their order', () => {
    expect(parseDepthSteps('0.01,0.1,1,10,100')).toEqual(['0.01', '0.1', '1', '10', '100']);
  });

  it('drops entries with any other character, and trims spaces', () => {
    expect(parseDepthSteps('0.01, 0.05,0.1,2,1e1,-1,abc, 1 ')).toEqual(['0.01', '0.1', '1']);
  });

  it('drops a zero step, a repeat, an empty entry and dots that make no number', () => {
    expect(parseDepthSteps('0,0.00,0.1,,0.1,.1,1.,1..0,.,10')).toEqual(['0.1', '10']);
  });

  it('accepts 0/1 strings that are not powers of ten (the rule is about characters)', () => {
    expect(parseDepthSteps('0.11,1.01')).toEqual(['0.11', '1.01']);
  });

  it('gives nothing for an empty or wholly bad list', () => {
    expect(parseDepthSteps('')).toEqual([]);
    expect(parseDepthSteps('0.5,2,five')).toEqual([]);
  });
});

describe('chooseDepthStep', () => {
  const steps = ['0.0001', '0.001', '0.01', '0.1', '1'];

  it('uses the saved choice when it is in the list', () => {
    expect(chooseDepthStep(steps, '0.1', 2)).toBe('0.1');
    expect(chooseDepthStep(steps, '0.0001', 2)).toBe('0.0001');
  });

  it('ignores a saved choice that is not offered (any more)', () => {
    expect(chooseDepthStep(steps, '10', 2)).toBe('0.01');
    expect(chooseDepthStep(steps, '0.10', 2)).toBe('0.01');
    expect(chooseDepthStep(steps, '', 2)).toBe('0.01');
  });

  it('without a saved choice takes the first step reaching the price precision', () => {
    expect(chooseDepthStep(steps, undefined, 2)).toBe('0.01');
    expect(chooseDepthStep(steps, undefined, 4)).toBe('0.0001');
    expect(chooseDepthStep(steps, undefined, 0)).toBe('1');
    // No step at exactly 3 decimals of a 3-decimal price here: the first coarser one.
    expect(chooseDepthStep(['0.0001', '0.01', '1'], undefined, 3)).toBe('0.01');
  });

  it('falls back to the last step when every step is finer than a price', () => {
    expect(chooseDepthStep(['0.0001', '0.001'], undefined, 2)).toBe('0.001');
  });

  it('has nothing to choose from an empty list', () => {
    expect(chooseDepthStep([], '0.01', 2)).toBeUndefined();
  });
});
