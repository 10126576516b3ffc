/** The order-book side packing: rows survive the round trip exactly, and a field that would break it throws. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packBookSide, unpackBookSide } from '../../../../src/shared/hub/packedBook';
import type { BookRowView } from '../../../../src/shared/protocol';

/** Formatted decimals as the calculator makes them: digits, optionally a point and more digits. */
const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 12 }))
  .map(([units, decimals]) => {
    const digits = units.toString().padStart(decimals + 1, '0');
    return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  });
/** The calculator's depth: millionths from 0 to 1. */
const depth = fc.integer({ min: 0, max: 1_000_000 }).map((millionths) => millionths / 1_000_000);
const row: fc.Arbitrary<BookRowView> = fc.record({
  price: decimal,
  size: decimal,
  totalBase: decimal,
  totalQuote: decimal,
  depth,
});

const sample: BookRowView = {
  price: '97000.01',
  size: '0.500000',
  totalBase: '1.250000',
  totalQuote: '121250.01250000',
  depth: 0.466666,
};

describe('packed book side', () => {
  it('round-trips any rows of the calculator exactly', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const packed = packBookSide(rows);
        expect(packed.count).toBe(rows.length);
        expect(unpackBookSide(packed)).toEqual(rows);
        expect(unpackBookSide(structuredClone(packed))).toEqual(rows);
      }),
    );
  });

  it('is two strings joined in a fixed field order, depth as a short decimal', () => {
    const second = { ...sample, price: '97000.02', depth: 1 };
    expect(packBookSide([sample, second])).toEqual({
      count: 2,
      rows: '97000.01|0.500000|1.250000|121250.01250000|0.466666\n97000.02|0.500000|1.250000|121250.01250000|1',
    });
    expect(packBookSide([{ ...sample, depth: 0.4 }]).rows.endsWith('|0.4')).toBe(true);
    expect(packBookSide([{ ...sample, depth: 0.000001 }]).rows.endsWith('|0.000001')).toBe(true);
    expect(packBookSide([{ ...sample, depth: 0 }]).rows.endsWith('|0')).toBe(true);
    expect(packBookSide([])).toEqual({ count: 0, rows: '' });
    expect(unpackBookSide({ count: 0, rows: '' })).toEqual([]);
  });

  it('keeps any depth within 0…1 to a millionth', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (d) => {
        const [back] = unpackBookSide(packBookSide([{ ...sample, depth: d }]));
        expect(Math.abs((back?.depth ?? NaN) - d)).toBeLessThanOrEqual(5e-7);
      }),
    );
  });

  it('throws on a field that contains a separator, or a depth outside 0…1', () => {
    for (const field of ['price', 'size', 'totalBase', 'totalQuote'] as const) {
      for (const bad of ['1|2', '1\n2', '|', '\n']) {
        expect(() => packBookSide([sample, { ...sample, [field]: bad }]), `${field} ${bad}`).toThrow(
          /separator/,
        );
      }
    }
    for (const bad of [NaN, -0.1, 1.5, Infinity]) {
      expect(() => packBookSide([{ ...sample, depth: bad }]), String(bad)).toThrow(/depth/);
    }
  });

  it('throws on a side whose rows do not match its count or field layout', () => {
    const packed = packBookSide([sample, sample]);
    expect(() => unpackBookSide({ ...packed, count: 3 })).toThrow(/rows/);
    expect(() => unpackBookSide({ count: 1, rows: '' })).toThrow(/rows/);
    for (const bad of [
      '1|2|3|4',
      '1|2|3|4|0.5|6',
      '1|2|3|4|x',
      '1|2|3|4|',
      '1|2\n3|4|0.5',
      '1|2|3|4|0.5\n',
    ]) {
      expect(() => unpackBookSide({ count: 1, rows: bad }), JSON.stringify(bad)).toThrow(/fields|rows/);
    }
  });
});
