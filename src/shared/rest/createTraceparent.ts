/**
 * A W3C trace-context `traceparent` value for one call (spec 000 §7 "with a trace header"):
 * version 00, a fresh 16-byte trace id, a fresh 8-byte span id, sampled. Neither id may be all zeros
 * (the format reserves that as invalid), so a zero draw is drawn again. `randomBytes` is the
 * thread's own source (the page's `crypto.getRandomValues`): shared code has no globals to reach for.
 */
export function createTraceparent(randomBytes: (length: number) => Uint8Array): string {
  return `00-${nonZeroHex(randomBytes, 16)}-${nonZeroHex(randomBytes, 8)}-01`;
}

/** The header's shape, for tests and for the server's reading of it. */
export const TRACEPARENT_PATTERN = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-01$/;

function nonZeroHex(randomBytes: (length: number) => Uint8Array, length: number): string {
  for (;;) {
    const bytes = randomBytes(length);
    if (bytes.some((byte) => byte !== 0)) {
      return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    }
  }
}
