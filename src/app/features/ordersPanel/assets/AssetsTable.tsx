import { useTranslation } from '../../../i18n/useTranslation';
import { formatDecimalForLocale } from '../../../i18n/localeFormat';
import type { AssetRow } from './calculateAssetRows';

const NO_VALUE = '--';

/** The balances as a table named "Assets": one row per coin, its name the row's header. */
export function AssetsTable({ rows, quote }: { rows: readonly AssetRow[]; quote: string }) {
  const { t, i18n } = useTranslation('integratedTrade');
  const figure = (text: string) => formatDecimalForLocale(text, i18n.language);
  if (rows.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <table className="orders-table" aria-label={t('tabs.assets')}>
      <thead>
        <tr>
          <th scope="col">{t('assets.coin')}</th>
          <th scope="col">{t('assets.total')}</th>
          <th scope="col">{t('assets.available')}</th>
          <th scope="col">{t('assets.inOrders')}</th>
          <th scope="col">{t('assets.value', { quote })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.coin} className={row.zero ? 'orders-table__muted' : undefined}>
            <th scope="row">{row.coin}</th>
            <td>{figure(row.total)}</td>
            <td>{figure(row.available)}</td>
            <td>{figure(row.inOrders)}</td>
            <td>{row.value === undefined ? NO_VALUE : figure(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
