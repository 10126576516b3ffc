import type { NoticeItem } from '../../../shared/protocol';

/**
 * A short, stable fingerprint of a notice list (ids, texts and links, in order), stored when the bar
 * is closed so it stays closed until the list changes (spec 001 §4). A hash rather than the list
 * itself keeps the stored value small whatever the server sends.
 *
 * cyrb53 (two 32-bit FNV-style lanes, 53 bits out): not cryptographic, but a collision would only
 * keep a closed bar closed, and 2^-53 per change is far below anything a user would meet.
 */
export function calculateNoticeFingerprint(items: readonly NoticeItem[]): string {
  const text = JSON.stringify(items.map((item) => [item.id, item.info, item.url]));
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${items.length}:${value.toString(36)}`;
}
