import { Dialog, type DialogProps } from './Dialog';
import { Modal, type ModalProps } from './Modal';

export type ModalDialogProps = Omit<ModalProps, 'children' | 'className'> & DialogProps;

/**
 * A `Dialog` in a `Modal`, the shape every modal of a feature takes:
 * `<ModalDialog isOpen title onClose isDismissable>…</ModalDialog>`, or without `isOpen` inside a
 * `DialogTrigger`. See Modal and Dialog for the behaviour.
 */
export function ModalDialog({ isOpen, onClose, isDismissable, ...dialog }: ModalDialogProps) {
  return (
    <Modal
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onClose ? { onClose } : {})}
      {...(isDismissable !== undefined ? { isDismissable } : {})}
    >
      <Dialog {...dialog} />
    </Modal>
  );
}
