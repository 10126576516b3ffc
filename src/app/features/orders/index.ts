/** The public face of features/orders: what the rest of the app may import from it. */
export { cancelOrder } from './cancelOrder';
export type { CancelTarget } from './cancelOrder';
export { createOrderSubmitter } from './createOrderSubmitter';
export type { OrderSubmitter } from './createOrderSubmitter';
export { modifyOrder } from './modifyOrder';
export { useOrderResult } from './useOrderResult';
