import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswExchange } from '../../../msw/setupMswExchange';
import { renderApp } from '../../renderApp';
import { findFooter } from './footerTestKit';

const env = setupMswExchange({ symbols: 3 });
const SLOW = { timeout: 30_000 };
const MEASURED = /\d+\.\d{2} s (fast|slow|very slow)$/;

beforeEach(() => {
  localStorage.clear();
  env.current.site.accessRoutes = [
    { id: 'line-1', name: 'Line 1', origin: '' },
    { id: 'line-2', name: 'Line 2', origin: 'http://line-2.test' },
    { id: 'line-3', name: 'Line 3', origin: 'http://line-3.test' },
  ];
  // Line 2 answers slowly (warn), Line 3 not at all (a failure counts as 15000 ms: danger).
  env.server.use(
    http.get('http://line-2.test/t1', async () => {
      await delay(600);
      return HttpResponse.json({ code: 0, success: true, message: 'success', result: {} });
    }),
    http.get('http://line-3.test/t1', () => HttpResponse.error()),
  );
});

async function openPicker() {
  const footer = await findFooter();
  const button = within(footer).getByRole('button', { name: /Network line/ });
  await userEvent.click(button);
  // The list is portaled out of the footer (the kit's Select), named by the picker's label.
  const list = await screen.findByRole('listbox', { name: 'Network line' });
  return { footer, button, list };
}

describe('route picker', () => {
  it('lists Auto and every line with its measured latency; Auto says which line it took', SLOW, async () => {
    renderApp('/en/trade/spot/BTC/USDT');
    const { list } = await openPicker();
    const option = (name: RegExp) => within(list).getByRole('option', { name });
    await waitFor(
      () => {
        expect(option(/^Line 1 /).textContent).toMatch(MEASURED);
        expect(option(/^Line 2 /).textContent).toMatch(
          /^Line 2 0\.[6-9]\d s slow$|^Line 2 \d\.\d{2} s very slow$/,
        );
        expect(option(/^Line 3 /).textContent).toBe('Line 3 15.00 s very slow');
      },
      { timeout: 5_000 },
    );
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent?.split(' ')[0]),
    ).toEqual(['Auto', 'Line', 'Line', 'Line']);
    const auto = option(/^Auto/);
    // Auto takes the fastest line and shows that line's own measurement (its class depends on
    // how loaded the machine is, so the test compares the two rather than naming it).
    const line1 = option(/^Line 1 /).textContent ?? '';
    expect(auto.textContent).toBe(line1.replace(/^Line 1 /, 'Auto (Line 1) '));
    expect(auto.getAttribute('aria-selected')).toBe('true');
    expect(option(/^Line 1 /).getAttribute('aria-selected')).toBe('false');
  });

  it('stores the chosen line, shows it on the button, and restores it on the next visit', SLOW, async () => {
    const first = renderApp('/en/trade/spot/BTC/USDT');
    const { list, button } = await openPicker();
    await userEvent.click(within(list).getByRole('option', { name: /^Line 3 / }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(localStorage.getItem('spotdesk.accessRoute')).toBe('"line-3"');
    await waitFor(() => expect(button.textContent).toBe('Line 3 15.00 s very slow'));
    first.unmount();

    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    const again = within(footer).getByRole('button', { name: /Network line/ });
    await waitFor(() => expect(again.textContent).toBe('Line 3 15.00 s very slow'));
    await userEvent.click(again);
    const reopened = await screen.findByRole('listbox');
    expect(
      within(reopened)
        .getByRole('option', { name: /^Line 3 / })
        .getAttribute('aria-selected'),
    ).toBe('true');
  });

  it(
    'works from the keyboard: arrows move, Enter chooses, Escape closes and returns focus',
    SLOW,
    async () => {
      renderApp('/en/trade/spot/BTC/USDT');
      const footer = await findFooter();
      const button = within(footer).getByRole('button', { name: /Network line/ });
      button.focus();
      await userEvent.keyboard('{Enter}');
      const list = await screen.findByRole('listbox');
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement?.textContent).toMatch(/^Auto/);

      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(document.activeElement?.textContent).toMatch(/^Line 2/);
      await userEvent.keyboard('{Escape}');
      expect(list.isConnected).toBe(false);
      await waitFor(() => expect(document.activeElement).toBe(button));
      expect(localStorage.getItem('spotdesk.accessRoute')).toBeNull();

      await userEvent.keyboard('{Enter}');
      await screen.findByRole('listbox');
      await userEvent.keyboard('{End}{Enter}');
      expect(localStorage.getItem('spotdesk.accessRoute')).toBe('"line-3"');
      await waitFor(() => expect(document.activeElement).toBe(button));
    },
  );

  it('re-measures each time it opens', SLOW, async () => {
    const probes: string[] = [];
    env.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/t1') probes.push(new URL(request.url).host);
    });
    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    const button = within(footer).getByRole('button', { name: /Network line/ });
    // Measured once the lines are known, before anyone opens the list: the button shows the result.
    await waitFor(() => expect(button.textContent).toMatch(/\d+\.\d{2} s/));
    const before = probes.length;
    expect(new Set(probes)).toEqual(new Set(['localhost:3000', 'line-2.test', 'line-3.test']));
    await userEvent.click(button);
    await waitFor(() => expect(probes.length).toBe(before + 3));
    expect(new Set(probes.slice(before))).toEqual(new Set(['localhost:3000', 'line-2.test', 'line-3.test']));
  });

  it('treats a stored line the config no longer lists as Auto', SLOW, async () => {
    localStorage.setItem('spotdesk.accessRoute', '"line-9"');
    renderApp('/en/trade/spot/BTC/USDT');
    const footer = await findFooter();
    const button = within(footer).getByRole('button', { name: /Network line/ });
    await waitFor(() => expect(button.textContent).toMatch(/^Auto \(Line 1\) /));
  });
});
