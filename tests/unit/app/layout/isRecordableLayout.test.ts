import { expect, it } from 'vitest';
import { calculateDefaultLayout } from '../../../../src/app/features/layout/calculateDefaultLayout';
import { isRecordableLayout } from '../../../../src/app/features/layout/isRecordableLayout';

const withOrdersRows = (h: number) =>
  calculateDefaultLayout(1600).map((item) => (item.i === 'position' ? { ...item, h } : item));

it('records the layout only while the orders panel is at most 600 px tall (spec 001 §9)', () => {
  expect(isRecordableLayout(calculateDefaultLayout(1600))).toBe(true);
  // 12 rows: 12 × 44 + 11 × 4 = 572 px; 13 rows: 620 px.
  expect(isRecordableLayout(withOrdersRows(12))).toBe(true);
  expect(isRecordableLayout(withOrdersRows(13))).toBe(false);
});
