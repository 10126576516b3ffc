import { useTranslation } from '../i18n/useTranslation';
import type { FeedStatus } from '../../shared/protocol';

/**
 * "Loading…" before a panel's first snapshot, "Resyncing…" while its book is rebuilt, "No recent
 * updates" while live but silent past its feed's expected interval; nothing when live and moving.
 */
export function FeedStatusNote({
  status,
  stale = false,
}: {
  status: FeedStatus | undefined;
  stale?: boolean;
}) {
  const { t } = useTranslation();
  if (status === 'live' && stale) {
    return (
      <p role="status" className="feed-status" data-status="stale">
        {t('freshness.bookStale')}
      </p>
    );
  }
  if (status === 'live') return null;
  return (
    <p role="status" className="feed-status" data-status={status ?? 'loading'}>
      {status === 'resyncing' ? t('feed.resyncing') : t('feed.loading')}
    </p>
  );
}
