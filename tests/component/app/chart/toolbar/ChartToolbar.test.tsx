import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderToolbar } from './renderToolbar';

const toolbar = () => screen.getByRole('toolbar', { name: 'Chart tools' });

describe('chart toolbar: intervals', () => {
  it('shows the pinned intervals as buttons named unambiguously, the current one pressed', async () => {
    const { user, props } = renderToolbar({ interval: '1h' });
    const pinned = within(toolbar()).getByRole('group', { name: 'Pinned intervals' });
    const names = within(pinned)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['1 second', '15 minutes', '1 hour', '4 hours', '1 day', '1 week', '1 month']);
    expect(screen.getByRole('button', { name: '1 month' }).textContent).toBe('1M');
    expect(screen.getByRole('button', { name: '1 hour' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '4 hours' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: '4 hours' }));
    expect(props.onInterval).toHaveBeenCalledWith('4h');
  });

  it('lists every other interval in the dropdown and picks one', async () => {
    const { user, props } = renderToolbar({ interval: '1h' });
    const more = screen.getByRole('button', { name: 'More intervals' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(more);
    const menu = screen.getByRole('menu', { name: 'More intervals' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['1m', '3m', '5m', '30m', '2H', '6H', '12H']);
    expect(within(menu).getByRole('menuitemradio', { name: '1 minute' })).toBeDefined();

    await user.click(within(menu).getByRole('menuitemradio', { name: '2 hours' }));
    expect(props.onInterval).toHaveBeenCalledWith('2h');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('labels the dropdown with the current interval when it is not pinned, checked in the menu', async () => {
    const { user, props } = renderToolbar({ interval: '30m' });
    const more = screen.getByRole('button', { name: 'Interval 30 minutes, more intervals' });
    expect(more.textContent).toBe('30m');
    for (const button of within(screen.getByRole('group', { name: 'Pinned intervals' })).getAllByRole(
      'button',
    )) {
      expect(button.getAttribute('aria-pressed')).toBe('false');
    }
    // Keyboard: Down opens on the checked item, arrows move, Enter picks.
    more.focus();
    await user.keyboard('{ArrowDown}');
    const checked = screen.getByRole('menuitemradio', { name: '30 minutes' });
    expect(checked.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(checked);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(props.onInterval).toHaveBeenCalledWith('2h');
  });

  it('closes the dropdown with Escape and returns focus to its button', async () => {
    const { user, props } = renderToolbar();
    const more = screen.getByRole('button', { name: /more intervals/ });
    await user.click(more);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
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
    const first = screen.getByRole('button', { name: '1 second' });
    expect(document.activeElement).toBe(first);
    const stops = within(toolbar())
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(stops).toEqual([first]);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '15 minutes' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Full screen' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Full screen' }));
    // The last control visited is the Tab stop when focus comes back.
    await user.tab({ shift: true });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Full screen' }));
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
