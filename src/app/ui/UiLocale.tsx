import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useTranslation } from 'react-i18next';

/**
 * Gives the kit's react-aria pieces the page's language. Without it they read the browser's, so an
 * ar-SA page in an English browser would not mirror its arrow keys or lay its toasts out right to left.
 */
export function UiLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}
