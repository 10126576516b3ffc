import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { safeHttpUrl } from '../../links/safeHttpUrl';
import { readyWebConfigAtom } from '../session';
import { useAtomValue } from '../../state/appJotai';
import { isEuUsdtNoticeShown } from './isEuUsdtNoticeShown';

/** Spec 000 §2: EU users see a short notice on USDT pairs, with a link to the details. */
export function EuUsdtNotice({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const config = useAtomValue(readyWebConfigAtom);
  if (!config || !isEuUsdtNoticeShown(config, instrument)) return null;
  const href = safeHttpUrl(config.links.euNotice);
  return (
    <p role="note" className="market-header__eu-notice">
      {t('header.euNotice.text')}{' '}
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t('header.euNotice.link')} <span className="visually-hidden">{t('header.opensInNewTab')}</span>
        </a>
      )}
    </p>
  );
}
