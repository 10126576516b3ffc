/** The public face of features/recentSymbols: what the rest of the app may import from it. */
export { recentSymbolsAtom, recordRecentSymbolAtom } from './recentSymbolsAtoms';
