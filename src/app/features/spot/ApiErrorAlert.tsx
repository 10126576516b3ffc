import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/rest/ApiError';

/** A failed load: what went wrong (the server's own message when it sent one) and a way to try again. */
export function ApiErrorAlert({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
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
      <button type="button" onClick={onRetry}>
        {t('page.retry')}
      </button>
    </div>
  );
}
