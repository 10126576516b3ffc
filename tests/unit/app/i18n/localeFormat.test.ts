import { describe, expect, it } from 'vitest';
import {
  createDateTimeFormat,
  type DateTimeStyle,
  formatDecimalForLocale,
  formatPercentForLocale,
} from '../../../../src/app/i18n/localeFormat';

// Spaces and marks some locales use, spelled out so a failure shows which one it was.
const NNBSP = '\u202f'; // fr-FR groups with a narrow no-break space
const NBSP = '\u00a0';
const LRM = '\u200e'; // ar-SA puts a left-to-right mark before a sign

describe('formatDecimalForLocale', () => {
  it('groups and marks decimals the way each locale does, keeping every digit', () => {
    const value = '1234567.8900';
    expect(formatDecimalForLocale(value, 'en')).toBe('1,234,567.8900');
    expect(formatDecimalForLocale(value, 'de-DE')).toBe('1.234.567,8900');
    expect(formatDecimalForLocale(value, 'fr-FR')).toBe(`1${NNBSP}234${NNBSP}567,8900`);
    // Latin digits in Arabic too (Intl's ar-SA default would be Arabic-Indic digits).
    expect(formatDecimalForLocale(value, 'ar-SA')).toBe('1,234,567.8900');
  });

  it('never goes through a float: long and tiny values survive exactly', () => {
    expect(formatDecimalForLocale('98765432109876543210.123456789012345678', 'en')).toBe(
      '98,765,432,109,876,543,210.123456789012345678',
    );
    expect(formatDecimalForLocale('0.00000001', 'de-DE')).toBe('0,00000001');
    expect(formatDecimalForLocale('9007199254740993', 'en')).toBe('9,007,199,254,740,993');
  });

  it('follows the locale’s grouping rules, not a fixed three', () => {
    expect(formatDecimalForLocale('12345678', 'hi-IN')).toBe('1,23,45,678');
    // Spanish and Polish do not group four-digit numbers.
    expect(formatDecimalForLocale('1234.5', 'es-ES')).toBe('1234,5');
    expect(formatDecimalForLocale('12345.5', 'es-ES')).toBe('12.345,5');
    expect(formatDecimalForLocale('1234', 'pl-PL')).toBe('1234');
  });

  it('writes signs the locale’s way', () => {
    expect(formatDecimalForLocale('-1234.5', 'en')).toBe('-1,234.5');
    expect(formatDecimalForLocale('+0.25', 'de-DE')).toBe('+0,25');
    expect(formatDecimalForLocale('-0.25', 'sv-SE')).toBe('\u22120,25');
    expect(formatDecimalForLocale('-3.5', 'ar-SA')).toBe(`${LRM}-3.5`);
  });

  it('groups an integer part seen before as it did the first time, in each locale, past any cache bound', () => {
    // More distinct integer parts than the formatter keeps, then earlier ones again, here and elsewhere.
    for (let i = 0; i < 10_000; i += 1) formatDecimalForLocale(`${1000 + i}.5`, 'de-DE');
    expect(formatDecimalForLocale('1000.5', 'de-DE')).toBe('1.000,5');
    expect(formatDecimalForLocale('1000.5', 'en')).toBe('1,000.5');
    expect(formatDecimalForLocale('10999.25', 'de-DE')).toBe('10.999,25');
    expect(formatDecimalForLocale('-10999', 'hi-IN')).toBe('-10,999');
    expect(formatDecimalForLocale('0010999', 'en')).toBe('10,999');
  });

  it('passes anything that is not a plain decimal through unchanged', () => {
    for (const text of ['--', '', '1e5', '1,234.5', '.5', '1.', 'NaN', ' 1']) {
      expect(formatDecimalForLocale(text, 'de-DE')).toBe(text);
    }
  });
});

describe('formatPercentForLocale', () => {
  it('places the percent sign where the locale does', () => {
    expect(formatPercentForLocale('+1.23', 'en')).toBe('+1.23%');
    expect(formatPercentForLocale('-1.23', 'de-DE')).toBe(`-1,23${NBSP}%`);
    expect(formatPercentForLocale('+1.23', 'fr-FR')).toBe(`+1,23${NBSP}%`);
    expect(formatPercentForLocale('+1.23', 'tr-TR')).toBe('+%1,23');
    expect(formatPercentForLocale('-0.50', 'ar-SA')).toBe(`${LRM}-0.50٪`);
    expect(formatPercentForLocale('--', 'en')).toBe('--');
  });
});

describe('createDateTimeFormat', () => {
  const at = Date.UTC(2024, 0, 31, 13, 4, 5); // 2024-01-31 13:04:05 UTC

  it('gives 24-hour times with Latin digits, in UTC when asked', () => {
    expect(createDateTimeFormat('en', 'time', 'UTC')(at)).toBe('13:04:05');
    expect(createDateTimeFormat('de-DE', 'time', 'UTC')(at)).toBe('13:04:05');
    expect(createDateTimeFormat('fr-FR', 'time', 'UTC')(at)).toBe('13:04:05');
    expect(createDateTimeFormat('ar-SA', 'time', 'UTC')(at)).toBe('13:04:05');
  });

  it('orders dates the locale’s way on the Gregorian calendar', () => {
    expect(createDateTimeFormat('en', 'date', 'UTC')(at)).toBe('01/31/2024');
    expect(createDateTimeFormat('de-DE', 'date', 'UTC')(at)).toBe('31.01.2024');
    expect(createDateTimeFormat('fr-FR', 'date', 'UTC')(at)).toBe('31/01/2024');
    // Not the Hijri year 1445 that ar-SA defaults to, nor Thai Buddhist 2567.
    expect(createDateTimeFormat('ar-SA', 'date', 'UTC')(at).replace(/[\u200e\u200f\u061c]/g, '')).toBe(
      '31/01/2024',
    );
    expect(createDateTimeFormat('th-TH', 'date', 'UTC')(at)).toBe('31/01/2024');
  });

  it('uses the given time zone', () => {
    expect(createDateTimeFormat('en', 'dateTime', 'Asia/Tokyo')(at)).toBe('01/31/2024, 22:04:05');
    expect(createDateTimeFormat('en', 'dateTime', 'Asia/Tokyo')(at + 2 * 3_600_000)).toBe(
      '02/01/2024, 00:04:05',
    );
  });

  it('keeps Latin digits and Gregorian years in every style, ar-SA and th-TH included', () => {
    const bare = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');
    for (const locale of ['ar-SA', 'th-TH']) {
      const format = (style: DateTimeStyle) => bare(createDateTimeFormat(locale, style, 'UTC')(at));
      expect(format('minutes'), locale).toBe('13:04');
      expect(format('year'), locale).toBe('2024');
      expect(format('day'), locale).toBe('31');
      expect(format('month'), locale).not.toMatch(/[0-9\u0660-\u0669\u0e50-\u0e59]/);
      expect(format('dateTime'), locale).toMatch(/^31\/01\/2024[^0-9]+13:04:05$/);
      // The month by its short name, in the locale's language, on the Gregorian calendar.
      expect(format('dateMinutes'), locale).toMatch(/^31 \S+ 2024[^0-9]+13:04$/);
    }
    expect(createDateTimeFormat('en', 'dateMinutes', 'UTC')(at)).toBe('Jan 31, 2024, 13:04');
  });
});
