import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'wouter';
import { DEFAULT_PAIR, spotPath } from '../../paths';

/** The URL names a pair the exchange does not list. */
export function UnknownPair({ locale, pair }: { locale: string; pair: string }) {
  const { t } = useTranslation();
  const fallback = `${DEFAULT_PAIR.base}/${DEFAULT_PAIR.quote}`;
  return (
    <section aria-labelledby="unknown-pair-heading">
      <h2 id="unknown-pair-heading">{t('unknownPair.heading')}</h2>
      <p>{t('unknownPair.message', { pair })}</p>
      <Link to={spotPath(locale, DEFAULT_PAIR.base, DEFAULT_PAIR.quote)}>
        {t('unknownPair.back', { pair: fallback })}
      </Link>
    </section>
  );
}
