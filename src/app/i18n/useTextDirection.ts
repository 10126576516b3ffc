import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseLocale, textDirectionOf, type TextDirection } from './locales';

/**
 * The page's writing direction, from the URL's locale (what `<html dir>` follows), else the shown
 * language. The layout turns grid dragging off in `rtl` (spec 000 §3).
 */
export function useTextDirection(): TextDirection {
  const { locale } = useParams();
  const { i18n } = useTranslation();
  return textDirectionOf(parseLocale(locale) ?? i18n.language);
}
