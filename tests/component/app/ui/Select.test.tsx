import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Key } from 'react-aria-components/Collection';
import { ListBoxItem } from '../../../../src/app/ui/ListBox';
import { Select } from '../../../../src/app/ui/Select';
import { renderKit } from './renderKit';

const ROUTES = [
  { id: 'auto', name: 'Automatic', latency: '42 ms' },
  { id: 'r1', name: 'Route 1', latency: '88 ms' },
  { id: 'r2', name: 'Route 2', latency: '120 ms' },
];

function RoutePicker({ onChange }: { onChange(key: Key | null): void }) {
  const [value, setValue] = useState<Key | null>('auto');
  return (
    <>
      <button type="button">Elsewhere</button>
      <Select
        label="Access route"
        value={value}
        onChange={(key) => {
          setValue(key);
          onChange(key);
        }}
        items={ROUTES}
      >
        {(route) => (
          <ListBoxItem id={route.id} textValue={route.name} description={route.latency}>
            {route.name}
          </ListBoxItem>
        )}
      </Select>
    </>
  );
}

const button = () => screen.getByRole('button', { name: /Access route/ });

describe('kit Select', () => {
  it('is a labelled button showing the chosen option; a click opens the options, one picks', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<RoutePicker onChange={onChange} />);
    expect(button().textContent).toContain('Automatic');
    await user.click(button());
    const list = screen.getByRole('listbox', { name: 'Access route' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const second = within(list).getByRole('option', { name: 'Route 1' });
    expect(document.getElementById(second.getAttribute('aria-describedby') ?? '')?.textContent).toBe('88 ms');
    await user.click(second);
    expect(onChange).toHaveBeenCalledWith('r1');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button().textContent).toContain('Route 1');
    await waitFor(() => expect(document.activeElement).toBe(button()));
  });

  it('opens by keyboard on the chosen option; arrows move, Enter picks', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<RoutePicker onChange={onChange} />);
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Automatic' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('r2');
  });

  it('closes with Escape (focus back on the button) and on a press outside, choosing nothing', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(<RoutePicker onChange={onChange} />);
    await user.click(button());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button()));

    await user.click(button());
    expect(screen.getByRole('listbox')).toBeDefined();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves to the option whose name starts with what is typed, for options given as plain text', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { user } = renderKit(
      <Select label="Executes as" value="LIMIT" onChange={() => {}}>
        <ListBoxItem id="LIMIT">Limit</ListBoxItem>
        <ListBoxItem id="MARKET">Market</ListBoxItem>
      </Select>,
    );
    await user.click(screen.getByRole('button', { name: /Executes as/ }));
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Limit' }));
    await user.keyboard('m');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Market' }));
    // react-aria names what it misses: an option it cannot read as text.
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/textValue/);
  });
});
