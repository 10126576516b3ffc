import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GRID_STRATEGIES_REFRESH_MS,
  useGridStrategies,
} from '../../../../../src/app/features/chart/gridLines/useGridStrategies';
import { viewerAtom } from '../../../../../src/app/features/session/sessionAtoms';
import { SessionLoader } from '../../../../../src/app/features/session/SessionLoader';
import { AppJotaiProvider, createStore } from '../../../../../src/app/state/appJotai';
import { API } from '../../../../../src/shared/protocol';
import { setupMswExchange } from '../../../../msw/setupMswExchange';
import { createTestI18n } from '../../../createTestI18n';

const env = setupMswExchange();
afterEach(() => {
  env.server.events.removeAllListeners();
  vi.useRealTimers();
});

/** One page: the real session loader in a fresh store, the hook for `symbol`. */
function renderGridStrategies(symbol: string) {
  const store = createStore();
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AppJotaiProvider store={store}>
        <SessionLoader />
        {children}
      </AppJotaiProvider>
    </I18nextProvider>
  );
  const requests: string[] = [];
  env.server.events.on('request:start', ({ request }) => {
    if (request.url.includes(API.gridStrategies)) requests.push(request.url);
  });
  return {
    ...renderHook((props: { symbol: string }) => useGridStrategies(props.symbol), {
      wrapper,
      initialProps: { symbol },
    }),
    store,
    requests,
  };
}

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

describe('useGridStrategies', () => {
  it("a classic user: the seeded BTCUSDT grade grid comes through, only the pair's own", async () => {
    env.current.loginAs('classic@spotdesk.test');
    const { result, rerender } = renderGridStrategies('BTCUSDT');
    await waitFor(() => expect(result.current).toHaveLength(1));
    expect(result.current[0]).toMatchObject({
      symbolId: 'BTCUSDT',
      type: 'grade',
      min_price: '92150.00',
      max_price: '101850.00',
      grid_number: 10,
      support: '',
    });
    rerender({ symbol: 'ETHUSDT' });
    // Not the BTC grid for a moment under the ETH chart: the old pair's list is not shown.
    expect(result.current.every((strategy) => strategy.symbolId === 'ETHUSDT')).toBe(true);
    await waitFor(() => expect(result.current.map((strategy) => strategy.type)).toEqual(['ratio']));
    rerender({ symbol: 'SOLUSDT' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual([]);
  });

  it('a visitor: nothing, and nothing is asked', async () => {
    const { result, store, requests } = renderGridStrategies('BTCUSDT');
    await waitFor(() => expect(store.get(viewerAtom).kind).toBe('visitor'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('a failed refresh keeps the list it had, quietly', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    env.current.loginAs('classic@spotdesk.test');
    const { result, requests } = renderGridStrategies('ETHUSDT');
    // testing-library's waitFor polls with setInterval, which is faked here: poll on setTimeout.
    await until(() => result.current.length === 1);
    const shown = result.current;
    env.server.use(http.get(`*${API.gridStrategies}`, () => HttpResponse.error()));
    vi.advanceTimersByTime(GRID_STRATEGIES_REFRESH_MS);
    await until(() => requests.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(shown);
  });

  it('a failed first request shows nothing', async () => {
    env.current.loginAs('classic@spotdesk.test');
    env.server.use(http.get(`*${API.gridStrategies}`, () => HttpResponse.error()));
    const { result, store, requests } = renderGridStrategies('BTCUSDT');
    await waitFor(() => expect(store.get(viewerAtom).isLoggedIn).toBe(true));
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual([]);
  });
});
