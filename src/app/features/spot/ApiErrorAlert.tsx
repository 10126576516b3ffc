import { useTranslation } from 'react-i18next';
import type { ApiErrorKind } from '../../../shared/rest/ApiError';

export interface FailureSummary {
  kind: ApiErrorKind;
  status: number;
  message: string;
}

/**
 * A failed load: what went wrong (the server's own message when it sent one, as text), and either a
 * Retry button or, when something retries by itself, a note saying so.
 */
export function ApiErrorAlert({ error, onRetry }: { error: FailureSummary; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message =
    error.kind === 'server'
      ? t('error.server', { message: error.message })
      : error.kind === 'http'
        ? t('error.http', { status: error.status })
        : error.kind === 'invalid'
          ? t('error.invalid')
          : t('error.network');
  return (
    <div role="alert" className="alert">
      <p>{message}</p>
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
