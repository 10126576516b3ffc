import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { createTestI18n } from '../../createTestI18n';
import { renderApp } from '../../renderApp';
import { columnsToPx, dragBy, setViewportWidth, stubGridEnvironment } from './gridHarness';

setupMswExchange();
/** The grid area is the page minus the 300 px right column. */
stubGridEnvironment(() => window.innerWidth - 300);

const LAYOUT_KEY = 'spotdesk.tradingLayout';
const CUSTOM_KEY = 'spotdesk.tradingLayoutCustom';
const SLOW = { timeout: 30_000 };

/** The grid cell holding a named panel region. */
function panelCell(name: string): HTMLElement {
  const cell = screen.getByRole('region', { name }).parentElement;
  if (!cell) throw new Error(`${name} has no grid cell`);
  return cell;
}

const width = (name: string) => Number.parseFloat(panelCell(name).style.width);
/** The x offset react-grid-layout gives a panel's cell (it positions with a CSS transform). */
const left = (name: string) =>
  Number.parseFloat(/translate\((-?[\d.]+)px/.exec(panelCell(name).style.transform)?.[1] ?? 'NaN');
const height = (name: string) => Number.parseFloat(panelCell(name).style.height);

async function renderGrid(path = '/en/trade/spot/BTC/USDT', options: Parameters<typeof renderApp>[1] = {}) {
  renderApp(path, options);
  // The chart panel's code loads after the first paint, behind a busy placeholder of the same name.
  await screen.findByRole('region', { name: 'Chart', busy: false }, { timeout: 10_000 });
  await waitFor(() => expect(width('Chart')).toBeGreaterThan(0));
}

function storeLayout(layout: unknown, custom: unknown = true) {
  localStorage.setItem(LAYOUT_KEY, JSON.stringify(layout));
  localStorage.setItem(CUSTOM_KEY, JSON.stringify(custom));
}

const custom = [
  { i: 'chart', x: 0, y: 0, w: 70, h: 10 },
  { i: 'orderbook', x: 70, y: 0, w: 50, h: 15 },
  { i: 'position', x: 0, y: 15, w: 120, h: 6 },
];

describe('desktop grid', () => {
  it('shows the three panels and the right column, split 90/30 at 1600 px', SLOW, async () => {
    setViewportWidth(1600);
    await renderGrid();
    expect(width('Chart')).toBe(columnsToPx(90, 1300));
    expect(width('Order book')).toBe(columnsToPx(30, 1300));
    expect(width('Orders and positions')).toBe(columnsToPx(120, 1300));
    expect(screen.getByRole('region', { name: 'Trading rules' })).toBeTruthy();
    // The order book panel has the latest trades as its second tab (spec 001 §2).
    expect(screen.getByRole('tab', { name: 'Latest trades' })).toBeTruthy();
    // The chart panel draws the pair's klines (the library is faked in jsdom; its name says what it shows).
    expect(
      await within(screen.getByRole('region', { name: 'Chart' })).findByRole('img', {
        name: /^BTC\/USDT Candles chart, 30 minutes\. Bars: 500,/,
      }),
    ).toBeTruthy();
  });

  it('follows the window width while no custom layout exists', SLOW, async () => {
    setViewportWidth(1400);
    await renderGrid();
    expect(width('Order book')).toBe(columnsToPx(40, 1100));
    act(() => setViewportWidth(2000));
    await waitFor(() => expect(width('Order book')).toBe(columnsToPx(20, 1700)));
    expect(width('Chart')).toBe(columnsToPx(100, 1700));
    expect(localStorage.getItem(CUSTOM_KEY)).toBeNull();
  });

  it('restores a stored custom layout and keeps it when the window changes', SLOW, async () => {
    setViewportWidth(1600);
    storeLayout(custom);
    await renderGrid();
    expect(width('Chart')).toBe(columnsToPx(70, 1300));
    expect(width('Order book')).toBe(columnsToPx(50, 1300));
    expect(height('Order book')).toBe(15 * 44 + 14 * 4);
    act(() => setViewportWidth(2000));
    await waitFor(() => expect(width('Order book')).toBe(columnsToPx(50, 1700)));
  });

  // Which stored layouts are dropped: layoutPrefs.test.ts and parseStoredLayout.test.ts. Here, that
  // the grid shows the default when one is.
  it(
    'drops a stored layout that breaks the order book maximum height, and clears both keys',
    SLOW,
    async () => {
      setViewportWidth(1600);
      storeLayout([custom[0], { ...custom[1], h: 24 }, custom[2]]);
      await renderGrid();
      expect(width('Order book')).toBe(columnsToPx(30, 1300));
      expect(localStorage.getItem(LAYOUT_KEY)).toBeNull();
      expect(localStorage.getItem(CUSTOM_KEY)).toBeNull();
    },
  );

  it('stores the layout and the custom flag after a drag, and resets to the default', SLOW, async () => {
    setViewportWidth(1600);
    await renderGrid();
    const heading = within(screen.getByRole('region', { name: 'Chart' })).getByRole('heading', {
      name: 'Chart',
    });
    dragBy(heading, 0, 700);

    // Stored by the gesture's mouseup, inside the act that dispatched it (the RTL check relies on it).
    expect(localStorage.getItem(CUSTOM_KEY)).toBe('true');
    expect(panelCell('Chart').style.transform).not.toBe('translate(4px,4px)');
    const stored = JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '[]') as { i: string; y: number }[];
    expect(stored.map((item) => item.i)).toEqual(['chart', 'orderbook', 'position']);
    expect(stored.find((item) => item.i === 'chart')?.y).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reset layout' }));
    expect(localStorage.getItem(LAYOUT_KEY)).toBeNull();
    expect(localStorage.getItem(CUSTOM_KEY)).toBeNull();
    // Back at the top left, 90 columns wide.
    await waitFor(() => expect(panelCell('Chart').style.transform).toBe('translate(4px,4px)'));
    expect(width('Chart')).toBe(columnsToPx(90, 1300));
  });

  it('stores a resize of the order book', SLOW, async () => {
    setViewportWidth(1600);
    await renderGrid();
    const handles = within(panelCell('Order book')).getAllByTitle('Drag to resize');
    expect(handles).toHaveLength(3);
    const [south] = handles;
    if (!south) throw new Error('no resize handle');
    dragBy(south, 0, 4 * 48);
    await waitFor(() => expect(localStorage.getItem(CUSTOM_KEY)).toBe('true'));
    const stored = JSON.parse(localStorage.getItem(LAYOUT_KEY) ?? '[]') as { i: string; h: number }[];
    expect(stored.find((item) => item.i === 'orderbook')?.h).toBe(16);
    await waitFor(() => expect(height('Order book')).toBe(16 * 44 + 15 * 4));
  });

  it('turns dragging and resizing off in a right-to-left page', SLOW, async () => {
    setViewportWidth(1600);
    // Arabic texts are not loaded, so the panels keep their English (fallback) names for this test.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createTestI18n({ load: () => Promise.reject(new Error('not needed here')) });
    await renderGrid('/ar-SA/trade/spot/BTC/USDT', { i18n });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(within(panelCell('Order book')).queryAllByTitle('Drag to resize')).toEqual([]);
    const heading = within(screen.getByRole('region', { name: 'Chart' })).getByRole('heading', {
      name: 'Chart',
    });
    dragBy(heading, 0, 700);
    // The whole gesture has been dispatched and handled: a drag the grid took would be stored by now.
    expect(localStorage.getItem(CUSTOM_KEY)).toBeNull();
    expect(width('Chart')).toBe(columnsToPx(90, 1300));
    // Mirrored for reading right to left: the order book left of the chart.
    expect(left('Order book')).toBeLessThan(left('Chart'));
    expect(panelCell('Chart').getAttribute('dir')).toBe('rtl');
  });
});
