import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderToolbar } from './renderToolbar';

const toolbar = () => screen.getByRole('toolbar', { name: 'Chart tools' });

/** The text of what `element`'s aria-describedby points at (its accessible description). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('chart toolbar: intervals', () => {
  it('names each pinned interval button by what it shows, the long form as its tooltip', async () => {
    const { user, props } = renderToolbar({ interval: '1h' });
    const pinned = within(toolbar()).getByRole('group', { name: 'Pinned intervals' });
    const buttons = within(pinned).getAllByRole('button');
    // WCAG label in name: a voice user says what is seen ("15m"), so no aria-label hides it.
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(Array(7).fill(null));
    expect(buttons.map((button) => button.textContent)).toEqual(['1s', '15m', '1H', '4H', '1D', '1W', '1M']);
    expect(buttons.map((button) => button.title)).toEqual([
      '1 second',
      '15 minutes',
      '1 hour',
      '4 hours',
      '1 day',
      '1 week',
      '1 month',
    ]);
    expect(screen.getByRole('button', { name: '1H' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '4H' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: '4H' }));
    expect(props.onInterval).toHaveBeenCalledWith('4h');
  });

  it('lists every other interval in the dropdown and picks one', async () => {
    const { user, props } = renderToolbar({ interval: '1h' });
    const more = screen.getByRole('button', { name: 'More' });
    expect(descriptionOf(more)).toBe('More intervals');
    expect(more.getAttribute('aria-haspopup')).toBe('true');
    await user.click(more);
    const menu = screen.getByRole('menu', { name: 'More intervals' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(Array(7).fill('false'));
    const item = within(menu).getByRole('menuitemradio', { name: '1m' });
    expect(descriptionOf(item)).toBe('1 minute');

    await user.click(within(menu).getByRole('menuitemradio', { name: '2H' }));
    expect(props.onInterval).toHaveBeenCalledWith('2h');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(more));
  });

  it('shows the current interval on the dropdown when it is not pinned, checked in the menu', async () => {
    const { user, props } = renderToolbar({ interval: '30m' });
    const more = screen.getByRole('button', { name: '30m' });
    expect(descriptionOf(more)).toBe('Interval 30 minutes, more intervals');
    for (const button of within(screen.getByRole('group', { name: 'Pinned intervals' })).getAllByRole(
      'button',
    )) {
      expect(button.getAttribute('aria-pressed')).toBe('false');
    }
    // Keyboard: Down opens on the checked item, arrows move, Enter picks.
    more.focus();
    await user.keyboard('{ArrowDown}');
    const checked = screen.getByRole('menuitemradio', { name: '30m' });
    expect(checked.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(checked);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(props.onInterval).toHaveBeenCalledWith('2h');
  });

  it('closes the dropdown with Escape and returns focus to its button', async () => {
    const { user, props } = renderToolbar({ interval: '1h' });
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(more));
    expect(props.onInterval).not.toHaveBeenCalled();
  });
});

describe('chart toolbar: chart type, mode, views', () => {
  it('chooses a chart type from its dropdown', async () => {
    const { user, props } = renderToolbar({ chartType: 'candle' });
    await user.click(screen.getByRole('button', { name: 'Chart type: Candles' }));
    const menu = screen.getByRole('menu', { name: 'Chart type' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Bars', 'Candles', 'Line', 'Area', 'Heikin-Ashi', 'Hollow candles', 'Baseline']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Heikin-Ashi' }));
    expect(props.onChartType).toHaveBeenCalledWith('heikinAshi');
  });

  it('reports simple, pro and depth', async () => {
    const { user, props } = renderToolbar({ mode: 'pro' });
    const group = screen.getByRole('group', { name: 'Chart mode' });
    expect(within(group).getByRole('button', { name: 'Pro' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(group).getByRole('button', { name: 'Depth' }));
    await user.click(within(group).getByRole('button', { name: 'Simple' }));
    expect(props.onMode).toHaveBeenNthCalledWith(1, 'depth');
    expect(props.onMode).toHaveBeenNthCalledWith(2, 'simple');
  });

  it('shows Chart and Trade analysis as tabs, the analysis one only when allowed', async () => {
    const { user, props, unmount } = renderToolbar({ view: 'chart', viewPanelId: 'chart-panel' });
    const tabs = screen.getByRole('tablist', { name: 'Chart views' });
    const chart = within(tabs).getByRole('tab', { name: 'Chart' });
    expect(chart.getAttribute('aria-selected')).toBe('true');
    expect(chart.getAttribute('aria-controls')).toBe('chart-panel');
    await user.click(within(tabs).getByRole('tab', { name: 'Trade analysis' }));
    expect(props.onView).toHaveBeenCalledWith('analysis');
    unmount();

    renderToolbar({ showAnalysis: false });
    expect(screen.queryByRole('tab', { name: 'Trade analysis' })).toBeNull();
  });
});

describe('chart toolbar: buttons and keyboard', () => {
  it('calls back for screenshot and settings, and toggles full screen', async () => {
    const { user, props, unmount } = renderToolbar({ fullScreen: false });
    await user.click(screen.getByRole('button', { name: 'Screenshot' }));
    await user.click(screen.getByRole('button', { name: 'Chart settings' }));
    const fullScreen = screen.getByRole('button', { name: 'Full screen' });
    expect(fullScreen.getAttribute('aria-pressed')).toBe('false');
    await user.click(fullScreen);
    expect(props.onScreenshot).toHaveBeenCalledTimes(1);
    expect(props.onSettings).toHaveBeenCalledTimes(1);
    expect(props.onFullScreen).toHaveBeenCalledWith(true);
    unmount();

    const again = renderToolbar({ fullScreen: true });
    const pressed = screen.getByRole('button', { name: 'Full screen' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await again.user.click(pressed);
    expect(again.props.onFullScreen).toHaveBeenCalledWith(false);
  });

  it('is one Tab stop; arrows, Home and End move between its controls', async () => {
    const { user } = renderToolbar({ interval: '1h', showAnalysis: false });
    await user.tab();
    const first = screen.getByRole('button', { name: '1s' });
    expect(document.activeElement).toBe(first);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '15m' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Full screen' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chart settings' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{End}');
    // Tab leaves the toolbar (nothing after it here); coming back lands on the control used last.
    await user.tab();
    expect(toolbar().contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Full screen' }));
  });

  it('mirrors its arrows in a right-to-left language', async () => {
    const { user } = renderToolbar({ showAnalysis: false }, { locale: 'ar-SA' });
    screen.getByRole('button', { name: '1s' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '15m' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '1s' }));
  });

  it('shows no scroll arrows when nothing overflows', () => {
    renderToolbar();
    expect(screen.queryByRole('button', { name: 'Scroll chart tools forward' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scroll chart tools back' })).toBeNull();
  });

  it('shows scroll arrows past 10 px of overflow, and they scroll the tools', async () => {
    // jsdom lays nothing out: the track's sizes are stubbed (every element reads the same here).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(610);
    const { unmount } = renderToolbar();
    expect(screen.queryByRole('button', { name: 'Scroll chart tools forward' })).toBeNull();
    unmount();

    scrollWidth.mockReturnValue(611);
    const { user } = renderToolbar();
    const forward = screen.getByRole('button', { name: 'Scroll chart tools forward' });
    const back = screen.getByRole('button', { name: 'Scroll chart tools back' });
    expect(back).toHaveProperty('disabled', true);
    await user.click(forward);
    expect(toolbar().scrollLeft).toBeGreaterThan(0);
    expect(back).toHaveProperty('disabled', false);
  });
});
