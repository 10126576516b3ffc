import { describe, expect, it } from 'vitest';
import { createTraceparent, TRACEPARENT_PATTERN } from '../../../../src/shared/rest/createTraceparent';

describe('createTraceparent (W3C trace context)', () => {
  it('makes version 00, a 32-hex trace id, a 16-hex span id, sampled, fresh each time', () => {
    const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));
    const one = createTraceparent(random);
    expect(one).toMatch(TRACEPARENT_PATTERN);
    expect(createTraceparent(random)).not.toBe(one);
  });

  it('draws again rather than send an all-zero id', () => {
    const draws = [
      new Uint8Array(16),
      new Uint8Array(16).fill(0xab),
      new Uint8Array(8),
      new Uint8Array(8).fill(1),
    ];
    const header = createTraceparent(() => draws.shift() ?? new Uint8Array(0));
    expect(header).toBe(`00-${'ab'.repeat(16)}-${'01'.repeat(8)}-01`);
  });
});
