import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_LIFETIME_MS, type Toast } from './toastAtoms';

export interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: number) => void;
}

/**
 * One toast. Errors are alerts (announced at once), the rest polite statuses. The lifetime counts
 * down only while the reader is neither pointing at it nor focused in it, so a long server message
 * can be read, or the close button reached by keyboard, before it goes.
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(TOAST_LIFETIME_MS);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), Math.max(0, remaining.current));
    // Whatever ran before a pause is spent; the rest is what the next run waits for.
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss, toast.id]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving between the toast's own parts is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      aria-labelledby={titleId}
      {...(toast.detail ? { 'aria-describedby': detailId } : {})}
      className={`toast toast--${toast.tone}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <p id={titleId} className="toast__title">
        {toast.title}
      </p>
      {toast.detail && (
        <p id={detailId} className="toast__detail">
          {toast.detail}
        </p>
      )}
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.close')}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
