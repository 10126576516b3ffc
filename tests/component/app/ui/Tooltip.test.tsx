import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS } from '../../../../src/app/ui/Tooltip';
import { renderKit } from './renderKit';

function renderTooltip() {
  renderKit(
    <>
      <button type="button">before</button>
      <Tooltip label="Takes a picture of the chart">
        <button type="button">Screenshot</button>
      </Tooltip>
    </>,
  );
  return {
    trigger: screen.getByRole('button', { name: 'Screenshot' }),
    before: screen.getByRole('button', { name: 'before' }),
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// user-event waits on timers that vitest's fake timers hold, so the events go in through fireEvent.
describe('kit Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // react-aria's warm-up is global: let it cool down so one test's tooltip does not skip the next's delay.
    advance(10_000);
    vi.useRealTimers();
  });

  it('shows on hover after the delay, describes its trigger, and hides when the pointer leaves', () => {
    const { trigger } = renderTooltip();
    fireEvent.pointerMove(document.body, { pointerType: 'mouse' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    advance(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Takes a picture of the chart');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    advance(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows at once on keyboard focus; Escape hides it and leaves focus on the trigger', () => {
    const { trigger, before } = renderTooltip();
    act(() => before.focus());
    fireEvent.keyDown(before, { key: 'Tab' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Takes a picture of the chart');
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('hides when focus leaves', () => {
    const { trigger, before } = renderTooltip();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => before.focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
