import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../../src/app/AppRoot';
import { createI18n } from '../../src/app/i18n/createI18n';
import { routes } from '../../src/app/routes';

/** Renders the whole app at `path`, with the real routes and i18n, on a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<AppRoot router={router} i18n={createI18n()} />);
  return { ...view, router };
}
