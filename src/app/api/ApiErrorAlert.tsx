import { useTranslation } from '../i18n/useTranslation';
import { describeApiFailure, type FailureSummary } from './describeApiFailure';

/**
 * A failed load: what went wrong (the server's own message when it sent one, as text), and either a
 * Retry button or, when something retries by itself, a note saying so.
 */
export function ApiErrorAlert({ error, onRetry }: { error: FailureSummary; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert">
      <p>{describeApiFailure(t, error)}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('page.retry')}
        </button>
      ) : (
        <p>{t('page.retrying')}</p>
      )}
    </div>
  );
}
