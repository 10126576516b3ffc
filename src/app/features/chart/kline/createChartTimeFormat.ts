import { TickMarkType, type Time } from 'lightweight-charts';
import { createDateTimeFormat, type DateTimeStyle } from '../../../i18n/localeFormat';

/** What each kind of time-axis mark shows. */
const MARK_STYLE: Record<TickMarkType, DateTimeStyle> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'minutes',
  [TickMarkType.TimeWithSeconds]: 'time',
};

/** The chart hands over the times it was given: UTCTimestamps here, business days or ISO days in general. */
function epochMs(time: Time): number {
  if (typeof time === 'number') return time * 1000;
  if (typeof time === 'string') return Date.parse(time);
  return Date.UTC(time.year, time.month - 1, time.day);
}

/**
 * The kline chart's time texts (the axis marks and the crosshair label) through the locale's one date
 * formatter, in UTC (spec 000 §9). The library's own formatting would follow the locale's default
 * digits and calendar (Arabic-Indic digits in ar-SA, Buddhist years in th-TH) beside Latin prices.
 */
export function createChartTimeFormat(locale: string) {
  const format = (style: DateTimeStyle, time: Time) =>
    createDateTimeFormat(locale, style, 'UTC')(epochMs(time));
  return {
    localization: { locale, timeFormatter: (time: Time) => format('dateTime', time) },
    timeScale: { tickMarkFormatter: (time: Time, mark: TickMarkType) => format(MARK_STYLE[mark], time) },
  };
}
