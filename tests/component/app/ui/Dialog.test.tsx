import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../../src/app/ui/Button';
import { Dialog } from '../../../../src/app/ui/Dialog';
import { DialogTrigger } from '../../../../src/app/ui/DialogTrigger';
import { Modal } from '../../../../src/app/ui/Modal';
import { renderKit } from './renderKit';

/** A feature's usual shape: state in the feature, the modal mounted while open. */
function Controlled({ isDismissable, onClose }: { isDismissable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      {open && (
        <Modal
          isOpen
          {...(isDismissable !== undefined ? { isDismissable } : {})}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <Dialog title="Settings">
            {(close) => (
              <>
                <label>
                  Log scale <input type="checkbox" />
                </label>
                <button type="button" onClick={close}>
                  Done
                </button>
              </>
            )}
          </Dialog>
        </Modal>
      )}
    </>
  );
}

describe('kit Modal + Dialog', () => {
  it('is a modal dialog named by its heading, with focus inside and Tab kept there', async () => {
    const { user } = renderKit(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeDefined();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // The page behind is out of reach for assistive technology while it is open.
    expect(screen.queryByRole('button', { name: 'Before' })).toBeNull();
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user } = renderKit(<Controlled onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its × button (named Close) and with the close its content gets', async () => {
    const { user } = renderKit(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on a press outside when dismissable, and not when it asks a question', async () => {
    const { user, unmount } = renderKit(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const backdrop = screen.getByRole('dialog').closest('.ui-modal-overlay');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    const again = renderKit(<Controlled isDismissable={false} />);
    await again.user.click(screen.getByRole('button', { name: 'Open settings' }));
    await again.user.click(screen.getByRole('dialog').closest('.ui-modal-overlay') as Element);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeDefined();
  });

  it('opens from a DialogTrigger and says so on its button; alertdialog for questions', async () => {
    const { user } = renderKit(
      <DialogTrigger>
        <Button>Cancel order</Button>
        <Modal isDismissable={false}>
          <Dialog title="Cancel this order?" role="alertdialog" showClose={false}>
            {(close) => (
              <button type="button" onClick={close}>
                No
              </button>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    const opener = screen.getByRole('button', { name: 'Cancel order' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await user.click(opener);
    expect(screen.getByRole('alertdialog', { name: 'Cancel this order?' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('names its close button in the page language', async () => {
    const { user } = renderKit(<Controlled />, { locale: 'ar-SA' });
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeDefined();
  });
});
