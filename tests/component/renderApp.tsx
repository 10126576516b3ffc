import { cleanup, render } from '@testing-library/react';
import type { i18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { AppRoot } from '../../src/app/AppRoot';
import type { HubClient } from '../../src/app/hub/HubClient';
import { routes } from '../../src/app/routes';
import { createInProcessHub } from './inProcessHub';
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
 * Renders the whole app at `path`, with the real routes and i18n, on a memory data router (so tests
 * can read and move `router.state`; the page renders the same table under a BrowserRouter). The hub
 * defaults to an in-process one against the msw exchange (so the file needs `setupMswExchange()`); it is
 * disposed after the test. i18n defaults to English preloaded (`createTestI18n`). The chart's compute
 * defaults to an in-process `createCompute` against the same msw exchange.
 */
export function renderApp(
  path: string,
  options: { hub?: HubClient; i18n?: i18n; compute?: ComputeApi } = {},
) {
  const hub = options.hub ?? createInProcessHub();
  live.add(hub);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const compute = options.compute ?? createInProcessCompute();
  const view = render(
    <AppRoot
      router={<RouterProvider router={router} />}
      i18n={options.i18n ?? createTestI18n()}
      hub={hub}
      compute={compute}
    />,
  );
  return { ...view, router, hub, compute };
}
