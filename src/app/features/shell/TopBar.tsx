import { useTranslation } from '../../i18n/useTranslation';
import { ConnectionStatus } from '../../hub/ConnectionStatus';
import { LanguageSelector } from '../../i18n/LanguageSelector';
import { AccountEntry } from '../session';
import { ThemeSwitch } from '../theme';
import './topBar.css';

/** The site's banner on every trading page: the brand, the market connection and the account corner. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <span className="top-bar__brand">{t('shell.brand')}</span>
      <ConnectionStatus />
      <div className="top-bar__end">
        <LanguageSelector />
        <ThemeSwitch />
        <AccountEntry />
      </div>
    </header>
  );
}
