import { StrictMode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router';

/** The providers every page sits in. Tests render the same tree with a memory router. */
export function AppRoot({ router, i18n }: { router: DataRouter; i18n: i18n }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
}
