import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewMode } from '../../../../src/app/features/layout/useViewMode';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';
import { setViewportWidth, stubGridEnvironment } from './gridHarness';

setupMswExchange();
stubGridEnvironment(() => 1300);

const SLOW = { timeout: 30_000 };

describe('mobile view', () => {
  it(
    'at 480 px shows one column: the chart, order book and trades as tabs, the trading rules, then the orders',
    SLOW,
    async () => {
      setViewportWidth(480);
      renderApp('/en/trade/spot/BTC/USDT');
      const tabs = await screen.findByRole('tablist', { name: 'Market data' }, { timeout: 10_000 });
      expect(screen.queryByRole('button', { name: 'Reset layout' })).toBeNull();
      const chart = screen.getByRole('region', { name: 'Chart' });
      expect(
        chart.compareDocumentPosition(screen.getByRole('region', { name: 'Order book' })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      const rules = screen.getByRole('region', { name: 'Trading rules' });
      expect(
        rules.compareDocumentPosition(screen.getByRole('region', { name: 'Orders and positions' })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();

      const bookTab = within(tabs).getByRole('tab', { name: 'Order book' });
      expect(bookTab.getAttribute('aria-selected')).toBe('true');
      // The panel grows with its rows on a phone: a set share of them, 10 a side stacked.
      const book = screen.getByRole('region', { name: 'Order book' });
      for (const side of ['Buy orders', 'Sell orders'])
        await waitFor(() =>
          expect(within(within(book).getByRole('rowgroup', { name: side })).getAllByRole('row')).toHaveLength(
            10,
          ),
        );
      expect(
        within(screen.getByRole('tabpanel', { name: 'Order book' })).getByRole('group', {
          name: 'Book layout',
        }),
      ).toBeTruthy();

      await userEvent.click(within(tabs).getByRole('tab', { name: 'Latest trades' }));
      expect(
        within(screen.getByRole('tabpanel', { name: 'Latest trades' })).getByRole('table', {
          name: 'Latest trades',
        }),
      ).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Latest trades' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Order book' })).toBeNull();

      await userEvent.keyboard('{ArrowLeft}');
      expect(document.activeElement).toBe(bookTab);
      expect(bookTab.getAttribute('aria-selected')).toBe('true');
    },
  );

  it('at 501 px shows the desktop grid', SLOW, async () => {
    setViewportWidth(501);
    renderApp('/en/trade/spot/BTC/USDT');
    expect(await screen.findByRole('button', { name: 'Reset layout' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Chart' })).toBeTruthy();
  });
});

describe('useViewMode', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads 100 ms after the viewport settles across 500 px, and not while it stays on its side', () => {
    vi.useFakeTimers();
    setViewportWidth(1200);
    const reload = vi.fn();
    const { result } = renderHook(() => useViewMode(reload));
    expect(result.current).toBe('desktop');

    act(() => setViewportWidth(800));
    act(() => vi.advanceTimersByTime(500));
    expect(reload).not.toHaveBeenCalled();

    act(() => setViewportWidth(500));
    act(() => vi.advanceTimersByTime(99));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    // The view of this load does not change under the user; the reload brings the other one.
    expect(result.current).toBe('desktop');
  });

  it('reloads a mobile page that grows past 500 px', () => {
    vi.useFakeTimers();
    setViewportWidth(400);
    const reload = vi.fn();
    const { result, unmount } = renderHook(() => useViewMode(reload));
    expect(result.current).toBe('mobile');
    act(() => setViewportWidth(1000));
    act(() => vi.advanceTimersByTime(100));
    expect(reload).toHaveBeenCalledTimes(1);

    unmount();
    setViewportWidth(300);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
