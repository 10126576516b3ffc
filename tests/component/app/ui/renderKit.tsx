import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import arErrorCode from '../../../../locales/ar-SA/errorCode.json';
import arIntegratedTrade from '../../../../locales/ar-SA/integratedTrade.json';
import arSpot from '../../../../locales/ar-SA/spot.json';
import errorCode from '../../../../locales/en/errorCode.json';
import integratedTrade from '../../../../locales/en/integratedTrade.json';
import spot from '../../../../locales/en/spot.json';
import { UiLocaleProvider } from '../../../../src/app/ui/UiLocaleProvider';
import { createTestI18n } from '../../createTestI18n';

/**
 * Renders kit components as the app does: the test i18n and the kit's locale from it
 * (`UiLocaleProvider`, as in AppRoot). `ar-SA` is preloaded too, so a right-to-left render is
 * synchronous. `user` types and clicks.
 */
export function renderKit(element: ReactElement, { locale = 'en' }: { locale?: 'en' | 'ar-SA' } = {}) {
  const i18n = createTestI18n({
    locale,
    preloaded: {
      en: { spot, errorCode, integratedTrade },
      'ar-SA': { spot: arSpot, errorCode: arErrorCode, integratedTrade: arIntegratedTrade },
    },
  });
  const user = userEvent.setup();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <UiLocaleProvider>{element}</UiLocaleProvider>
    </I18nextProvider>,
  );
  return { user, ...result };
}
