/**
 * The market header alone, in the app's providers, for the tests that look at the header and its
 * markets list: the whole trading page around it (chart, book, trades, trade area, footer) would cost
 * each test far more than the header does. The header follows the address as the page does, so a pair
 * chosen in the list brings that pair's header.
 */
import { Route } from 'wouter';
import { MarketHeader } from '../../../../src/app/features/marketHeader';
import { useSpotInstrument } from '../../../../src/app/instruments/useSpotInstrument';
import type { Locale } from '../../../../src/app/i18n/locales';
import { useCanonicalPair } from '../../../../src/app/routing/useCanonicalPair';
import { renderApp } from '../../renderApp';

/** The header of the address's pair once the hub's symbol list has it, keyed by pair as the page is. */
function AddressedHeader() {
  const { locale, base, quote } = useCanonicalPair();
  return <PairHeader key={`${locale}/${base}/${quote}`} locale={locale} base={base} quote={quote} />;
}

function PairHeader({ locale, base, quote }: { locale: Locale; base: string; quote: string }) {
  const state = useSpotInstrument(base, quote);
  if (state.status !== 'ready') return null;
  return <MarketHeader instrument={state.instrument} locale={locale} />;
}

/** `renderApp` with the market header of the spot pair at `path` in place of the route table. */
export function renderMarketHeader(
  path: string,
  options: Omit<NonNullable<Parameters<typeof renderApp>[1]>, 'panel'> = {},
) {
  return renderApp(path, {
    ...options,
    panel: (
      <Route path="/:locale/trade/spot/:base/:quote">
        <AddressedHeader />
      </Route>
    ),
  });
}
