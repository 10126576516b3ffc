import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionStatus } from '../../../../src/app/hub/ConnectionStatus';
import type { HubClient } from '../../../../src/app/hub/HubClient';
import { hubClientAtom } from '../../../../src/app/hub/hubAtoms';
import { AppJotaiProvider, createStore } from '../../../../src/app/state/appJotai';
import type { ConnectionView } from '../../../../src/shared/protocol';
import { createTestI18n } from '../../createTestI18n';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const OPEN: ConnectionView = {
  kind: 'connection',
  state: 'open',
  attempt: 0,
  nextAttemptAt: 0,
  lastCloseCode: 0,
  lastCloseReason: '',
  offline: false,
  stale: false,
  lastDataAt: 0,
};

/** The status line over a hub whose connection view the test sets; every text it shows is recorded. */
function renderStatus() {
  let deliver: ((view: ConnectionView) => void) | undefined;
  const hub: HubClient = {
    watch(_view, onSnapshot) {
      deliver = onSnapshot as (view: ConnectionView) => void;
      return () => (deliver = undefined);
    },
    sessionIs() {},
    dispose() {},
  };
  const store = createStore();
  store.set(hubClientAtom, hub);
  render(
    <AppJotaiProvider store={store}>
      <I18nextProvider i18n={createTestI18n()}>
        <ConnectionStatus />
      </I18nextProvider>
    </AppJotaiProvider>,
  );
  const status = screen.getByRole('status', { name: 'Market connection' });
  const shown: string[] = [];
  new MutationObserver(() => shown.push(status.textContent ?? '')).observe(status, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  const set = (view: ConnectionView) => act(() => deliver?.(view));
  return { status, shown, set };
}

describe('ConnectionStatus', () => {
  it('counts a reconnect down from its own delay, never from an older clock, even for a frame', async () => {
    const { status, shown, set } = renderStatus();
    set(OPEN);
    expect(status.textContent).toBe('Connected');
    // A first drop and reconnect, then the tab stays connected for minutes.
    set({ ...OPEN, state: 'reconnecting', attempt: 1, nextAttemptAt: Date.now() + 1_000 });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    set(OPEN);
    await act(() => vi.advanceTimersByTimeAsync(150_000));
    shown.length = 0;

    set({ ...OPEN, state: 'reconnecting', attempt: 1, nextAttemptAt: Date.now() + 3_000 });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(status.textContent).toBe('Reconnecting (attempt 1) in 3 s');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(status.textContent).toBe('Reconnecting (attempt 1) in 2 s');
    const seconds = shown.flatMap((text) => [...text.matchAll(/in (\d+) s/g)].map((m) => Number(m[1])));
    expect(seconds.length).toBeGreaterThan(0);
    expect(Math.max(...seconds)).toBeLessThanOrEqual(3);
  });

  it('open over silent feeds, says when data last arrived, in steps, not every second', async () => {
    const { status, shown, set } = renderStatus();
    const lastDataAt = Date.now();
    set(OPEN);
    await act(() => vi.advanceTimersByTimeAsync(5_200));
    set({ ...OPEN, stale: true, lastDataAt });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(status.textContent).toBe('Connected · last update 5 seconds ago');
    expect(status.dataset.stale).toBe('true');
    shown.length = 0;
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(shown).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(status.textContent).toBe('Connected · last update 10 seconds ago');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(status.textContent).toBe('Connected · last update 1 minute ago');
    expect(shown.length).toBeLessThanOrEqual(12);
    // Data flows again: the plain word, at once.
    set({ ...OPEN, stale: false, lastDataAt: Date.now() });
    expect(status.textContent).toBe('Connected');
  });
});
