import { parseLocale, type Locale } from './locales';

/**
 * The same address under another locale: the first path segment is replaced when it is a locale and
 * added when there is none; the rest of the path, the query and the hash are kept as they are.
 */
export function localizedPath(
  location: { pathname: string; search?: string; hash?: string },
  locale: Locale,
): string {
  const [, first = '', ...rest] = location.pathname.split('/');
  const tail = parseLocale(first) === undefined ? [first, ...rest] : rest;
  const path = ['', encodeURIComponent(locale), ...tail].join('/').replace(/\/$/, '');
  return `${path}${location.search ?? ''}${location.hash ?? ''}`;
}
