import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderToolbar } from './renderToolbar';

describe('compare', () => {
  it('searches the offered symbols and adds one', async () => {
    const { user, props } = renderToolbar();
    const opener = screen.getByRole('button', { name: 'Compare' });
    await user.click(opener);
    const popover = screen.getByRole('dialog', { name: 'Compare with other symbols' });
    const search = within(popover).getByRole('searchbox', { name: 'Search symbols' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'eth');
    const offered = within(popover).getByRole('list', { name: 'Symbols' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ETH/USDT', 'ETH/BTC']);
    await user.click(within(offered).getByRole('button', { name: 'Add ETH/BTC' }));
    expect(props.onCompares).toHaveBeenCalledWith(['ETHBTC']);

    await user.clear(search);
    await user.type(search, 'xyz');
    expect(within(popover).getByText('No symbols match.')).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('lists the current compares, each removable, and does not offer them again', async () => {
    const { user, props } = renderToolbar({ compares: ['SOLUSDT', 'ETHUSDT'] });
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const popover = screen.getByRole('dialog', { name: 'Compare with other symbols' });
    expect(document.activeElement).toBe(within(popover).getByRole('searchbox', { name: 'Search symbols' }));
    const current = within(popover).getByRole('list', { name: 'Compared' });
    expect(
      within(current)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['SOL/USDT×', 'ETH/USDT×']);
    const offered = within(popover).getByRole('list', { name: 'Symbols' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ETH/BTC']);
    await user.click(within(current).getByRole('button', { name: 'Remove SOL/USDT' }));
    expect(props.onCompares).toHaveBeenCalledWith(['ETHUSDT']);
  });
});
