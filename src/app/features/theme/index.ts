/** The public face of features/theme: what the rest of the app may import from it. */
export { DocumentTheme } from './DocumentTheme';
export { ForcedTheme } from './ForcedTheme';
export { ThemeSwitch } from './ThemeSwitch';
export { themeAtom } from './themeAtoms';
