import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DisplayOptionsMenu,
  type DisplayOptions,
} from '../../../../../src/app/features/chart/toolbar/DisplayOptionsMenu';
import { DEFAULT_CHART_SETTINGS } from '../../../../../src/shared/protocol/chartSettings';
import { renderToolbar, renderWithI18n } from './renderToolbar';

const VALUE: DisplayOptions = {
  show: DEFAULT_CHART_SETTINGS.show,
  avgBuyLineDays: 7,
  avgSellLineDays: 7,
};

async function openMenu(props: { isVisitor: boolean; canSyncToApp: boolean; value?: DisplayOptions }) {
  const onChange = vi.fn();
  const rendered = renderWithI18n(
    <DisplayOptionsMenu
      value={props.value ?? VALUE}
      onChange={onChange}
      isVisitor={props.isVisitor}
      canSyncToApp={props.canSyncToApp}
    />,
  );
  const opener = screen.getByRole('button', { name: 'Display options' });
  await rendered.user.click(opener);
  return { ...rendered, onChange, opener, popover: screen.getByRole('dialog', { name: 'Display options' }) };
}

const boxNames = (popover: HTMLElement) =>
  within(popover)
    .getAllByRole('checkbox')
    .map((box) => box.parentElement?.textContent?.trim());

describe('display options', () => {
  it('shows a visitor the quick-market-trade option only (spec 000 §6)', async () => {
    const { popover } = await openMenu({ isVisitor: true, canSyncToApp: true });
    expect(boxNames(popover)).toEqual(['Quick market trade']);
    expect(within(popover).queryByRole('combobox')).toBeNull();
  });

  it('shows a logged-in user every option, sync to app only where allowed', async () => {
    const { popover, unmount } = await openMenu({ isVisitor: false, canSyncToApp: false });
    const all = [
      'Quick market trade',
      'Trade info',
      'Show open orders',
      'Average buy price line',
      'Average sell price line',
      'Grid strategy lines',
    ];
    expect(boxNames(popover)).toEqual(all);
    unmount();
    const again = await openMenu({ isVisitor: false, canSyncToApp: true });
    expect(boxNames(again.popover)).toEqual([...all, 'Sync to app']);
  });

  it('reports each toggle as the whole new value', async () => {
    const { user, onChange, popover } = await openMenu({ isVisitor: false, canSyncToApp: true });
    const toggles = [
      ['Quick market trade', 'trade', true],
      ['Trade info', 'dealHistory', false],
      ['Show open orders', 'entrust', false],
      ['Average buy price line', 'avgBuyLine', true],
      ['Average sell price line', 'avgSellLine', true],
      ['Grid strategy lines', 'grid', false],
      ['Sync to app', 'syncToApp', true],
    ] as const;
    for (const [name, key, next] of toggles) {
      const box = within(popover).getByRole('checkbox', { name });
      expect((box as HTMLInputElement).checked).toBe(!next);
      await user.click(box);
      expect(onChange).toHaveBeenLastCalledWith({ ...VALUE, show: { ...VALUE.show, [key]: next } });
    }
  });

  it('offers the average-line day spans, a year and more in years', async () => {
    const { user, onChange, popover } = await openMenu({
      isVisitor: false,
      canSyncToApp: false,
      value: { ...VALUE, avgSellLineDays: 730 },
    });
    const buy = within(popover).getByRole('combobox', { name: 'Average buy price over' });
    expect(
      within(buy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['7 days', '30 days', '60 days', '90 days', '180 days', '1 year', '2 years', '3 years']);
    const sell = within(popover).getByRole('combobox', { name: 'Average sell price over' });
    expect((sell as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('2 years');
    await user.selectOptions(buy, '1 year');
    expect(onChange).toHaveBeenLastCalledWith({ ...VALUE, avgSellLineDays: 730, avgBuyLineDays: 365 });
    await user.selectOptions(sell, '3 years');
    expect(onChange).toHaveBeenLastCalledWith({ ...VALUE, avgSellLineDays: 1095 });
  });

  it('keeps Tab inside, and Escape closes it and returns focus to its button', async () => {
    const { user, popover, opener } = await openMenu({ isVisitor: false, canSyncToApp: false });
    const first = within(popover).getByRole('checkbox', { name: 'Quick market trade' });
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(
      within(popover).getByRole('checkbox', { name: 'Grid strategy lines' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a press outside it, leaving focus where the press put it', async () => {
    const { user } = await openMenu({ isVisitor: true, canSyncToApp: false });
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('joins the arrow-key navigation of the toolbar it is placed in', async () => {
    const { user } = renderToolbar({
      children: (
        <DisplayOptionsMenu value={VALUE} onChange={vi.fn()} isVisitor={false} canSyncToApp={false} />
      ),
    });
    screen.getByRole('button', { name: 'Full screen' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Display options' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '1 second' }));
  });
});
