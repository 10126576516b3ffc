/** The public face of features/orderBook: what the rest of the app may import from it. */
export { BookPanel } from './BookPanel';
