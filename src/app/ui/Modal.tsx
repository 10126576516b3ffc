import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import './pressableStyle';
import './Modal.css';

export interface ModalProps {
  /**
   * Controlled: omit it inside a `DialogTrigger` (the trigger opens it); pass `true` to open it while
   * mounted, as a feature that renders `{open && <Modal isOpen …>}` does.
   */
  isOpen?: boolean;
  /** Escape, an outside click (when dismissable) or a close button of its Dialog. */
  onClose?(): void;
  /**
   * Whether a click on the backdrop closes it. Yes for dialogs that only show or edit at once
   * (settings, details); no for a question that needs an answer (a confirmation).
   */
  isDismissable?: boolean;
  className?: string;
  /** A kit `Dialog`. */
  children: ReactNode;
}

/**
 * The modal layer: a backdrop over the page, which becomes inert; focus is kept inside, Escape
 * closes, focus goes back to what had it when it opened, and page scrolling is held.
 */
export function Modal({ isOpen, onClose, isDismissable = true, className, children }: ModalProps) {
  return (
    <ModalOverlay
      className="ui-modal-overlay"
      isDismissable={isDismissable}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onClose ? { onOpenChange: (open: boolean) => open || onClose() } : {})}
    >
      <AriaModal className={className ? `ui-modal ${className}` : 'ui-modal'}>{children}</AriaModal>
    </ModalOverlay>
  );
}
