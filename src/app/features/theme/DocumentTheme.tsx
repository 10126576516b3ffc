import { useDocumentTheme } from './useDocumentTheme';

/** Renders nothing; keeps `<html data-theme>` on the page's theme. Mount once per app. */
export function DocumentTheme() {
  useDocumentTheme();
  return null;
}
