import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { SUPPORT_MESSAGE_MAX } from '../../../shared/protocol';
import { useAtomValue, useSetAtom } from '../../state/appJotai';
import { Dialog } from '../../ui/Dialog';
import { SupportChatMessageItem } from './SupportChatMessageItem';
import { retrySupportChatMessageAtom, sendSupportChatMessageAtom, supportChatAtom } from './supportChatAtoms';

/**
 * The customer-service button and its chat panel (spec 000 §1): the kit's Dialog alone in the page,
 * non-modal, so the page stays usable and a press elsewhere leaves it open. Opening moves focus to the
 * message box; Escape or its × shuts it and returns focus to the button. Messages are filed as tickets by the exchange; agents answer by email.
 */
export function SupportChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const messages = useAtomValue(supportChatAtom);
  const send = useSetAtom(sendSupportChatMessageAtom);
  const retry = useSetAtom(retrySupportChatMessageAtom);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const panelId = useId();
  const hintId = useId();
  const problemId = useId();

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (message === '') {
      setProblem(t('footer.support.empty'));
      textRef.current?.focus();
      return;
    }
    setProblem(undefined);
    setText('');
    void send(message);
  }

  function onTextKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  }

  return (
    <div className="support-chat">
      <button
        type="button"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('footer.support.open')}
      </button>
      {open && (
        <Dialog
          id={panelId}
          title={t('footer.support.heading')}
          onClose={close}
          className="support-chat__panel"
        >
          <p className="support-chat__intro">{t('footer.support.intro')}</p>
          <ol role="log" aria-label={t('footer.support.conversation')} className="support-chat__log">
            {messages.map((message) => (
              <SupportChatMessageItem
                key={message.id}
                message={message}
                onRetry={() => void retry(message.id)}
              />
            ))}
          </ol>
          <form onSubmit={submit} className="support-chat__form" noValidate>
            <label htmlFor={`${panelId}-text`}>{t('footer.support.message')}</label>
            <textarea
              id={`${panelId}-text`}
              ref={textRef}
              autoFocus
              value={text}
              rows={3}
              maxLength={SUPPORT_MESSAGE_MAX}
              aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onTextKeyDown}
            />
            <p id={hintId} className="support-chat__hint">
              {t('footer.support.hint', { max: SUPPORT_MESSAGE_MAX })}
            </p>
            {problem && (
              <p id={problemId} role="alert">
                {problem}
              </p>
            )}
            <button type="submit">{t('footer.support.send')}</button>
          </form>
        </Dialog>
      )}
    </div>
  );
}
