import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../../src/app/ui/ConfirmDialog';
import { renderKit } from './renderKit';

function renderConfirm(focus?: 'confirm' | 'cancel') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const { user } = renderKit(
    <ConfirmDialog
      title="Confirm order"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...(focus ? { focus } : {})}
    >
      <p>Buy 0.001 BTC at 60,000.00</p>
    </ConfirmDialog>,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm order' });
  return { user, dialog, onConfirm, onCancel };
}

describe('kit ConfirmDialog', () => {
  it('focuses Confirm; a held-down Enter confirms nothing, a fresh press confirms once', async () => {
    const { user, onConfirm } = renderConfirm();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    await user.keyboard('{Enter>3/}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('answers Escape as Cancel and ignores a press outside', async () => {
    const { user, onCancel, onConfirm } = renderConfirm('cancel');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    // The caller keeps it open here: a press outside is no answer.
    await user.click(document.body);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
