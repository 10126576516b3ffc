/** The public face of features/layout: what the rest of the app may import from it. */
export { DesktopLayout } from './DesktopLayout';
export { MobileLayout } from './MobileLayout';
export { useViewMode } from './useViewMode';
