import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToolbar } from './renderToolbar';

async function openEditor(pinnedIntervals: Parameters<typeof renderToolbar>[0] = {}) {
  const rendered = renderToolbar(pinnedIntervals);
  const opener = screen.getByRole('button', { name: 'Edit pinned intervals' });
  await rendered.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Pinned intervals' });
  return { ...rendered, opener, dialog };
}

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });
const checkedNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .filter((input) => (input as HTMLInputElement).checked)
    .map((input) => input.getAttribute('aria-label'));

describe('pinned-intervals editor', () => {
  it('has a box for every interval, the pinned ones checked; Confirm applies the change', async () => {
    const { user, props, dialog } = await openEditor();
    // Modal: the page behind is hidden from assistive technology while it is open.
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(14);
    expect(checkedNames(dialog)).toEqual([
      '1 second',
      '15 minutes',
      '1 hour',
      '4 hours',
      '1 day',
      '1 week',
      '1 month',
    ]);

    await user.click(box(dialog, '1 minute'));
    await user.click(box(dialog, '1 second'));
    expect(props.onPinnedIntervals).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onPinnedIntervals).toHaveBeenCalledWith(['1m', '15m', '1h', '4h', '1d', '1w', '1M']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets to the default pinned intervals', async () => {
    const { user, props, dialog } = await openEditor({ pinnedIntervals: ['5m', '2h'] });
    expect(checkedNames(dialog)).toEqual(['5 minutes', '2 hours']);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(checkedNames(dialog)).toEqual([
      '1 second',
      '15 minutes',
      '1 hour',
      '4 hours',
      '1 day',
      '1 week',
      '1 month',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onPinnedIntervals).toHaveBeenCalledWith(['1s', '15m', '1h', '4h', '1d', '1w', '1M']);
  });

  it('discards changes on Cancel and on Escape, returning focus to the opener', async () => {
    const { user, props, dialog, opener } = await openEditor();
    await user.click(box(dialog, '3 minutes'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    const again = screen.getByRole('dialog', { name: 'Pinned intervals' });
    expect((box(again, '3 minutes') as HTMLInputElement).checked).toBe(false);
    await user.click(box(again, '3 minutes'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(props.onPinnedIntervals).not.toHaveBeenCalled();
  });

  it('keeps at least one interval pinned, and says so', async () => {
    const { user, props, dialog } = await openEditor({ pinnedIntervals: ['1h'], interval: '1h' });
    await user.click(box(dialog, '1 hour'));
    expect((box(dialog, '1 hour') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('Keep at least one interval pinned.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onPinnedIntervals).toHaveBeenCalledWith(['1h']);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openEditor();
    const first = box(dialog, '1 second');
    const last = within(dialog).getByRole('button', { name: 'Confirm' });
    // The dialog itself has focus first (its name is read out), then Tab reaches its first box.
    expect(document.activeElement).toBe(dialog);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(first);
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
