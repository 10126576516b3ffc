import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../../src/app/ui/Button';
import { Menu, MenuItem, MenuTrigger, SubmenuTrigger } from '../../../../src/app/ui/Menu';
import { renderKit } from './renderKit';

const TYPES = ['Bars', 'Candles', 'Line'] as const;

function ChartType({ onPick }: { onPick(type: string): void }) {
  const [type, setType] = useState<string>('Candles');
  return (
    <MenuTrigger>
      <Button>Chart type</Button>
      <Menu
        label="Chart types"
        selectionMode="single"
        selectedKeys={[type]}
        onAction={(key) => {
          setType(String(key));
          onPick(String(key));
        }}
      >
        {TYPES.map((option) => (
          <MenuItem key={option} id={option}>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

describe('kit Menu', () => {
  it('lists single choices as menuitemradio, the current one checked, and picks by click', async () => {
    const onPick = vi.fn();
    const { user } = renderKit(<ChartType onPick={onPick} />);
    const opener = screen.getByRole('button', { name: 'Chart type' });
    expect(opener.getAttribute('aria-haspopup')).toBe('true');
    await user.click(opener);
    const menu = screen.getByRole('menu', { name: 'Chart types' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Bars', 'Candles', 'Line']);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Line' }));
    expect(onPick).toHaveBeenCalledWith('Line');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opens by keyboard on the checked item; arrows, Home and End move; Enter picks', async () => {
    const onPick = vi.fn();
    const { user } = renderKit(<ChartType onPick={onPick} />);
    screen.getByRole('button', { name: 'Chart type' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Candles' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Line' }));
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Line' }));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Candles');
  });

  it('closes with Escape and with a press outside, focus back on its button after Escape', async () => {
    const onPick = vi.fn();
    const { user } = renderKit(<ChartType onPick={onPick} />);
    const opener = screen.getByRole('button', { name: 'Chart type' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    expect(screen.getByRole('menu')).toBeDefined();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('has checkbox items for multiple choices, and stays open while they are ticked', async () => {
    function Options() {
      const [shown, setShown] = useState<Set<string>>(new Set(['trade']));
      return (
        <MenuTrigger>
          <Button>Display</Button>
          <Menu
            label="Display options"
            selectionMode="multiple"
            selectedKeys={shown}
            onSelectionChange={(keys) => setShown(new Set([...keys].map(String)))}
          >
            <MenuItem id="trade">Quick trade</MenuItem>
            <MenuItem id="orders">Open orders</MenuItem>
          </Menu>
        </MenuTrigger>
      );
    }
    const { user } = renderKit(<Options />);
    await user.click(screen.getByRole('button', { name: 'Display' }));
    const orders = screen.getByRole('menuitemcheckbox', { name: 'Open orders' });
    expect(screen.getByRole('menuitemcheckbox', { name: 'Quick trade' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(orders.getAttribute('aria-checked')).toBe('false');
    await user.click(orders);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Open orders' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('names an item by its visible text and describes it with the long form', async () => {
    const { user } = renderKit(
      <MenuTrigger>
        <Button>More intervals</Button>
        <Menu label="More intervals" selectionMode="single" selectedKeys={['3m']}>
          <MenuItem id="3m" textValue="3m" description="3 minutes">
            3m
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'More intervals' }));
    const item = screen.getByRole('menuitemradio', { name: '3m' });
    const describedBy = item.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('3 minutes');
  });
});

describe('kit Menu: submenus', () => {
  function Lines({ onDays }: { onDays(days: string): void }) {
    const [days, setDays] = useState('7');
    return (
      <MenuTrigger>
        <Button>Lines</Button>
        <Menu label="Lines" selectionMode="multiple" selectedKeys={['avg']}>
          <MenuItem id="avg">Average line</MenuItem>
          <SubmenuTrigger>
            <MenuItem id="avgDays" textValue="Average over" description={`${days} days`}>
              Average over
            </MenuItem>
            <Menu
              label="Average over"
              selectionMode="single"
              selectedKeys={[days]}
              onAction={(key) => {
                setDays(String(key));
                onDays(String(key));
              }}
            >
              <MenuItem id="7">7 days</MenuItem>
              <MenuItem id="30">30 days</MenuItem>
            </Menu>
          </SubmenuTrigger>
        </Menu>
      </MenuTrigger>
    );
  }

  it('opens a submenu with the arrow toward the reading end, and picks in it', async () => {
    const onDays = vi.fn();
    const { user } = renderKit(<Lines onDays={onDays} />);
    await user.click(screen.getByRole('button', { name: 'Lines' }));
    const trigger = screen.getByRole('menuitem', { name: 'Average over' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{ArrowRight}');
    const submenu = screen.getByRole('menu', { name: 'Average over' });
    expect(within(submenu).getByRole('menuitemradio', { name: '7 days' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(within(submenu).getByRole('menuitemradio', { name: '30 days' }));
    expect(onDays).toHaveBeenCalledWith('30');
  });

  it('mirrors the submenu arrows in a right-to-left language', async () => {
    const { user } = renderKit(<Lines onDays={vi.fn()} />, { locale: 'ar-SA' });
    await user.click(screen.getByRole('button', { name: 'Lines' }));
    screen.getByRole('menuitem', { name: 'Average over' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('menu', { name: 'Average over' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('menu', { name: 'Average over' })).toBeDefined();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Average over' })).toBeNull());
    expect(screen.getByRole('menu', { name: 'Lines' })).toBeDefined();
  });
});
