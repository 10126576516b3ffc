import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModifyHintDialog } from '../../../../src/app/features/orders/ModifyHintDialog';
import { renderKit } from '../ui/renderKit';

describe('ModifyHintDialog (spec 000 §4 hint dialog)', () => {
  it('asks about a quantity equal to the executed one, Keep focused, in the locale’s notation', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderKit(
      <ModifyHintDialog
        hint={{ quantity: '1234.5', coin: 'BTC' }}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Quantity equals the filled quantity' });
    expect(dialog.textContent).toContain(
      'The new quantity 1,234.5 BTC is what has already been filled. Modify anyway?',
    );
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Keep the old quantity' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Modify' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
