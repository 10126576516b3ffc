import { useTranslation } from '../../i18n/useTranslation';
import { favouritesAtom } from '../favourites';
import { viewAtom } from '../../hub/hubAtoms';
import { recentSymbolsAtom } from '../recentSymbols';
import { useAtomValue } from '../../state/appJotai';
import { calculateStripItems } from './calculateStripItems';
import { SymbolStrip } from './SymbolStrip';

const instrumentsView = viewAtom({ kind: 'instruments' });
const marketListView = viewAtom({ kind: 'marketList' });

/** The favourites strip (only when there are favourites) and the recent strip (always). */
export function FooterStrips({
  locale,
  currentSymbolId,
}: {
  locale: string;
  currentSymbolId: string | undefined;
}) {
  const { t } = useTranslation();
  const favourites = useAtomValue(favouritesAtom);
  const recent = useAtomValue(recentSymbolsAtom);
  const instruments = useAtomValue(instrumentsView)?.instruments ?? [];
  const rows = useAtomValue(marketListView)?.rows ?? [];

  const favouriteItems = calculateStripItems(favourites.symbols, instruments, rows);
  const recentItems = calculateStripItems(recent, instruments, rows);
  return (
    <>
      {favouriteItems.length > 0 && (
        <SymbolStrip
          strip="favourites"
          title={t('footer.favourites')}
          items={favouriteItems}
          locale={locale}
          currentSymbolId={currentSymbolId}
        />
      )}
      <SymbolStrip
        strip="recent"
        title={t('footer.recent')}
        items={recentItems}
        locale={locale}
        currentSymbolId={currentSymbolId}
        emptyText={t('footer.recentEmpty')}
      />
    </>
  );
}
