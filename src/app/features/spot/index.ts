/** The public face of features/spot: what the rest of the app may import from it. */
export { SpotRoute } from './SpotRoute';
export { UnknownPair } from './UnknownPair';
