/** The order checks' public face: what the form, the compute worker and the tests use. */
export * from './orderCheckTypes';
export { checkOrder } from './checkOrder';
export { checksReadLastPrice } from './checkOrderTriggers';
export { createBlankOrderFields } from './createBlankOrderFields';
export { sizeByOf } from './readOrderFields';
export { TRAILING_RATE } from './readOrderField';
export { checkOrderEdit } from './checkOrderEdit';
export type {
  OrderEdit,
  OrderEditContext,
  OrderEditField,
  OrderEditReason,
  OrderEditVerdict,
} from './checkOrderEdit';
export { checkQuickOrder } from './checkQuickOrder';
export { calculateMaxTradable, type MaxTradable } from './calculateMaxTradable';
export { calculateOrderValue } from './calculateOrderValue';
export { formatQuota } from './formatQuota';
