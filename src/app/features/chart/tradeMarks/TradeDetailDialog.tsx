import { useTranslation } from '../../../i18n/useTranslation';
import type { Execution } from '../../../../shared/protocol';
import { createDateTimeFormat, formatDecimalForLocale } from '../../../i18n/localeFormat';
import { ModalDialog } from '../../../ui/ModalDialog';

/** Spec 000 §2: "a trade detail table for a clicked execution marker": the trades of that bar. */
export function TradeDetailDialog({ executions, onClose }: { executions: Execution[]; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const number = (text: string) => formatDecimalForLocale(text, locale);
  const utc = createDateTimeFormat(locale, 'dateTime', 'UTC');
  return (
    <ModalDialog isOpen title={t('chart.tradeDetail.title')} onClose={onClose}>
      <table className="chart-trade-detail">
        <thead>
          <tr>
            <th scope="col">{t('chart.tradeDetail.time')}</th>
            <th scope="col">{t('chart.tradeDetail.side')}</th>
            <th scope="col">{t('chart.tradeDetail.price')}</th>
            <th scope="col">{t('chart.tradeDetail.quantity')}</th>
            <th scope="col">{t('chart.tradeDetail.value')}</th>
            <th scope="col">{t('chart.tradeDetail.fee')}</th>
          </tr>
        </thead>
        <tbody>
          {executions.map((execution) => (
            <tr key={execution.tradeId}>
              <td>{utc(execution.tradeTime)} UTC</td>
              <td data-side={execution.side}>
                {t(execution.side === 'Buy' ? 'chart.orderLine.buy' : 'chart.orderLine.sell')}
              </td>
              <td>{number(execution.execPrice)}</td>
              <td>{number(execution.execQty)}</td>
              <td>{number(execution.execValue)}</td>
              <td>
                {number(execution.execFee)} {execution.feeTokenId}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}
