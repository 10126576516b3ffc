/** The public face of features/ordersPanel: what the rest of the app may import from it. */
export { OrdersPanel } from './OrdersPanel';
export type { OrdersTabProps } from './OrdersTabProps';
