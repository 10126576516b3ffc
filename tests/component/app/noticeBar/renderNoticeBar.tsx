import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect } from 'vitest';
import { NoticeBar } from '../../../../src/app/features/noticeBar/NoticeBar';
import { hubClientAtom, viewAtom } from '../../../../src/app/hub/hubAtoms';
import { createI18n } from '../../../../src/app/i18n/createI18n';
import { SessionLoader } from '../../../../src/app/features/session/SessionLoader';
import { readyWebConfigAtom, viewerAtom } from '../../../../src/app/features/session/sessionAtoms';
import { AppJotaiProvider, createStore } from '../../../../src/app/state/appJotai';
import { createInProcessHub } from '../../inProcessHub';
import { createManualSchedule } from './manualSchedule';

const hubs = new Set<{ dispose(): void }>();
afterEach(() => {
  for (const hub of hubs) hub.dispose();
  hubs.clear();
});

/**
 * The notice bar as the page mounts it, in its own app store with the real session loader and an
 * in-process hub against the msw exchange, and a hand-driven schedule for its delay and rotation.
 * Each call is a fresh page load: new store, new hub, same local storage.
 */
export function renderNoticeBar(
  clock: ReturnType<typeof createManualSchedule>,
  pair = { symbolName: 'BTC/USDT', symbolId: 'BTCUSDT' },
) {
  const hub = createInProcessHub();
  hubs.add(hub);
  const store = createStore();
  store.set(hubClientAtom, hub);
  const view = render(
    <AppJotaiProvider store={store}>
      <I18nextProvider i18n={createI18n()}>
        <SessionLoader />
        <NoticeBar {...pair} schedule={clock.schedule} />
      </I18nextProvider>
    </AppJotaiProvider>,
  );
  return {
    ...view,
    store,
    hub,
    /** The session is known: the gate has decided. */
    sessionKnown: () =>
      store.get(readyWebConfigAtom) !== undefined && store.get(viewerAtom).kind !== 'unknown',
    /** The hub has delivered the notice list (only watched while the gate allows the bar). */
    noticesLive: () => store.get(viewAtom({ kind: 'notices' }))?.status === 'live',
  };
}

/** The bar, found as a person would: the region named "Notices". */
export const queryBar = () => screen.queryByRole('region', { name: 'Notices' });

/** The text of the notice on show (with its link's "opens in a new tab" note, when it has a link). */
export const barText = () =>
  within(screen.getByRole('region', { name: 'Notices' })).getByRole('paragraph').textContent;

/** Renders and waits until the 3 s delay is set: the session is known and the list has arrived. */
export async function loadUntilDelay(clock = createManualSchedule()) {
  const page = renderNoticeBar(clock);
  await waitFor(() => expect(clock.pending()).toEqual([3_000]));
  return { clock, page };
}
