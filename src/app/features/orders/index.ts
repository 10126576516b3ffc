/** The public face of features/orders: what the rest of the app may import from it. */
export { cancelAllOrders } from './cancelAllOrders';
export type { CancelAllScope } from './cancelAllOrders';
export { cancelOrder } from './cancelOrder';
export type { CancelTarget } from './cancelOrder';
export { createOrderSubmitter } from './createOrderSubmitter';
export type { OrderSubmitter } from './createOrderSubmitter';
export { ModifyHintDialog } from './ModifyHintDialog';
export type { CrossingHint, ExecutedQuantityHint, ModifyHint } from './ModifyHintDialog';
export { modifyOrder } from './modifyOrder';
export { modifyPlanOrder } from './modifyPlanOrder';
export { useOrderResult } from './useOrderResult';
export { ownOrderActionsAtom } from './ownOrderActions';
export type { OwnOrderActions } from './ownOrderActions';
