import { useTranslation } from 'react-i18next';
import type { FeedStatus } from '../../shared/protocol';

/** "Loading…" before a panel's first snapshot, "Resyncing…" while its book is rebuilt; nothing when live. */
export function FeedStatusNote({ status }: { status: FeedStatus | undefined }) {
  const { t } = useTranslation();
  if (status === 'live') return null;
  return (
    <p role="status" className="feed-status" data-status={status ?? 'loading'}>
      {status === 'resyncing' ? t('feed.resyncing') : t('feed.loading')}
    </p>
  );
}
