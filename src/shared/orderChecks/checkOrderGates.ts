/**
 * The gates of spec 000 §5 that come before any field is read: who is ordering, the account's state,
 * and whether this pair takes this side from this trader. In the order they are checked.
 */
import type { Instrument, Side } from '../protocol/market';
import type { OrderContext, OrderRefusal } from './orderCheckTypes';
import { refuse } from './readOrderField';

/** Buying or selling is banned on the pair (isBanBuy, isBanSell). */
export const isSideBanned = (side: Side, pair: Pick<Instrument, 'isBanBuy' | 'isBanSell'>): boolean =>
  side === 'Buy' ? pair.isBanBuy : pair.isBanSell;

/**
 * 1. A visitor is sent to log in (`login`).
 * 2. Account status 4 is liquidation (`liquidationErrorInfo`), 5 an overrun (`overrunErrorInfo`).
 * 3. A pending maintenance (`web2_will_update`).
 * 4. A restricted pair (tradeStatus 4) whose side is banned (`symbolRestricted`), then any banned side
 *    (`bannedSide`).
 * 5. The pair's risk disclaimer not accepted (`riskDisclaimer`), a leveraged token without the risk
 *    test (`ltRiskTest`).
 */
export function checkOrderGates(side: Side, context: OrderContext): OrderRefusal | undefined {
  const { viewer, instrument } = context;
  if (viewer.kind === 'visitor') return refuse('login');
  if (viewer.accountStatus === 4) return refuse('liquidationErrorInfo');
  if (viewer.accountStatus === 5) return refuse('overrunErrorInfo');
  if (viewer.pendingMaintenance) return refuse('web2_will_update');
  const banned = isSideBanned(side, instrument);
  if (banned && instrument.tradeStatus === 4) return refuse('symbolRestricted');
  if (banned) return refuse('bannedSide');
  if (instrument.needsRiskDisclaimer && !viewer.riskDisclaimerAccepted) return refuse('riskDisclaimer');
  if (instrument.isLeveragedToken && !viewer.ltRiskTestPassed) return refuse('ltRiskTest');
  return undefined;
}
