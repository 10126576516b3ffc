import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements, trapTabKey } from './focusTrap';
import './ChartToolbarPopups.css';

export interface ModalDialogProps {
  title: string;
  /** Escape, or the caller's Cancel: the dialog is closed without applying anything. */
  onClose(): void;
  /**
   * Where focus goes when the dialog closes. Default: whatever had focus when it opened, which is not
   * the clicked button in Safari (a click does not focus a button there).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog of the toolbar (the interval editor, the indicators): portaled over the page with a
 * backdrop, Tab kept inside, Escape closes, the first control is focused on open, and focus goes back
 * to whatever had it (the opener) when the dialog goes away.
 */
export function ModalDialog({ title, onClose, returnFocusTo, children }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener =
      returnFocusTo?.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const dialog = dialogRef.current;
    if (dialog) (focusableElements(dialog)[0] ?? dialog).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocusTo]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialogRef.current) trapTabKey(event, dialogRef.current);
  };

  return createPortal(
    <div className="chart-toolbar-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="chart-toolbar-dialog"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="chart-toolbar-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
