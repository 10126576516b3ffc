import type { ReactNode } from 'react';
import { ModalDialog } from './ModalDialog';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  title: string;
  /** The question and what it concerns. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  /** Cancel, and Escape. */
  onCancel(): void;
  /** The button focused on opening: the confirming one (default), or Cancel where confirming is the risk. */
  focus?: 'confirm' | 'cancel';
}

/**
 * A question that needs an answer before anything happens (a confirmation, a consent): an
 * alertdialog that a click outside does not dismiss, with Cancel and the confirming button.
 * A key held down from what opened it (Enter in a form) repeats onto the focused button: a repeat
 * confirms nothing.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  focus = 'confirm',
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      isOpen
      onClose={onCancel}
      isDismissable={false}
      role="alertdialog"
      showClose={false}
      title={title}
    >
      {children}
      <div className="ui-confirm__actions">
        <button type="button" autoFocus={focus === 'cancel'} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="ui-confirm__ok"
          autoFocus={focus === 'confirm'}
          onKeyDown={(event) => {
            if (event.repeat) event.preventDefault();
          }}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
