import { useTranslation } from '../../i18n/useTranslation';
import type { ApiError } from '../../../shared/rest/ApiError';
import type { SupportChatMessage } from './supportChatAtoms';

function useFailureText(error: ApiError): string {
  const { t } = useTranslation();
  switch (error.kind) {
    case 'server':
      return t('footer.support.error.server', { message: error.message });
    case 'http':
      return t('footer.support.error.http', { status: error.status });
    case 'invalid':
      return t('footer.support.error.invalid');
    default:
      return t('footer.support.error.network');
  }
}

function Failure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="support-chat__status" data-status="failed">
      {useFailureText(error)}{' '}
      <button type="button" onClick={onRetry}>
        {t('footer.support.retry')}
      </button>
    </p>
  );
}

/** One of the user's messages (as text, never markup) and what became of it. */
export function SupportChatMessageItem({
  message,
  onRetry,
}: {
  message: SupportChatMessage;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="support-chat__message">
      <p className="support-chat__author">{t('footer.support.you')}</p>
      <p className="support-chat__text">{message.text}</p>
      {message.status === 'sending' && <p className="support-chat__status">{t('footer.support.sending')}</p>}
      {message.status === 'sent' && (
        <p className="support-chat__status" data-status="sent">
          {t('footer.support.sent', { ticketId: message.ticketId })}
        </p>
      )}
      {message.status === 'failed' && <Failure error={message.error} onRetry={onRetry} />}
    </li>
  );
}
