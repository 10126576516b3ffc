/** The public face of features/pairDetails: what the rest of the app may import from it. */
export { PairDetails } from './PairDetails';
