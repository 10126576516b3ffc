import { describe, expect, it } from 'vitest';
import {
  BOOK_HEAD_PX,
  BOOK_MIDDLE_PX,
  BOOK_RATIO_PX,
  BOOK_SCROLLBAR_PX,
  calculateFittedRows,
  calculatePhoneRows,
  PHONE_BOOK_BODY_PX,
  UNFITTED_BOOK_ROWS,
} from '../../../../src/app/features/orderBook/calculateBookRows';

const CHROME = BOOK_HEAD_PX + BOOK_MIDDLE_PX + BOOK_RATIO_PX;

describe('calculateFittedRows', () => {
  it('fits rows of 22 px plus a 2 px gap: 24 px a row', () => {
    expect(calculateFittedRows(CHROME + 10 * 24, 2)).toBe(10);
    expect(calculateFittedRows(CHROME + 10 * 24 - 1, 2)).toBe(9);
    expect(calculateFittedRows(CHROME + 10 * 24 + 23, 3)).toBe(10);
  });

  it('splits the rows between the sides when stacked, and gives each side the height otherwise', () => {
    expect(calculateFittedRows(CHROME + 21 * 24, 1)).toBe(10);
    expect(calculateFittedRows(CHROME + 21 * 24, 2)).toBe(21);
    expect(calculateFittedRows(CHROME + 21 * 24, 3)).toBe(21);
    // Side by side also keeps room for a horizontal scrollbar under the two tables.
    expect(calculateFittedRows(CHROME + 21 * 24, 4)).toBe(20);
    expect(calculateFittedRows(CHROME + BOOK_SCROLLBAR_PX + 21 * 24, 4)).toBe(21);
  });

  it('never shows more than 40 rows a side, nor fewer than none', () => {
    expect(calculateFittedRows(10_000, 1)).toBe(40);
    expect(calculateFittedRows(10_000, 4)).toBe(40);
    expect(calculateFittedRows(CHROME - 5, 2)).toBe(0);
    expect(calculateFittedRows(1, 1)).toBe(0);
  });

  it('uses the unfitted count while the height is unknown', () => {
    for (const unknown of [undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(calculateFittedRows(unknown, 1)).toBe(UNFITTED_BOOK_ROWS);
    }
  });
});

describe('calculatePhoneRows', () => {
  it('shows 10 a side stacked, 20 for one side and 19 side by side: one body height for every layout', () => {
    expect(calculatePhoneRows(1)).toBe(10);
    expect(calculatePhoneRows(2)).toBe(20);
    expect(calculatePhoneRows(3)).toBe(20);
    expect(calculatePhoneRows(4)).toBe(19);
    expect(PHONE_BOOK_BODY_PX).toBe(CHROME + 20 * 24);
  });
});
