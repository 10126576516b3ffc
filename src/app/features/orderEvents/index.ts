/** The public face of features/orderEvents: the user's order events as toasts, mounted once per page. */
export { OrderEventToasts } from './OrderEventToasts';
