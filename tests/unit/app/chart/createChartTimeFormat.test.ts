import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { createChartTimeFormat } from '../../../../src/app/features/chart/kline/createChartTimeFormat';

const at = (Date.UTC(2024, 0, 31, 13, 4, 5) / 1000) as UTCTimestamp;
/** Direction marks (ar-SA) say nothing about digits or calendar. */
const bare = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('createChartTimeFormat', () => {
  it('writes the time axis in UTC with Latin digits and Gregorian years in every locale', () => {
    for (const locale of ['en', 'ar-SA', 'th-TH']) {
      const { localization, timeScale } = createChartTimeFormat(locale);
      const mark = (type: TickMarkType) => bare(timeScale.tickMarkFormatter(at, type));
      expect(localization.locale).toBe(locale);
      expect(mark(TickMarkType.Year), locale).toBe('2024');
      expect(mark(TickMarkType.DayOfMonth), locale).toBe('31');
      expect(mark(TickMarkType.Time), locale).toBe('13:04');
      expect(mark(TickMarkType.TimeWithSeconds), locale).toBe('13:04:05');
      expect(mark(TickMarkType.Month), locale).not.toMatch(/\d/);
      expect(bare(localization.timeFormatter(at)), locale).toMatch(/^(01\/31|31\/01)\/2024[^0-9]+13:04:05$/);
    }
  });

  it('reads business days and ISO days as well as timestamps', () => {
    const { timeScale } = createChartTimeFormat('th-TH');
    expect(timeScale.tickMarkFormatter({ year: 2024, month: 1, day: 31 }, TickMarkType.Year)).toBe('2024');
    expect(timeScale.tickMarkFormatter('2024-01-31', TickMarkType.DayOfMonth)).toBe('31');
  });
});
