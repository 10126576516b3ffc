import { describe, expect, it } from 'vitest';
import { chooseEncoding, type StoredEncoding } from '../../../../src/server/http/chooseEncoding';

const both = new Set<StoredEncoding>(['br', 'gzip']);

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, then the file itself', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('deflate', both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('', both)).toBeUndefined();
  });

  it('honours weights, q=0 as a refusal, and * for codings not named', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.1', both)).toBe('gzip');
    expect(chooseEncoding('BR ; Q=0 , *', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0', both)).toBeUndefined();
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=nonsense, gzip', both)).toBe('gzip');
  });

  it('only picks a variant the build wrote', () => {
    expect(chooseEncoding('br, gzip', new Set(['gzip']))).toBe('gzip');
    expect(chooseEncoding('br', new Set(['gzip']))).toBeUndefined();
    expect(chooseEncoding('br, gzip', new Set())).toBeUndefined();
  });
});
