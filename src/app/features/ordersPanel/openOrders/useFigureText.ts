import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalForLocale, formatPercentForLocale } from '../../../i18n/localeFormat';
import type { Figure } from './calculateOpenOrderRow';

/** A figure's words in the reader's language: "Market", "96,000.00", "TP 99,000.00", "Callback 1%". */
export function useFigureText(): (figure: Figure) => string {
  const { t, i18n } = useTranslation('integratedTrade');
  const locale = i18n.language;
  return useCallback(
    (figure: Figure) => {
      if (figure.value === 'market' && !figure.label) return t('openOrders.market');
      const value =
        figure.value === 'market'
          ? t('openOrders.market')
          : figure.label === 'callbackRate'
            ? formatPercentForLocale(figure.value, locale)
            : formatDecimalForLocale(figure.value, locale);
      return figure.label ? t(`openOrders.figures.${figure.label}`, { value }) : value;
    },
    [locale, t],
  );
}
