import { useTranslation } from '../../i18n/useTranslation';
import type { Instrument } from '../../../shared/protocol';
import { readyWebConfigAtom, viewerAtom } from '../session';
import { useAtomValue } from '../../state/appJotai';
import { calculateLiquidityShieldHref } from './calculateLiquidityShieldHref';

/**
 * Spec 001 §1 and §6: listed symbols get a liquidity-shield link for non-demo users. Hidden until both
 * the viewer and the web config are known, and when the configured link is not http(s).
 */
export function LiquidityShieldLink({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const viewer = useAtomValue(viewerAtom);
  const config = useAtomValue(readyWebConfigAtom);
  if (!instrument.listed || viewer.kind === 'unknown' || viewer.isDemo || !config) return null;
  const href = calculateLiquidityShieldHref(config.links.liquidityShield, instrument.symbolId);
  if (!href) return null;
  return (
    <a className="market-header__shield" href={href} target="_blank" rel="noopener noreferrer">
      {t('header.liquidityShield')} <span className="visually-hidden">{t('header.opensInNewTab')}</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
