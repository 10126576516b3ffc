import { describe, expect, it } from 'vitest';
import { createRng, hash32, hashString, unitHash } from '../../../../src/server/exchange/rng';

describe('seeded randomness', () => {
  it('gives the same stream for the same seed and a different one for another seed', () => {
    const draw = (seed: number): number[] => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in range', () => {
    const rng = createRng(1);
    for (let i = 0; i < 10_000; i += 1) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = rng.int(-3, 5);
      expect(Number.isInteger(n) && n >= -3 && n <= 5).toBe(true);
      expect(rng.exponential(10)).toBeGreaterThanOrEqual(0);
    }
  });

  it('has roughly the asked mean for exponential waits and normals', () => {
    const rng = createRng(9);
    let waits = 0;
    let normals = 0;
    const n = 20_000;
    for (let i = 0; i < n; i += 1) {
      waits += rng.exponential(20);
      normals += rng.normal();
    }
    expect(waits / n).toBeGreaterThan(19);
    expect(waits / n).toBeLessThan(21);
    expect(Math.abs(normals / n)).toBeLessThan(0.05);
  });

  it('forks independent, reproducible streams', () => {
    const a = createRng(5).fork('maker');
    const b = createRng(5).fork('maker');
    const c = createRng(5).fork('taker');
    const first = a.next();
    expect(b.next()).toBe(first);
    expect(c.next()).not.toBe(first);
  });

  it('hashes are stable and use every part of large numbers', () => {
    expect(hash32(1, 2, 3)).toBe(hash32(1, 2, 3));
    expect(hashString('BTCUSDT')).toBe(hashString('BTCUSDT'));
    expect(hashString('BTCUSDT')).not.toBe(hashString('ETHUSDT'));
    const t = Date.UTC(2025, 0, 1);
    expect(hash32(t)).not.toBe(hash32(t + 2 ** 32));
    expect(hash32(-1)).not.toBe(hash32(1));
    const u = unitHash(7, t);
    expect(u >= 0 && u < 1).toBe(true);
  });
});
