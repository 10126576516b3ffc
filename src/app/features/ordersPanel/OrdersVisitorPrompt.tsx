import { useTranslation } from '../../i18n/useTranslation';
import { useAddress } from '../../routing/useAddress';
import { loginHref, signupHref } from '../session';

/** Spec 001 §2, §6: a visitor is asked to log in or sign up, both coming back to this page. */
export function OrdersVisitorPrompt() {
  const { t } = useTranslation('integratedTrade');
  const { pathname, search } = useAddress();
  const here = pathname + search;
  return (
    <div className="orders-panel__prompt">
      <p>{t('frame.visitorPrompt')}</p>
      <p className="orders-panel__prompt-links">
        <a href={loginHref(here)}>{t('frame.login')}</a>
        <a href={signupHref(here)}>{t('frame.signUp')}</a>
      </p>
    </div>
  );
}
