import { screen, waitFor, within } from '@testing-library/react';
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
  return { ...rendered, onChange, opener, menu: screen.getByRole('menu', { name: 'Display options' }) };
}

const optionNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitemcheckbox')
    .map((item) => item.textContent);

describe('display options', () => {
  it('shows a visitor the quick-market-trade option only (spec 000 §6)', async () => {
    const { menu } = await openMenu({ isVisitor: true, canSyncToApp: true });
    expect(optionNames(menu)).toEqual(['Quick market trade']);
    expect(within(menu).queryByRole('menuitem')).toBeNull();
  });

  it('shows a logged-in user every option, sync to app only where allowed', async () => {
    const { menu, unmount } = await openMenu({ isVisitor: false, canSyncToApp: false });
    const all = [
      'Quick market trade',
      'Trade info',
      'Show open orders',
      'Average buy price line',
      'Average sell price line',
      'Grid strategy lines',
    ];
    expect(optionNames(menu)).toEqual(all);
    unmount();
    const again = await openMenu({ isVisitor: false, canSyncToApp: true });
    expect(optionNames(again.menu)).toEqual([...all, 'Sync to app']);
  });

  it('reports each toggle as the whole new value, and stays open while options are ticked', async () => {
    const { user, onChange, menu } = await openMenu({ isVisitor: false, canSyncToApp: true });
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
      const item = within(menu).getByRole('menuitemcheckbox', { name });
      expect(item.getAttribute('aria-checked')).toBe(String(!next));
      await user.click(item);
      expect(onChange).toHaveBeenLastCalledWith({ ...VALUE, show: { ...VALUE.show, [key]: next } });
    }
    expect(screen.getByRole('menu', { name: 'Display options' })).toBe(menu);
  });

  it('offers the average-line day spans in submenus, a year and more in years', async () => {
    const { user, onChange, menu } = await openMenu({
      isVisitor: false,
      canSyncToApp: false,
      value: { ...VALUE, avgSellLineDays: 730 },
    });
    const sell = within(menu).getByRole('menuitem', { name: 'Average sell price over' });
    const describedBy = sell.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('2 years');

    await user.click(within(menu).getByRole('menuitem', { name: 'Average buy price over' }));
    const spans = screen.getByRole('menu', { name: 'Average buy price over' });
    expect(
      within(spans)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['7 days', '30 days', '60 days', '90 days', '180 days', '1 year', '2 years', '3 years']);
    expect(within(spans).getByRole('menuitemradio', { name: '7 days' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(within(spans).getByRole('menuitemradio', { name: '1 year' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...VALUE, avgSellLineDays: 730, avgBuyLineDays: 365 });
  });

  it('moves by keyboard, opens a span submenu with the arrow, and returns focus to its button', async () => {
    const { user, onChange, menu, opener } = await openMenu({ isVisitor: false, canSyncToApp: false });
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitemcheckbox', { name: 'Quick market trade' }),
    );
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitemcheckbox', { name: 'Grid strategy lines' }),
    );
    await user.keyboard('{ArrowUp}{ArrowRight}');
    const spans = screen.getByRole('menu', { name: 'Average sell price over' });
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...VALUE, avgSellLineDays: 1095 });
    // A span picked is a choice made: the whole menu closes, focus back on its button.
    expect(spans.isConnected).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with Escape (focus back on its button) and on a press outside it', async () => {
    const { user, opener } = await openMenu({ isVisitor: true, canSyncToApp: false });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await user.click(opener);
    expect(screen.getByRole('menu', { name: 'Display options' })).toBeDefined();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
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
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '1s' }));
  });
});
