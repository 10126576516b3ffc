import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { FeedStatusNote } from '../../../hub/FeedStatusNote';
import { accountViewAtom, viewAtom } from '../../../hub/hubAtoms';
import { useAtomValue } from '../../../state/appJotai';
import { Switch } from '../../../ui/Switch';
import { OrdersVisitorPrompt } from '../OrdersVisitorPrompt';
import type { OrdersTabProps } from '../OrdersTabProps';
import { AssetsTable } from './AssetsTable';
import { calculateAssetRows } from './calculateAssetRows';

const marketListView = viewAtom({ kind: 'marketList' });
const instrumentsView = viewAtom({ kind: 'instruments' });

/**
 * The Assets tab: the account's balances from the hub's account view, valued in the page's quote coin
 * from the market list's last prices. Zero balances are hidden unless "Show zero balances" is on: an
 * account holds every listed coin, most of them at zero. Every pair's balances, so the header's Show
 * all pairs switch does not apply (ordersTabs.ts).
 */
export function AssetsTab({ symbolId }: OrdersTabProps) {
  const { t } = useTranslation('integratedTrade');
  const [showZero, setShowZero] = useState(false);
  const account = useAtomValue(accountViewAtom);
  const markets = useAtomValue(marketListView);
  const instruments = useAtomValue(instrumentsView)?.instruments;
  const page = instruments?.find((i) => i.symbolId === symbolId);
  const balances =
    account?.status === 'live' || account?.status === 'resyncing' ? account.balances : undefined;
  const rows = useMemo(
    () =>
      balances && page
        ? calculateAssetRows({
            balances,
            instruments: instruments ?? [],
            markets: markets?.rows ?? [],
            quote: page.quoteTokenId,
            amountDecimals: page.amountPrecision,
            showZero,
          })
        : undefined,
    [balances, instruments, markets, page, showZero],
  );
  // The hub's session ended (logged out in another tab, or expired): the visitor's prompt, as the
  // panel shows it.
  if (account?.status === 'visitor') return <OrdersVisitorPrompt />;
  return (
    <div className="orders-panel__assets">
      <FeedStatusNote status={account?.status} />
      {/* Spec 000 §7: an order changed and no balance has followed for 5 s (the hub polls after 3 s). */}
      {account?.balancesStale && <p role="status">{t('assets.stale')}</p>}
      <div className="orders-panel__options">
        <Switch isSelected={showZero} onChange={setShowZero}>
          {t('assets.showZero')}
        </Switch>
      </div>
      {rows && page && <AssetsTable rows={rows} quote={page.quoteTokenName} />}
    </div>
  );
}
