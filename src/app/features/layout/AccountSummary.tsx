import { useTranslation } from 'react-i18next';
import { parseFixed } from '../../../shared/money/fixed';
import { formatDecimal } from '../../../shared/format/formatDecimal';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';

const accountView = { kind: 'account' } as const;

/** A logged-in user's open-order count and non-zero balances, from the hub's account view. */
export function AccountSummary() {
  const { t } = useTranslation();
  const account = useAtomValue(viewAtom(accountView));
  if (!account || account.status === 'loading') return <p role="status">{t('layout.positions.loading')}</p>;
  if (account.status === 'visitor') return <p>{t('layout.positions.signedOut')}</p>;
  const balances = account.balances.filter((balance) => {
    const total = parseFixed(balance.total);
    return total !== undefined && total !== 0n;
  });
  return (
    <>
      {account.status === 'resyncing' && <p role="status">{t('layout.positions.resyncing')}</p>}
      <p>{t('layout.positions.openOrders', { count: account.openOrders.length })}</p>
      {account.planOrders.length > 0 && (
        <p>{t('layout.positions.planOrders', { count: account.planOrders.length })}</p>
      )}
      {balances.length === 0 ? (
        <p>{t('layout.positions.noBalances')}</p>
      ) : (
        <table className="balances-table">
          <caption>{t('layout.positions.balances')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('layout.positions.coin')}</th>
              <th scope="col">{t('layout.positions.total')}</th>
              <th scope="col">{t('layout.positions.available')}</th>
              <th scope="col">{t('layout.positions.inOrders')}</th>
            </tr>
          </thead>
          <tbody>
            {balances.map((balance) => (
              <tr key={balance.tokenId}>
                <th scope="row">{balance.tokenId}</th>
                <td>{formatDecimal(balance.total) ?? t('pair.noPrice')}</td>
                <td>{formatDecimal(balance.free) ?? t('pair.noPrice')}</td>
                <td>{formatDecimal(balance.locked) ?? t('pair.noPrice')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
