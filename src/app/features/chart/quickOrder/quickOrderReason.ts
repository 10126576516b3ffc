import type { TFunction } from 'i18next';
import type { QuickOrderVerdict, Side } from '../../../../shared/protocol';

type Refusal = Exclude<Extract<QuickOrderVerdict, { ok: false }>['reason'], 'login'>;

/** The toast text of a failed quick-order check (a visitor's `login` is a redirect, not a text). */
export function quickOrderReason(
  t: TFunction,
  reason: Refusal,
  side: Side,
  step: string,
  base: string,
): string {
  switch (reason) {
    case 'bannedSide':
      return t(side === 'Buy' ? 'quickOrder.reason.bannedBuy' : 'quickOrder.reason.bannedSell');
    case 'qtyErrorTickTip':
      return t('quickOrder.reason.qtyErrorTickTip', { step, base });
    default:
      return t(`quickOrder.reason.${reason}`);
  }
}
