import { useMemo } from 'react';
import {
  checksReadLastPrice,
  type OrderContext,
  type OrderFields,
  type OrderViewer,
} from '../../../shared/orderChecks';
import type { AccountView, Instrument } from '../../../shared/protocol';
import { lastPriceAtom, lastPriceKnownAtom } from '../../instruments/lastPriceAtom';
import { atom, atomPerKey, useAtomValue, type Atom } from '../../state/appJotai';
import { ownAccountAtom, viewerAtom } from '../session';
import { formReadsLastPrice } from './figuresPrice';
import { riskConsentAtom } from './riskConsentAtoms';
import { useOrderQuota } from './useOrderQuota';

/** What a form whose figures hold still reads for the last price. */
const NOT_FOLLOWED = atom('');

/** A coin's free balance, "0" when the account holds none, "" while the account is not known yet. */
function availableOf(account: AccountView | undefined, tokenId: string): string {
  if (!account || account.status === 'loading' || account.status === 'visitor') return '';
  return account.balances.find((balance) => balance.tokenId === tokenId)?.free ?? '0';
}

/**
 * A coin's free balance (availableOf), notifying only when it changes: the account view changes with
 * every order and balance of the account, most of which leave the pair's two coins as they were.
 */
const freeBalanceAtom = atomPerKey((tokenId: string): Atom<string> =>
  atom((get) => availableOf(get(ownAccountAtom), tokenId)),
);

export interface OrderContextState {
  /** What the checks read: its `lastPrice` is '' unless they read it (`checksReadLastPrice`). */
  context: OrderContext;
  /**
   * The pair's last price as the feed moves it while the form's figures or checks read it
   * (formReadsLastPrice); '' until known, and '' for an order priced by its own fields, so that the
   * market's moves do not render a limit order's form.
   */
  lastPrice: string;
  /** Whether the pair's last price is known (what fills an empty price on first use). */
  lastPriceKnown: boolean;
  /** `unknown` while the profile loads: the form waits rather than show a visitor's prompt. */
  viewerKnown: boolean;
  refreshQuota: () => void;
}

/**
 * What the checks know besides the fields (OrderContext): the pair, its last price, who trades (the
 * profile, and the consents given in this browser), the free balances of the pair's two coins from
 * the hub's account view (demo users' are their demo balances) and the pair's quota. The account's
 * risk status (liquidation 4, overrun 5) and a unified-account upgrade under way come from the
 * profile, so the gates of spec 000 §5 refuse before any request; the profile is loaded again when an
 * order is refused with 81001 or 32241, since the status can change while the page is open.
 */
export function useOrderContext(
  instrument: Instrument,
  fields: Pick<OrderFields, 'kind' | 'triggeredType'>,
): OrderContextState {
  const { kind } = fields;
  const viewer = useAtomValue(viewerAtom);
  const lastPriceKnown = useAtomValue(lastPriceKnownAtom(instrument.symbolId));
  const lastPrice = useAtomValue(
    formReadsLastPrice(fields) ? lastPriceAtom(instrument.symbolId) : NOT_FOLLOWED,
  );
  const consent = useAtomValue(riskConsentAtom);
  const { quota, refresh } = useOrderQuota(instrument, viewer.isLoggedIn);
  const baseAvailable = useAtomValue(freeBalanceAtom(instrument.baseTokenId));
  const quoteAvailable = useAtomValue(freeBalanceAtom(instrument.quoteTokenId));
  const disclaimerAccepted = consent.disclaimers.includes(instrument.symbolId);

  const orderViewer = useMemo<OrderViewer>(
    () =>
      viewer.isLoggedIn
        ? {
            kind: 'user',
            isUnified: viewer.isUTA,
            isDemo: viewer.isDemo,
            accountStatus: viewer.riskStatus,
            pendingMaintenance: viewer.pendingMaintenance,
            riskDisclaimerAccepted: disclaimerAccepted,
            ltRiskTestPassed: consent.ltRiskTest,
          }
        : { kind: 'visitor' },
    [
      viewer.isLoggedIn,
      viewer.isUTA,
      viewer.isDemo,
      viewer.riskStatus,
      viewer.pendingMaintenance,
      disclaimerAccepted,
      consent.ltRiskTest,
    ],
  );
  // The feed moves the last price many times a second: a context that does not need it stays the same
  // object, so the moves send no check to the worker and repaint no verdict.
  const checkedLastPrice = checksReadLastPrice(kind) ? lastPrice : '';
  const context = useMemo<OrderContext>(
    () => ({
      instrument,
      lastPrice: checkedLastPrice,
      viewer: orderViewer,
      baseAvailable,
      quoteAvailable,
      quota,
    }),
    [instrument, checkedLastPrice, orderViewer, baseAvailable, quoteAvailable, quota],
  );
  return {
    context,
    lastPrice,
    lastPriceKnown,
    viewerKnown: viewer.kind !== 'unknown',
    refreshQuota: refresh,
  };
}
