/** The public face of features/shell: what the rest of the app may import from it. */
export { TopBar } from './TopBar';
