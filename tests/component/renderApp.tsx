import { act, cleanup, render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { afterEach } from 'vitest';
import { AppRoot } from '../../src/app/AppRoot';
import type { HubClient } from '../../src/app/hub/HubClient';
import { createInProcessHub, type InProcessHub } from './inProcessHub';
import { createInProcessCompute } from './inProcessCompute';
import type { ComputeApi } from '../../src/shared/protocol';
import { createTestI18n } from './createTestI18n';

const live = new Set<HubClient>();
afterEach(() => {
  // Unmount first, so the views unwatch before their tab says goodbye.
  cleanup();
  for (const hub of live) hub.dispose();
  live.clear();
});

/**
 * Resolves once every in-process hub of the rendered apps has delivered and painted what the exchange
 * sent so far (InProcessHub.flush): call it after `env.current.time.advance(ms)`.
 */
export async function flushHubs(): Promise<void> {
  await Promise.all([...live].map((hub) => (isInProcess(hub) ? hub.flush() : undefined)));
}

const isInProcess = (hub: HubClient): hub is InProcessHub => 'flush' in hub;

/**
 * Renders the whole app at `path`, with the real routes and i18n, on jsdom's address: the test reads
 * where the page went in `window.location` and moves it with the returned `goTo`. With `panel`, the
 * root shows that panel instead of the route table, in the same providers (session, hub, toasts): a
 * panel's test then pays for the panel alone, not for the whole page around it. The hub
 * defaults to an in-process one against the msw exchange (so the file needs `setupMswExchange()`); it is
 * disposed after the test. i18n defaults to English preloaded (`createTestI18n`). The chart's compute
 * defaults to an in-process `createCompute` against the same msw exchange.
 */
export function renderApp(
  path: string,
  options: { hub?: HubClient; i18n?: i18n; compute?: ComputeApi; panel?: ReactNode } = {},
) {
  const hub = options.hub ?? createInProcessHub();
  live.add(hub);
  window.history.replaceState(null, '', path);
  const compute = options.compute ?? createInProcessCompute();
  const view = render(
    <AppRoot i18n={options.i18n ?? createTestI18n()} hub={hub} compute={compute}>
      {options.panel}
    </AppRoot>,
  );
  /** Moves the page to `to` as an in-app link would (a history entry, no reload). */
  const goTo = (to: string) => act(() => navigate(to));
  return { ...view, goTo, hub, compute };
}
