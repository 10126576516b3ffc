import { useTranslation } from '../../i18n/useTranslation';
import { ORDERS_LINKS } from './ordersLinks';

/** Spec 001 §2 restricted-region mode: only a short tip with a My orders link. */
export function RestrictedOrdersTip() {
  const { t } = useTranslation('integratedTrade');
  return (
    <p className="orders-panel__prompt">
      {t('frame.restricted')} <a href={ORDERS_LINKS.myOrders}>{t('frame.myOrders')}</a>
    </p>
  );
}
