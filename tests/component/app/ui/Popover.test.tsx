import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../../src/app/ui/Button';
import { DialogTrigger } from '../../../../src/app/ui/DialogTrigger';
import { Popover } from '../../../../src/app/ui/Popover';
import { renderKit } from './renderKit';

function Compare() {
  return (
    <>
      <button type="button">Elsewhere</button>
      <DialogTrigger>
        <Button>Compare</Button>
        <Popover label="Compare symbols">
          <input aria-label="Search" autoFocus />
          <button type="button">Add ETH/USDT</button>
        </Popover>
      </DialogTrigger>
    </>
  );
}

describe('kit Popover', () => {
  it('opens a named dialog under its button, focusing its autoFocus control; Tab stays inside', async () => {
    const { user } = renderKit(<Compare />);
    const opener = screen.getByRole('button', { name: 'Compare' });
    // react-aria leaves aria-haspopup off for dialogs: screen readers would announce a menu.
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await user.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Compare symbols' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add ETH/USDT' }));
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape, focus back on its button', async () => {
    const { user } = renderKit(<Compare />);
    const opener = screen.getByRole('button', { name: 'Compare' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // Enter on the focused button opens it again.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Compare symbols' })).toBeDefined();
  });

  it('closes on a press outside', async () => {
    const { user } = renderKit(<Compare />);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('dialog')).toBeDefined();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hangs from any element when controlled by the feature', async () => {
    function Anchored() {
      const anchor = useRef<HTMLSpanElement>(null);
      const [open, setOpen] = useState(true);
      return (
        <>
          <span ref={anchor}>anchor</span>
          <Popover label="Details" triggerRef={anchor} isOpen={open} onClose={() => setOpen(false)}>
            {(close) => (
              <button type="button" onClick={close}>
                Done
              </button>
            )}
          </Popover>
        </>
      );
    }
    const { user } = renderKit(<Anchored />);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull();
  });
});

describe('kit Popover: non-modal', () => {
  function Panel() {
    const trigger = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button ref={trigger} onPress={() => setOpen((was) => !was)}>
          Quick order
        </Button>
        <p role="status">Order placed</p>
        <button type="button">Elsewhere</button>
        {open && (
          <Popover
            label="Quick order panel"
            isNonModal
            triggerRef={trigger}
            isOpen
            onClose={() => setOpen(false)}
          >
            <input aria-label="Quantity" autoFocus />
          </Popover>
        )}
      </>
    );
  }

  it('leaves the page usable and audible, and closes with Escape and on a press outside', async () => {
    const { user } = renderKit(<Panel />);
    const trigger = screen.getByRole('button', { name: 'Quick order' });
    await user.click(trigger);
    // Focus moves in as the popover mounts (react-aria may defer it a frame): wait for it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Quantity' })),
    );
    // Nothing behind it is hidden from assistive technology.
    expect(screen.getByRole('status').textContent).toBe('Order placed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Quick order panel' })).toBeDefined();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(trigger);
    // As a person would, press outside once the popover is open and has taken focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Quantity' })),
    );
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Not pulled back to the trigger: the press outside decided where focus goes.
    expect(document.activeElement).not.toBe(trigger);
  });
});

describe('kit Popover: opened for a look', () => {
  /** Hover opens it without focus; a press on the trigger makes it an opening on purpose. */
  function Peek() {
    const trigger = useRef<HTMLButtonElement>(null);
    const [openedBy, setOpenedBy] = useState<'hover' | 'press' | undefined>(undefined);
    return (
      <>
        <Button
          ref={trigger}
          onHoverStart={() => setOpenedBy((was) => was ?? 'hover')}
          onPress={() => setOpenedBy('press')}
        >
          Markets
        </Button>
        <Popover
          label="Markets list"
          isNonModal
          triggerRef={trigger}
          isOpen={openedBy !== undefined}
          onClose={() => setOpenedBy(undefined)}
          focusOnOpen={openedBy === 'press'}
        >
          <button type="button">BTC/USDT</button>
        </Popover>
      </>
    );
  }

  it('leaves focus where it is until the trigger is pressed, then takes it', async () => {
    const { user } = renderKit(<Peek />);
    const trigger = screen.getByRole('button', { name: 'Markets' });
    await user.hover(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Markets list' });
    // The opening's effects have run (act flushes them): react-aria's Dialog took nothing.
    expect(document.activeElement).toBe(document.body);

    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Markets list' })).toBe(dialog);
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
