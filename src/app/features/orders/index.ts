/** The public face of features/orders: what the rest of the app may import from it. */
export { createOrderSubmitter } from './createOrderSubmitter';
export type { OrderSubmitter } from './createOrderSubmitter';
export { modifyOrder } from './modifyOrder';
export { useOrderResult } from './useOrderResult';
