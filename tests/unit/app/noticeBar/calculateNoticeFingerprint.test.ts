import { describe, expect, it } from 'vitest';
import { calculateNoticeFingerprint } from '../../../../src/app/features/noticeBar/calculateNoticeFingerprint';
import type { NoticeItem } from '../../../../src/shared/protocol';

const A: NoticeItem = { id: 'a', symbolName: 'ALL', info: 'Maintenance on Sunday', url: 'https://x.test/a' };
const B: NoticeItem = { id: 'b', symbolName: 'BTC/USDT', info: 'Zero maker fees', url: '' };

describe('calculateNoticeFingerprint', () => {
  it('is the same for the same list, also from a fresh copy', () => {
    expect(calculateNoticeFingerprint([A, B])).toBe(calculateNoticeFingerprint([{ ...A }, { ...B }]));
  });

  it('changes with an id, a text, a link, the order or the length', () => {
    const base = calculateNoticeFingerprint([A, B]);
    const variants = [
      [{ ...A, id: 'a2' }, B],
      [{ ...A, info: 'Maintenance on Monday' }, B],
      [{ ...A, url: 'https://x.test/b' }, B],
      [B, A],
      [A],
      [A, B, { ...B, id: 'c' }],
    ];
    const prints = variants.map(calculateNoticeFingerprint);
    for (const print of prints) expect(print).not.toBe(base);
    expect(new Set(prints).size).toBe(prints.length);
  });

  it('is short whatever the size of the list', () => {
    const long = Array.from({ length: 100 }, (_, i) => ({ ...A, id: `n${i}`, info: 'x'.repeat(2_000) }));
    expect(calculateNoticeFingerprint(long).length).toBeLessThanOrEqual(20);
  });
});
