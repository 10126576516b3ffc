import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  div,
  formatFixed,
  mul,
  parseFixed,
  roundToStep,
  SCALE_DIGITS,
  toFixed,
  type Fixed,
  type Rounding,
} from '../../../../src/shared/money/fixed';

/**
 * fixed.ts against decimal.js as the oracle. decimal.js works here with 400 significant digits, far more
 * than any product or quotient below needs, so its answers are exact before the one rounding we compare.
 * Runs per property add up to 100 000+ cases (see RUNS) and the file stays within a few seconds.
 */
const Exact = Decimal.clone({ precision: 400, toExpNeg: -9e15, toExpPos: 9e15 });
type Exact = InstanceType<typeof Exact>;

/** The decimal.js mode that means what each of our rounding names means. */
const ORACLE_MODE: Record<Rounding, Decimal.Rounding> = {
  down: Decimal.ROUND_FLOOR,
  up: Decimal.ROUND_CEIL,
  'half-up': Decimal.ROUND_HALF_UP,
};
const ROUNDINGS = Object.keys(ORACLE_MODE) as Rounding[];

const RUNS = { parse: 20_000, addSub: 10_000, mul: 20_000, div: 20_000, step: 15_000, format: 15_000 };

/** A plain decimal, never exponent notation, never "-0" (we print zero unsigned). */
const PLAIN = /^(?:0|-?(?:0\.\d*[1-9]|[1-9]\d*(?:\.\d*[1-9])?))$/;
const PLAIN_FIXED_DIGITS = /^-?\d+(?:\.\d+)?$/;

function exact(value: Fixed): Exact {
  return new Exact(`${value}e-${SCALE_DIGITS}`);
}

/** decimal.js's plain text, with its "-0" (from a tiny negative rounded to zero) printed unsigned as we do. */
function oracleText(value: Exact, decimals?: number, mode: Decimal.Rounding = Decimal.ROUND_FLOOR): string {
  const text = decimals === undefined ? value.toFixed() : value.toFixed(decimals, mode);
  return /^-0(?:\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** The Fixed decimal.js gets to when it rounds the exact value to 18 decimals. */
function oracleFixed(value: Exact, rounding: Rounding): Fixed {
  return BigInt(value.times(`1e${SCALE_DIGITS}`).toDecimalPlaces(0, ORACLE_MODE[rounding]).toFixed());
}

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Decimal text as the wire carries it: up to 30 whole digits and up to 18 fraction digits. */
const decimalText = fc
  .tuple(fc.constantFrom('', '-', '+'), digits(1, 30), fc.option(digits(1, SCALE_DIGITS), { nil: undefined }))
  .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

/** Any Fixed from 10^-18 to 10^24 in size, fast-check's bigint leaning to the small and the edges. */
const fixed = fc.bigInt({ min: -(10n ** 42n), max: 10n ** 42n });
/** Values an instrument carries: at most 10 decimals, so products of two stay within 18... */
const tenDecimals = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((units) => units * 10n ** 8n);
/** ...and at most 8 decimals for the other factor. */
const eightDecimals = fc.bigInt({ min: -(10n ** 28n), max: 10n ** 28n }).map((units) => units * 10n ** 10n);
/** Tenths and small whole numbers, so that a product or quotient often lands exactly on a half unit. */
const tieMaker = fc.oneof(
  fc.bigInt({ min: -999n, max: 999n }).map((tenths) => tenths * 10n ** 17n),
  fc.bigInt({ min: -64n, max: 64n }).map((whole) => whole * 10n ** 18n),
);
const factor = fc.oneof(fixed, tieMaker);
const nonZero = factor.filter((value) => value !== 0n);
const rounding = fc.constantFrom(...ROUNDINGS);

describe('parseFixed and formatFixed', () => {
  it('read any plain decimal with up to 18 fraction digits exactly, and print it back without loss', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const value = parseFixed(text);
        expect(value).toBe(oracleFixed(new Exact(text), 'down'));
        const printed = formatFixed(value as Fixed);
        expect(printed).toMatch(PLAIN);
        expect(printed).toBe(oracleText(new Exact(text)));
      }),
      { numRuns: RUNS.parse },
    );
  });

  it('refuse, rather than round, a 19th fraction digit', () => {
    fc.assert(
      fc.property(digits(1, 20), digits(SCALE_DIGITS + 1, 30), (whole, fraction) => {
        const text = `${whole}.${fraction}`;
        expect(parseFixed(text)).toBeUndefined();
        expect(() => toFixed(text)).toThrow(/not a decimal/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuse exponents, floats, blanks and other text rather than guessing a number', () => {
    for (const bad of [
      '1e5',
      '1E-3',
      '0x10',
      '.5',
      '5.',
      '1,5',
      '--1',
      'NaN',
      'Infinity',
      '',
      ' ',
      '١٢',
      '１２',
    ]) {
      expect(parseFixed(bad), bad).toBeUndefined();
      expect(() => toFixed(bad), bad).toThrow(/not a decimal/);
    }
    for (const notText of [5, 5n, null, undefined, {}]) expect(parseFixed(notText)).toBeUndefined();
    expect(parseFixed('9'.repeat(65))).toBeUndefined();
  });

  it('print any Fixed with exactly the asked decimals, rounded in each mode as decimal.js does', () => {
    fc.assert(
      fc.property(fixed, fc.integer({ min: 0, max: SCALE_DIGITS }), rounding, (value, decimals, mode) => {
        const printed = formatFixed(value, decimals, mode);
        expect(printed).toMatch(PLAIN_FIXED_DIGITS);
        expect(printed.split('.')[1]?.length ?? 0).toBe(decimals);
        expect(printed).toBe(oracleText(exact(value), decimals, ORACLE_MODE[mode]));
      }),
      { numRuns: RUNS.format },
    );
  });

  it('throw, never print, for a precision outside 0…18', () => {
    fc.assert(
      fc.property(
        fixed,
        fc.oneof(
          fc.integer({ min: SCALE_DIGITS + 1 }),
          fc.integer({ max: -1 }),
          fc.double({ noInteger: true }),
        ),
        (value, decimals) => {
          expect(() => formatFixed(value, decimals)).toThrow(/precision out of range/);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('never print exponent notation, from 10^-18 to 10^60', () => {
    const extremes = [1n, -1n, 10n ** 78n, -(10n ** 78n), 123n * 10n ** 60n + 7n];
    for (const value of extremes) {
      expect(formatFixed(value)).toMatch(PLAIN);
      expect(formatFixed(value, 2, 'up')).toMatch(PLAIN_FIXED_DIGITS);
    }
    expect(formatFixed(1n)).toBe('0.000000000000000001');
    expect(formatFixed(10n ** 78n)).toBe(`1${'0'.repeat(60)}`);
  });
});

describe('arithmetic', () => {
  it('adds and subtracts exactly', () => {
    fc.assert(
      fc.property(fixed, fixed, (a, b) => {
        expect(formatFixed(a + b)).toBe(oracleText(exact(a).plus(exact(b))));
        expect(formatFixed(a - b)).toBe(oracleText(exact(a).minus(exact(b))));
      }),
      { numRuns: RUNS.addSub },
    );
  });

  it('multiplies, rounded to 18 decimals in each mode as decimal.js does', () => {
    fc.assert(
      fc.property(fixed, factor, rounding, (a, b, mode) => {
        expect(mul(a, b, mode)).toBe(oracleFixed(exact(a).times(exact(b)), mode));
      }),
      { numRuns: RUNS.mul / 2 },
    );
  });

  it('multiplies a price by a quantity exactly when the product fits in 18 decimals, in every mode', () => {
    fc.assert(
      fc.property(tenDecimals, eightDecimals, rounding, (price, quantity, mode) => {
        const product = mul(price, quantity, mode);
        expect(formatFixed(product)).toBe(oracleText(exact(price).times(exact(quantity))));
      }),
      { numRuns: RUNS.mul / 2 },
    );
  });

  it('divides, rounded to 18 decimals in each mode as decimal.js does', () => {
    fc.assert(
      fc.property(fixed, nonZero, rounding, (a, b, mode) => {
        expect(div(a, b, mode)).toBe(oracleFixed(exact(a).div(exact(b)), mode));
      }),
      { numRuns: RUNS.div },
    );
  });

  it('throws on division by zero instead of returning a number', () => {
    fc.assert(
      fc.property(fixed, rounding, (a, mode) => {
        expect(() => div(a, 0n, mode)).toThrow(/division by zero/);
      }),
      { numRuns: 1_000 },
    );
  });

  it('rounds to any positive step in each mode as decimal.js does, landing on a multiple of it', () => {
    const step = fc.bigInt({ min: 1n, max: 10n ** 24n });
    fc.assert(
      fc.property(fixed, step, rounding, (value, tick, mode) => {
        const rounded = roundToStep(value, tick, mode);
        expect(rounded % tick).toBe(0n);
        const oracle = exact(value).div(exact(tick)).toDecimalPlaces(0, ORACLE_MODE[mode]).times(exact(tick));
        expect(formatFixed(rounded)).toBe(oracleText(oracle));
      }),
      { numRuns: RUNS.step },
    );
  });

  it('refuses a step that is zero or negative', () => {
    fc.assert(
      fc.property(fixed, fc.bigInt({ max: 0n }), rounding, (value, step, mode) => {
        expect(() => roundToStep(value, step, mode)).toThrow(/step must be positive/);
      }),
      { numRuns: 1_000 },
    );
  });
});
