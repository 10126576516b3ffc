import { StrictMode, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ComputeApi } from '../shared/protocol';
import { injectedComputeAtom } from './compute/computeAtoms';
import type { HubClient } from './hub/HubClient';
import { hubClientAtom } from './hub/hubAtoms';
import { FavouritesLoader } from './features/favourites';
import { DocumentTheme } from './features/theme';
import { SessionLoader } from './features/session';
import { AppJotaiProvider, createStore } from './state/appJotai';
import { RouteTable } from './routes';
import { LazyToastRegion } from './ui/LazyToastRegion';
import { UiLocaleProvider } from './ui/UiLocaleProvider';

export interface AppRootProps {
  i18n: i18n;
  /** The market hub of this tab: the SharedWorker client in the browser, an in-process hub in tests. */
  hub: HubClient;
  /** The chart's compute: an in-process `createCompute` in tests; omitted in the browser (a Worker). */
  compute?: ComputeApi;
  /** What the root shows: the route table; a component test of one panel shows that panel instead. */
  children?: ReactNode;
}

/**
 * The providers every page sits in, and the route table on the browser's address. Tests render the
 * same tree with their own hub, after putting jsdom's address where the test starts.
 */
export function AppRoot({ i18n, hub, compute, children }: AppRootProps) {
  // One store per app root, holding the hub client before any view atom mounts.
  const [store] = useState(() => {
    const created = createStore();
    created.set(hubClientAtom, hub);
    if (compute) created.set(injectedComputeAtom, compute);
    return created;
  });
  return (
    <StrictMode>
      <AppJotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <UiLocaleProvider>
            <SessionLoader />
            <FavouritesLoader />
            <DocumentTheme />
            {children ?? <RouteTable />}
            <LazyToastRegion />
          </UiLocaleProvider>
        </I18nextProvider>
      </AppJotaiProvider>
    </StrictMode>
  );
}
