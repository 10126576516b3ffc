import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFixed } from '../../../../src/shared/money/fixed';
import { normalizeDecimalInput } from '../../../../src/shared/numberInput/normalizeDecimalInput';

const ok = (value: string, text = value) => ({ ok: true, value, text });
const no = (reason: string) => ({ ok: false, reason });

describe('normalizeDecimalInput (spec 000 §5 "Number input")', () => {
  it.each([
    [' 12 ', 2, ok('12')],
    ['\u00a012\t', 2, ok('12')],
    ['+5', 2, ok('5')],
    ['-5', 2, ok('-5')],
    ['00050', 2, ok('50')],
    ['-000.50', 2, ok('-0.5', '-0.50')],
    ['-0', 2, ok('0', '-0')],
    ['3.14159', 2, ok('3.14')],
    ['3.999', 0, ok('3')],
    ['.5', 2, ok('0.5')],
  ])('%j at %i decimals: sign, digits, a decimal part, cut (not rounded)', (typed, decimals, expected) => {
    expect(normalizeDecimalInput(typed, decimals)).toEqual(expected);
  });

  it('keeps what typing is half-way through in the text, not in the value', () => {
    expect(normalizeDecimalInput('1.', 2)).toEqual(ok('1', '1.'));
    expect(normalizeDecimalInput('1.0', 2)).toEqual(ok('1', '1.0'));
    expect(normalizeDecimalInput('1.', 0)).toEqual(ok('1'));
    expect(normalizeDecimalInput('-', 2)).toEqual(ok('', '-'));
    expect(normalizeDecimalInput('+', 2)).toEqual(ok('', ''));
    expect(normalizeDecimalInput('.', 2)).toEqual(ok('', '0.'));
    expect(normalizeDecimalInput('', 2)).toEqual(ok(''));
    expect(normalizeDecimalInput('   ', 2)).toEqual(ok(''));
  });

  it('reads the digits and separators of other scripts', () => {
    expect(normalizeDecimalInput('٣٫١٤', 8)).toEqual(ok('3.14'));
    expect(normalizeDecimalInput('١٬٠٠٠٫٥', 8)).toEqual(ok('1000.5'));
    expect(normalizeDecimalInput('۱۲۳', 2)).toEqual(ok('123'));
    expect(normalizeDecimalInput('१२.५', 2)).toEqual(ok('12.5'));
    expect(normalizeDecimalInput('๑๒', 2)).toEqual(ok('12'));
    expect(normalizeDecimalInput('１２．５', 2)).toEqual(ok('12.5'));
    expect(normalizeDecimalInput('\u22125', 2)).toEqual(ok('-5'));
  });

  it('takes grouping out where it cannot be misread', () => {
    expect(normalizeDecimalInput('1,000.5', 2)).toEqual(ok('1000.5'));
    expect(normalizeDecimalInput('1,234,567.891', 2)).toEqual(ok('1234567.89'));
    expect(normalizeDecimalInput('1.000,5', 2)).toEqual(ok('1000.5'));
    expect(normalizeDecimalInput('1.000.000', 2)).toEqual(ok('1000000'));
    expect(normalizeDecimalInput('1,000,000', 2)).toEqual(ok('1000000'));
    expect(normalizeDecimalInput('1 000 000,25', 2)).toEqual(ok('1000000.25'));
    expect(normalizeDecimalInput('1\u202f000,500', 2)).toEqual(ok('1000.5', '1000.50'));
    expect(normalizeDecimalInput('12,34,567.5', 2)).toEqual(ok('1234567.5'));
    // Spaces group, so the comma can only be the decimal.
    expect(normalizeDecimalInput('1 000,000', 8)).toEqual(ok('1000', '1000.000'));
  });

  it('reads a lone comma as the decimal, except before exactly three digits', () => {
    expect(normalizeDecimalInput('1,5', 2)).toEqual(ok('1.5'));
    expect(normalizeDecimalInput('0,25', 2)).toEqual(ok('0.25'));
    expect(normalizeDecimalInput('1,', 2)).toEqual(ok('1', '1.'));
    expect(normalizeDecimalInput('1,0000', 8)).toEqual(ok('1', '1.0000'));
    expect(normalizeDecimalInput('1,000', 8)).toEqual(no('ambiguousSeparator'));
    expect(normalizeDecimalInput('0,001', 8)).toEqual(no('ambiguousSeparator'));
  });

  it.each([
    ['1e-5', 'exponent'],
    ['1E+5', 'exponent'],
    ['2.5e3', 'exponent'],
    ['abc', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['1,00', 'ok'],
    ['1,0,0', 'notANumber'],
    ['1.000,000.5', 'notANumber'],
    ['1,000.000,5', 'notANumber'],
    ['1 000.000,5', 'notANumber'],
    ['1 2', 'notANumber'],
    ['--5', 'notANumber'],
    ['5-', 'notANumber'],
    ['0x10', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['NaN', 'notANumber'],
    ['1'.repeat(31), 'tooLong'],
  ])('%j: %s', (typed, reason) => {
    const result = normalizeDecimalInput(typed, 8);
    if (reason === 'ok') expect(result.ok).toBe(true);
    else expect(result).toEqual(no(reason));
  });

  it('refuses a precision that is not 0 to 18', () => {
    expect(() => normalizeDecimalInput('1', -1)).toThrow(RangeError);
    expect(() => normalizeDecimalInput('1', 19)).toThrow(RangeError);
    expect(() => normalizeDecimalInput('1', 1.5)).toThrow(RangeError);
  });

  it('gives a canonical plain decimal within the precision, or a refusal, for any text', () => {
    const canonical = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
    const pieces = fc.constantFrom(
      '0',
      '1',
      '9',
      '.',
      ',',
      ' ',
      '-',
      '+',
      'e',
      '٣',
      '٫',
      '\u00a0',
      'x',
      '00',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 14 }).map((p) => p.join('')),
        ),
        fc.integer({ min: 0, max: 18 }),
        (typed, decimals) => {
          const result = normalizeDecimalInput(typed, decimals);
          if (!result.ok || result.value === '') return;
          expect(result.value).toMatch(canonical);
          expect(result.value).not.toBe('-0');
          expect(parseFixed(result.value)).toBeDefined();
          const fraction = result.value.split('.')[1] ?? '';
          expect(fraction.length).toBeLessThanOrEqual(decimals);
          // What the field shows reads as the same value.
          expect(parseFixed(result.text.replace(/\.$/, ''))).toBe(parseFixed(result.value));
          // Normalizing again changes nothing.
          expect(normalizeDecimalInput(result.value, decimals)).toEqual({
            ok: true,
            value: result.value,
            text: result.value,
          });
        },
      ),
      { numRuns: 3000, seed: 20 },
    );
  });
});
