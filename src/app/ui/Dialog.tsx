import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { useTranslation } from 'react-i18next';
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
  className?: string;
}

/**
 * A dialog's content: an h2 heading that names it, an optional × close button, and the body. Put it in
 * a kit `Modal` (modal) or a kit `Popover` (anchored); they open, close and return focus.
 */
export function Dialog({ title, children, role = 'dialog', showClose = true, className }: DialogProps) {
  const { t } = useTranslation();
  return (
    <AriaDialog role={role} className={className ? `ui-dialog ${className}` : 'ui-dialog'}>
      {({ close }) => (
        <>
          <div className="ui-dialog__header">
            <Heading slot="title" className="ui-dialog__title">
              {title}
            </Heading>
            {showClose && (
              <Button slot="close" className="ui-dialog__close" aria-label={t('ui.close')}>
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          {typeof children === 'function' ? children(close) : children}
        </>
      )}
    </AriaDialog>
  );
}
