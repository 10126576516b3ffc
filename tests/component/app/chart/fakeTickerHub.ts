import { act } from '@testing-library/react';
import type { HubClient } from '../../../../src/app/hub/HubClient';

/**
 * A hub whose only view is BTCUSDT's ticker, whose last price the test sets; it notes the session (for
 * pages with a SessionLoader) and watches nothing else.
 */
export function fakeTickerHub() {
  let send: ((snapshot: unknown) => void) | undefined;
  const hub = {
    sessionIs: () => undefined,
    watch(view: { kind: string }, onSnapshot: (snapshot: unknown) => void) {
      if (view.kind === 'ticker') send = onSnapshot;
      return () => undefined;
    },
  } as unknown as HubClient;
  const setLastPrice = (lastPrice: string) =>
    act(() => send?.({ kind: 'ticker', symbol: 'BTCUSDT', status: 'live', lastPrice }));
  return { hub, setLastPrice };
}
