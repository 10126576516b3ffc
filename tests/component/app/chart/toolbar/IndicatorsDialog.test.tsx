import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToolbar } from './renderToolbar';

async function openIndicators(overrides: Parameters<typeof renderToolbar>[0] = {}) {
  const rendered = renderToolbar(overrides);
  const opener = screen.getByRole('button', { name: 'Indicators' });
  await rendered.user.click(opener);
  return { ...rendered, opener, dialog: screen.getByRole('dialog', { name: 'Indicators' }) };
}

const item = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('indicators dialog', () => {
  it('lists the chart indicators with their settings; an edit applies on Confirm', async () => {
    const { user, props, dialog } = await openIndicators();
    const slowMa = within(item(dialog, 'Indicator 2: MA')).getByLabelText('Period');
    expect((slowMa as HTMLInputElement).value).toBe('25');
    expect(
      (within(item(dialog, 'Indicator 3: VOL')).getByLabelText('Average period') as HTMLInputElement).value,
    ).toBe('5');
    await user.clear(slowMa);
    await user.type(slowMa, '99');
    expect(props.onIndicators).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onIndicators).toHaveBeenCalledWith([
      { kind: 'MA', period: 7 },
      { kind: 'MA', period: 99 },
      { kind: 'VOL', maPeriod: 5 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds each kind with its usual settings and removes one', async () => {
    const { user, props, dialog } = await openIndicators({ indicators: [{ kind: 'MA', period: 7 }] });
    for (const kind of ['EMA', 'BOLL', 'VOL', 'MACD', 'RSI']) {
      await user.click(within(dialog).getByRole('button', { name: `Add ${kind}` }));
    }
    const boll = item(dialog, 'Indicator 3: BOLL');
    expect((within(boll).getByLabelText('Band width (standard deviations)') as HTMLInputElement).value).toBe(
      '2',
    );
    await user.clear(within(boll).getByLabelText('Band width (standard deviations)'));
    await user.type(within(boll).getByLabelText('Band width (standard deviations)'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Remove indicator 1: MA' }));
    // Numbering follows the list: the EMA is the first now.
    expect(item(dialog, 'Indicator 1: EMA')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onIndicators).toHaveBeenCalledWith([
      { kind: 'EMA', period: 12 },
      { kind: 'BOLL', period: 20, multiplier: 2.5 },
      { kind: 'VOL', maPeriod: 5 },
      { kind: 'MACD', fast: 12, slow: 26, signal: 9 },
      { kind: 'RSI', period: 14 },
    ]);
  });

  it('shows an inline error for an invalid setting and does not apply it', async () => {
    const { user, props, dialog } = await openIndicators({
      indicators: [
        { kind: 'BOLL', period: 20, multiplier: 2 },
        { kind: 'MACD', fast: 12, slow: 26, signal: 9 },
      ],
    });
    const multiplier = within(item(dialog, 'Indicator 1: BOLL')).getByLabelText(
      'Band width (standard deviations)',
    );
    await user.clear(multiplier);
    await user.type(multiplier, '12');
    expect(multiplier.getAttribute('aria-invalid')).toBe('true');
    const errorId = multiplier.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Enter a number above 0, at most 10.');

    const fast = within(item(dialog, 'Indicator 2: MACD')).getByLabelText('Fast period');
    await user.clear(fast);
    await user.type(fast, '30');
    expect(document.getElementById(fast.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The fast period must be shorter than the slow period.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onIndicators).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert').textContent).toBe('Fix the marked settings first.');
    expect(document.activeElement).toBe(multiplier);

    await user.clear(multiplier);
    await user.type(multiplier, '3');
    await user.clear(fast);
    await user.type(fast, '0');
    expect(document.getElementById(fast.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a whole number from 1 to 200.',
    );
    await user.clear(fast);
    await user.type(fast, '10');
    expect(fast.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(props.onIndicators).toHaveBeenCalledWith([
      { kind: 'BOLL', period: 20, multiplier: 3 },
      { kind: 'MACD', fast: 10, slow: 26, signal: 9 },
    ]);
  });

  it('discards edits on Cancel, traps Tab, and returns focus to its button on Escape', async () => {
    const { user, props, dialog, opener } = await openIndicators({
      indicators: [{ kind: 'RSI', period: 14 }],
    });
    const period = within(item(dialog, 'Indicator 1: RSI')).getByLabelText('Period');
    // The dialog itself has focus first (its name is read out), then Tab reaches its first field.
    expect(document.activeElement).toBe(dialog);
    await user.tab();
    expect(document.activeElement).toBe(period);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.tab();
    expect(document.activeElement).toBe(period);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    const again = screen.getByRole('dialog', { name: 'Indicators' });
    await user.click(within(again).getByRole('button', { name: 'Remove indicator 1: RSI' }));
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(props.onIndicators).not.toHaveBeenCalled();
  });
});
