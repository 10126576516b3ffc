/** The public face of features/leveragedToken: what the rest of the app may import from it. */
export { LeveragedTokenRoute } from './LeveragedTokenRoute';
