import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { AppRoot } from '../../src/app/AppRoot';
import type { HubClient } from '../../src/app/hub/HubClient';
import { createI18n } from '../../src/app/i18n/createI18n';
import { routes } from '../../src/app/routes';
import { createInProcessHub } from './inProcessHub';

const live = new Set<HubClient>();
afterEach(() => {
  // Unmount first, so the views unwatch before their tab says goodbye.
  cleanup();
  for (const hub of live) hub.dispose();
  live.clear();
});

/**
 * Renders the whole app at `path`, with the real routes and i18n, on a memory router. The hub defaults
 * to an in-process one against the msw exchange (so the file needs `setupMswExchange()`); it is
 * disposed after the test.
 */
export function renderApp(path: string, options: { hub?: HubClient } = {}) {
  const hub = options.hub ?? createInProcessHub();
  live.add(hub);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<AppRoot router={router} i18n={createI18n()} hub={hub} />);
  return { ...view, router, hub };
}
