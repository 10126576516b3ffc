/**
 * Flags the order-result codes of spec 000 §8 raise. Nothing reads them yet but tests: the
 * trade-try-limit and standard-account-limit notices that will are later issues.
 */
import { atom } from '../../state/appJotai';

export type OrderLimitFlag = 'tradeTryLimit' | 'standardAccountLimit';

export type OrderLimitFlags = Readonly<Record<OrderLimitFlag, boolean>>;

export const orderLimitFlagsAtom = atom<OrderLimitFlags>({
  tradeTryLimit: false,
  standardAccountLimit: false,
});

export const raiseOrderLimitFlagAtom = atom(null, (get, set, flag: OrderLimitFlag) => {
  if (!get(orderLimitFlagsAtom)[flag])
    set(orderLimitFlagsAtom, { ...get(orderLimitFlagsAtom), [flag]: true });
});
