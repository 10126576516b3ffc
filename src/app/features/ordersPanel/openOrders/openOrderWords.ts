import type { TFunction } from 'i18next';
import { createTemplate } from '../../../i18n/createTemplate';
import { createWordCache } from '../../../i18n/createWordCache';
import { formatDecimalForLocale, formatPercentForLocale } from '../../../i18n/localeFormat';
import type { Figure, FigureLabel } from './calculateOpenOrderRow';

/**
 * The open-order rows' words in one language, made once by their table (OpenOrdersTable) and handed to
 * every row: a row whose order changes (an edit, a partial fill) renders again with the next account
 * view, up to ten a second, and its dozen i18next lookups and interpolations were most of its script.
 */
export interface OpenOrderWords {
  locale: string;
  /** A word by its key ("Limit", "Buy", "Filled"…), translated the first time it is asked for. */
  word(key: string, translate: () => string): string;
  /** The order in words: "Limit Buy 0.5 BTC, BTC/USDT". */
  summary(values: { type: string; side: string; quantity: string; pair: string }): string;
  /** The Cancel button's name. */
  cancelOrder(values: { order: string }): string;
  /** An editable figure's name. */
  edit(values: { field: string; value: string; order: string }): string;
  /** A figure's words: "Market", "96,000.00", "TP 99,000.00", "Callback 1%". */
  figure(figure: Figure): string;
}

export function createOpenOrderWords(t: TFunction<'integratedTrade'>, locale: string): OpenOrderWords {
  const word = createWordCache();
  const market = () => word('openOrders.market', () => t('openOrders.market'));
  const labelled = new Map<FigureLabel, (values: { value: string }) => string>();
  const labelOf = (label: FigureLabel) => {
    let template = labelled.get(label);
    if (!template) {
      template = createTemplate(['value'], (marks) => t(`openOrders.figures.${label}`, marks));
      labelled.set(label, template);
    }
    return template;
  };
  return {
    locale,
    word,
    summary: createTemplate(['type', 'side', 'quantity', 'pair'], (marks) => t('openOrders.summary', marks)),
    cancelOrder: createTemplate(['order'], (marks) => t('openOrders.cancelOrder', marks)),
    edit: createTemplate(['field', 'value', 'order'], (marks) => t('openOrders.edit', marks)),
    figure(figure) {
      if (figure.value === 'market' && !figure.label) return market();
      const value =
        figure.value === 'market'
          ? market()
          : figure.label === 'callbackRate'
            ? formatPercentForLocale(figure.value, locale)
            : formatDecimalForLocale(figure.value, locale);
      return figure.label ? labelOf(figure.label)({ value }) : value;
    },
  };
}
