import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const LOCALES_DIR = resolve(import.meta.dirname, '../../locales');

/** A locale's spot texts, nested as in `locales/{locale}/spot.json`. */
export type SpotTexts = Record<string, unknown>;

/** The spot texts of a locale, so a test can find things by role and name in any language. */
export function readSpotTexts(locale: string): SpotTexts {
  return JSON.parse(readFileSync(resolve(LOCALES_DIR, locale, 'spot.json'), 'utf8')) as SpotTexts;
}

/** The text at a dotted key (`"book.bids"`); throws on a missing key, so a renamed key fails loudly. */
export function textAt(texts: SpotTexts, key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as SpotTexts | undefined)?.[part], texts);
  if (typeof found !== 'string') throw new Error(`no text at ${key}`);
  return found;
}

/**
 * A pattern for an i18next template: `{{name}}` becomes `values[name]` (a regular-expression source),
 * any other placeholder `.*`; the rest matches literally. `prefix` leaves the end open.
 */
export function templatePattern(
  template: string,
  values: Record<string, string> = {},
  { prefix = false } = {},
): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped.replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => values[name] ?? '.*');
  return new RegExp(`^${pattern}${prefix ? '' : '$'}`);
}
