import { useCallback, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { useTranslation } from '../i18n/useTranslation';
import { Button } from './Button';
import './Dialog.css';

export interface DialogProps {
  /** The heading, which names the dialog. */
  title: ReactNode;
  /** Content; as a function it gets `close` (e.g. for a Cancel button). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** `alertdialog` for a question that interrupts (a confirmation); else `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** The × in the heading row; leave it out where the dialog's own buttons already close it. */
  showClose?: boolean;
  /**
   * Only for a dialog on its own in the page (non-modal, not in a Modal or Popover, e.g. a chat
   * panel): Escape inside it and its × call this; the caller unmounts it and puts focus back.
   */
  onClose?(): void;
  id?: string;
  className?: string;
}

/**
 * A dialog's content: an h2 heading that names it, an optional × close button, and the body. Put it in
 * a kit `Modal` (see `ModalDialog`) or a `Popover`, which open, close and return focus; or alone in
 * the page with `onClose`, a non-modal dialog that leaves the page usable.
 */
export function Dialog({
  title,
  children,
  role = 'dialog',
  showClose = true,
  onClose,
  id,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  // A native listener: react-aria's Dialog takes no key handlers, and a Modal or Popover already
  // handles Escape itself (then onClose is not given).
  const escapeCloses = useCallback(
    (node: HTMLElement | null) => {
      if (!node || !onClose) return undefined;
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      };
      node.addEventListener('keydown', onKeyDown);
      return () => node.removeEventListener('keydown', onKeyDown);
    },
    [onClose],
  );
  return (
    <AriaDialog
      ref={escapeCloses}
      role={role}
      {...(id ? { id } : {})}
      className={className ? `ui-dialog ${className}` : 'ui-dialog'}
    >
      {({ close }) => (
        <>
          <div className="ui-dialog__header">
            <Heading slot="title" className="ui-dialog__title">
              {title}
            </Heading>
            {showClose && (
              <Button
                slot="close"
                className="ui-dialog__close"
                aria-label={t('ui.close')}
                {...(onClose ? { onPress: onClose } : {})}
              >
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          {typeof children === 'function' ? children(onClose ?? close) : children}
        </>
      )}
    </AriaDialog>
  );
}
