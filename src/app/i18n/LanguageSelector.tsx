import { useId, type ChangeEvent } from 'react';
import { useTranslation } from './useTranslation';
import { useLocation, useParams } from 'wouter';
import { useAddress } from '../routing/useAddress';
import { localizedPath } from './localizedPath';
import { LOCALE_NAMES, parseLocale, SUPPORTED_LOCALES } from './locales';
import { storeLocale } from './storedLocale';
import './languageSelector.css';

/**
 * The header's language control (spec 000 §2): the 28 languages by their own names. Choosing one
 * stores the choice and opens the same page under the new locale; the page's `useDocumentLocale`
 * then loads its texts and sets `<html lang dir>`.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const params = useParams<{ locale?: string }>();
  const address = useAddress();
  const [, navigate] = useLocation();
  const current = parseLocale(params.locale) ?? parseLocale(i18n.language);

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = parseLocale(event.target.value);
    if (!next || next === current) return;
    storeLocale(next);
    // The router does not follow the fragment; the address bar has it.
    navigate(localizedPath({ ...address, hash: globalThis.location.hash }, next));
  };

  return (
    <div className="language-selector">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={current ?? ''} onChange={choose}>
        {current === undefined && <option value="" disabled />}
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
