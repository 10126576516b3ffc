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
import { pollUntil } from '../../../pollUntil';

const env = setupMswExchange();
afterEach(() => vi.useRealTimers());

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
  // The page's own fetch calls, seen as they are made (msw's events come a few tasks later).
  const fetches = vi.spyOn(globalThis, 'fetch');
  /** The grid-strategy requests made so far, each as the promise of its answer. */
  const requests = () =>
    fetches.mock.calls.flatMap(([input], i) =>
      String(input instanceof Request ? input.url : input).includes(API.gridStrategies)
        ? [fetches.mock.results[i]?.value as Promise<Response>]
        : [],
    );
  return {
    ...renderHook((props: { symbol: string }) => useGridStrategies(props.symbol), {
      wrapper,
      initialProps: { symbol },
    }),
    store,
    requests,
  };
}

/** Polls `check`, letting React render between looks (testing-library's waitFor needs setInterval). */
async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

/**
 * Resolves once every grid-strategy request so far has had its answer, inside act: what the hook does
 * with the answers is rendered before this returns.
 */
const answered = (requests: () => Promise<Response>[]) =>
  act(async () => {
    await Promise.allSettled(requests());
  });

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
    const unanswered = result.current;
    // SOL's own answer is in: the hook hands out the list it got, not the shared empty one.
    await waitFor(() => expect(result.current).not.toBe(unanswered));
    expect(result.current).toEqual([]);
  });

  it('a visitor: nothing, and nothing is asked', async () => {
    const { result, store, requests } = renderGridStrategies('BTCUSDT');
    // The profile lands inside act: the hook's render for the visitor, and its effects, run before
    // act returns, so a request it meant to make has been made.
    await act(() => pollUntil(() => store.get(viewerAtom).kind === 'visitor'));
    expect(result.current).toEqual([]);
    expect(requests()).toEqual([]);
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
    expect(requests()).toHaveLength(2);
    await answered(requests);
    expect(result.current).toBe(shown);
  });

  it('a failed first request shows nothing', async () => {
    env.current.loginAs('classic@spotdesk.test');
    env.server.use(http.get(`*${API.gridStrategies}`, () => HttpResponse.error()));
    const { result, store, requests } = renderGridStrategies('BTCUSDT');
    await waitFor(() => expect(store.get(viewerAtom).isLoggedIn).toBe(true));
    await waitFor(() => expect(requests()).toHaveLength(1));
    await answered(requests);
    expect(result.current).toEqual([]);
  });
});
