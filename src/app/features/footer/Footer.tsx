import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { recordRecentSymbolAtom } from '../recentSymbols';
import { useSetAtom } from '../../state/appJotai';
import { useSpotInstrument } from '../../instruments/useSpotInstrument';
import { FooterStrips } from './FooterStrips';
import { RewardsHubLink } from './RewardsHubLink';
import { RoutePicker } from './RoutePicker';
import { SupportChat } from './SupportChat';
import './Footer.css';

export interface FooterProps {
  locale: string;
  /** The pair the page shows (from its path). */
  base: string;
  quote: string;
}

/**
 * The trading page's footer bar (spec 000 §1): favourite and recent pairs, the rewards-hub entry, the
 * network-line picker and customer service.
 */
export function Footer({ locale, base, quote }: FooterProps) {
  const { t } = useTranslation();
  const record = useSetAtom(recordRecentSymbolAtom);
  const shown = useSpotInstrument(base, quote);
  // Only a pair the exchange lists becomes a recent pair.
  const currentSymbolId = shown.status === 'ready' ? shown.instrument.symbolId : undefined;
  useEffect(() => {
    if (currentSymbolId) record(currentSymbolId);
  }, [currentSymbolId, record]);

  return (
    <footer className="footer" aria-label={t('footer.label')}>
      <div className="footer__strips">
        <FooterStrips locale={locale} currentSymbolId={currentSymbolId} />
      </div>
      <div className="footer__tools">
        <RewardsHubLink />
        <RoutePicker />
        <SupportChat />
      </div>
    </footer>
  );
}
