/** The public face of features/favourites: what the rest of the app may import from it. */
export { FavouriteToggle } from './FavouriteToggle';
export { FavouritesAlert } from './FavouritesAlert';
export { FavouritesLoader } from './FavouritesLoader';
export { favouritesAtom } from './favouritesAtoms';
