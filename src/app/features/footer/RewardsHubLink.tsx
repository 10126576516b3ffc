import { useTranslation } from '../../i18n/useTranslation';
import { readyWebConfigAtom, viewerAtom } from '../session';
import { useAtomValue } from '../../state/appJotai';
import { calculateRewardsHubLink } from './calculateRewardsHubLink';

/** The rewards-hub entry (spec 000 §1), in a new tab; nothing at all where it may not show. */
export function RewardsHubLink() {
  const { t } = useTranslation();
  const href = calculateRewardsHubLink(useAtomValue(viewerAtom), useAtomValue(readyWebConfigAtom));
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="footer__rewards">
      {t('footer.rewardsHub')} <span className="visually-hidden">{t('footer.newTab')}</span>
    </a>
  );
}
