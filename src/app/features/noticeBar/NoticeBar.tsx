import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { viewAtom } from '../../hub/hubAtoms';
import { safeHttpUrl } from '../../links/safeHttpUrl';
import { readyWebConfigAtom, viewerAtom } from '../session';
import { useAtomValue } from '../../state/appJotai';
import { calculateNoticeBarAllowed } from './calculateNoticeBarAllowed';
import { calculateNoticeFingerprint } from './calculateNoticeFingerprint';
import { calculateVisibleNotices, type NoticePair } from './calculateVisibleNotices';
import { browserSchedule, type Schedule } from './noticeBarSchedule';
import { useClosedNotices } from './useClosedNotices';
import { NoticeBarSlot } from './NoticeBarSlot';
import { useNoticeBarTiming } from './useNoticeBarTiming';
import './NoticeBar.css';

export interface NoticeBarProps extends NoticePair {
  /** Timers for the 3 s delay and the 5 s rotation; tests pass a hand-driven one. */
  schedule?: Schedule;
}

const noticesView = viewAtom({ kind: 'notices' });

/**
 * The notice bar above the spot page (spec 001 §1, §4, §6): the `public.notice` items meant for this
 * pair, for viewers outside restricted regions or in demo. The socket topic is watched only while the
 * viewer may see the bar.
 */
export function NoticeBar({ schedule = browserSchedule, ...pair }: NoticeBarProps) {
  const config = useAtomValue(readyWebConfigAtom);
  const viewer = useAtomValue(viewerAtom);
  if (config === undefined || viewer.kind === 'unknown') return <NoticeBarSlot />;
  if (!calculateNoticeBarAllowed(config, viewer)) return null;
  return <NoticeBarFeed {...pair} schedule={schedule} />;
}

function NoticeBarFeed({ schedule, symbolName, symbolId }: NoticePair & { schedule: Schedule }) {
  const { t } = useTranslation();
  const headingId = useId();
  const view = useAtomValue(noticesView);
  const items = useMemo(
    () => calculateVisibleNotices(view?.items ?? [], { symbolName, symbolId }),
    [view, symbolName, symbolId],
  );
  const fingerprint = items.length > 0 ? calculateNoticeFingerprint(items) : undefined;
  const [closed, close] = useClosedNotices();
  const timing = useNoticeBarTiming({
    eligible: fingerprint !== undefined && fingerprint !== closed,
    count: items.length,
    schedule,
  });

  const item = items[timing.index];
  // Not known yet, or waiting out the delay: hold the bar's place so its arrival moves nothing below.
  if (
    view === undefined ||
    view.status !== 'live' ||
    (!timing.shown && fingerprint !== undefined && fingerprint !== closed)
  ) {
    return <NoticeBarSlot />;
  }
  if (!timing.shown || item === undefined || fingerprint === undefined) return null;
  const href = safeHttpUrl(item.url);
  const position = { current: timing.index + 1, total: items.length };

  return (
    <section aria-labelledby={headingId} className="notice-bar" {...timing.holdHandlers}>
      <h2 id={headingId} className="visually-hidden">
        {t('noticeBar.heading')}
      </h2>
      {/* Announced only when it changes by the user's hand: an automatic rotation would talk over them.
          The notice is the server's text in whatever language it was written: <bdi> gives it the
          direction of its own words (an English notice in ar-SA keeps its full stop at its end). */}
      <p className="notice-bar__text" aria-live={timing.rotating ? 'off' : 'polite'} aria-atomic="true">
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            <bdi>{item.info}</bdi> <span className="visually-hidden">{t('noticeBar.newTab')}</span>
          </a>
        ) : (
          <bdi>{item.info}</bdi>
        )}
      </p>
      {items.length > 1 && (
        <div className="notice-bar__nav">
          <button type="button" aria-label={t('noticeBar.previous')} onClick={timing.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="notice-bar__position">
            <span aria-hidden="true">{t('noticeBar.positionShort', position)}</span>
            <span className="visually-hidden">{t('noticeBar.position', position)}</span>
          </span>
          <button type="button" aria-label={t('noticeBar.next')} onClick={timing.next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <button
        type="button"
        className="notice-bar__close"
        aria-label={t('noticeBar.close')}
        onClick={() => close(fingerprint)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
