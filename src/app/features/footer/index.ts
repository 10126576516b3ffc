/** The public face of features/footer: what the rest of the app may import from it. */
export { LazyFooter } from './LazyFooter';
