import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useTranslation } from '../i18n/useTranslation';

/**
 * Gives the kit (react-aria) the language i18next shows, so arrow keys, placement and collation
 * follow the page: ar-SA mirrors Left/Right in toolbars and menus. Mounted once, in AppRoot.
 */
export function UiLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}
