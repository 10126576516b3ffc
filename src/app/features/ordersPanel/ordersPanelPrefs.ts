import * as z from 'zod/mini';
import { userPrefAtom } from '../session';

/**
 * The orders panel's selected tab, per user in this browser (a tab no longer shown falls back to the
 * first).
 */
export const selectedOrdersTabAtom = userPrefAtom('ordersPanel.tab', z.string().check(z.maxLength(40)));

/** The header's Show all pairs switch, per user in this browser; off until turned on. */
export const allPairsAtom = userPrefAtom('ordersPanel.allPairs', z.boolean());
