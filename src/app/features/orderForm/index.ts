/** The public face of features/orderForm: what the rest of the app may import from it. */
export { LazyTradeArea } from './LazyTradeArea';
export { orderDraftAtom } from './orderDraftAtoms';
export type { OrderDraft } from './orderDraftAtoms';
