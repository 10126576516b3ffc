import { useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { calculateCountdownParts } from '../../../../shared/chart/calculateCountdownParts';
import type { SymbolNotice } from '../../../../shared/protocol';
import { createDateTimeFormat } from '../../../i18n/localeFormat';
import { safeHttpUrl } from '../../../links/safeHttpUrl';
import './ChartOverlays.css';

export interface CountdownMaskProps {
  /** The pair as people read it, "NOVA/USDT". */
  symbolName: string;
  /** What is left, from the opening state (`countdown.remainingMs`). */
  remainingMs: number;
  /** The notice: its onlineTime, noticeContent (text) and noticeLinkUrl (a link only if http(s)). */
  notice: SymbolNotice;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown over the chart of a pair that is not open yet (spec 000 §2 "Chart overlays"). A named
 * region; the ticking digits are a timer with live announcements off, so a screen reader reads them
 * when asked and is not talked over ten times a second.
 */
export function CountdownMask({ symbolName, remainingMs, notice }: CountdownMaskProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const locale = i18n.language;
  const formatUtc = useMemo(() => createDateTimeFormat(locale, 'dateTime', 'UTC'), [locale]);
  const { hours, minutes, seconds } = calculateCountdownParts(remainingMs);
  const href = safeHttpUrl(notice.noticeLinkUrl);
  const units = [
    [hours, t('chartOpening.hours')],
    [minutes, t('chartOpening.minutes')],
    [seconds, t('chartOpening.seconds')],
  ] as const;

  return (
    <section className="chart-overlay" aria-labelledby={titleId}>
      <h2 id={titleId} className="chart-overlay__title">
        {t('chartOpening.countdownTitle', { pair: symbolName })}
      </h2>
      <div
        role="timer"
        aria-live="off"
        aria-label={t('chartOpening.countdownLabel', { pair: symbolName })}
        className="chart-overlay__timer"
      >
        {units.map(([value, unit]) => (
          <span key={unit} className="chart-overlay__unit">
            <span className="chart-overlay__digits">{two(value)}</span>{' '}
            <span className="chart-overlay__unit-name">{unit}</span>
            {/* Keeps "Hours" and the next number apart for a reader; a flex item shows no space. */}{' '}
          </span>
        ))}
      </div>
      <p>{t('chartOpening.opensAt', { time: formatUtc(notice.onlineTime) })}</p>
      {/* Server text: rendered as text, never as markup. */}
      {notice.noticeContent && <p className="chart-overlay__description">{notice.noticeContent}</p>}
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('chartOpening.learnMore')} <span className="visually-hidden">{t('chartOpening.newTab')}</span>
        </a>
      )}
    </section>
  );
}
