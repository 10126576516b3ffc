/**
 * The completeness check of the translation files (spec 000 §7: "Translation files per language and
 * namespace"). `en` is the source; every other locale must have every key of it, non-empty, with the
 * same placeholders, and no keys of its own. Failures name the locale, the file and the key.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../../../src/app/i18n/localeFiles';
import { SUPPORTED_LOCALES } from '../../../../src/app/i18n/locales';
import { CODES } from '../../../../src/shared/protocol/rest';

const LOCALES_DIR = join(import.meta.dirname, '../../../../locales');

/**
 * A locale fails as "copied from English" when more than this share of its translatable strings equal
 * the English ones. Translatable means: a word of two or more lower-case Latin letters outside the
 * placeholders — acronyms (OCO, TWAP, MMR), "--" and placeholder-only texts read the same in every
 * language and are not counted. Measured on the real translations: most locales share 0–4 % with en,
 * the most is fil-PH at about 8 % (Filipino keeps trading words such as "Order book" in English). A
 * copied file scores 100 %. 20 % leaves room for a language that keeps more terms in English and still
 * catches a copied file; `SECTION_COPY_MIN` below catches a copied *section* in an otherwise real file.
 */
const MAX_ENGLISH_SHARE = 0.2;
/** A group of sibling keys with at least this many translatable strings may not be English throughout. */
const SECTION_COPY_MIN = 3;

type Leaves = Map<string, unknown>;

function leavesOf(value: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      leavesOf(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function readLeaves(locale: string, namespace: string): Leaves | undefined {
  const file = join(LOCALES_DIR, locale, `${namespace}.json`);
  if (!existsSync(file)) return undefined;
  return leavesOf(JSON.parse(readFileSync(file, 'utf8')));
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort();
const isTranslatable = (text: string) => /[a-z]{2}/.test(text.replace(/\{\{[^}]*\}\}/g, ''));
const parentOf = (key: string) => key.split('.').slice(0, -1).join('.');

const english = new Map(
  NAMESPACES.map((namespace) => {
    const leaves = readLeaves('en', namespace);
    if (!leaves) throw new Error(`locales/en/${namespace}.json is missing`);
    return [namespace, leaves] as const;
  }),
);

/** Every problem of one locale, one line each: `de-DE/spot.json: book.heading is missing`. */
function problemsOf(locale: string): { problems: string[]; copied: string[]; translatable: number } {
  const problems: string[] = [];
  const copied: string[] = [];
  let translatable = 0;
  for (const [namespace, source] of english) {
    const where = `${locale}/${namespace}.json`;
    const target = readLeaves(locale, namespace);
    if (!target) {
      problems.push(`${where}: the file is missing`);
      continue;
    }
    const copiedBySection = new Map<string, { copied: number; translatable: number }>();
    for (const [key, text] of source) {
      const translated = target.get(key);
      if (typeof text !== 'string') throw new Error(`en/${namespace}.json: ${key} is not a string`);
      if (!target.has(key)) problems.push(`${where}: ${key} is missing`);
      else if (typeof translated !== 'string') problems.push(`${where}: ${key} is not a string`);
      else if (translated.trim() === '') problems.push(`${where}: ${key} is empty`);
      else {
        const expected = placeholdersOf(text).join(', ');
        const actual = placeholdersOf(translated).join(', ');
        if (expected !== actual) {
          problems.push(`${where}: ${key} has placeholders [${actual}] where en has [${expected}]`);
        }
        if (isTranslatable(text)) {
          translatable += 1;
          const section = copiedBySection.get(parentOf(key)) ?? { copied: 0, translatable: 0 };
          section.translatable += 1;
          if (translated === text) {
            section.copied += 1;
            copied.push(`${namespace}:${key}`);
          }
          copiedBySection.set(parentOf(key), section);
        }
      }
    }
    for (const key of target.keys()) {
      if (!source.has(key)) problems.push(`${where}: ${key} is not in en (remove it or add it to en)`);
    }
    for (const [section, count] of copiedBySection) {
      if (count.translatable >= SECTION_COPY_MIN && count.copied === count.translatable) {
        problems.push(`${where}: every text of ${section || 'the file'} is the English one`);
      }
    }
  }
  return { problems, copied, translatable };
}

describe('translation files', () => {
  it('exist for exactly the supported locales and namespaces', () => {
    const dirs = readdirSync(LOCALES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(dirs).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of SUPPORTED_LOCALES) {
      const files = readdirSync(join(LOCALES_DIR, locale)).sort();
      expect(files, locale).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it('give every error code of the exchange a text, keyed by its number', () => {
    const codes = [...new Set(Object.values(CODES))].map(String).sort();
    expect([...(english.get('errorCode')?.keys() ?? [])].sort()).toEqual(codes);
  });

  it('have no empty English text', () => {
    for (const [namespace, leaves] of english) {
      for (const [key, text] of leaves) expect(text, `en/${namespace}.json: ${key}`).not.toBe('');
    }
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every en key, non-empty, with the same placeholders',
    (locale) => {
      expect(problemsOf(locale).problems).toEqual([]);
    },
  );

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s is translated, not copied from en',
    (locale) => {
      const { copied, translatable } = problemsOf(locale);
      const share = copied.length / translatable;
      expect(
        share <= MAX_ENGLISH_SHARE,
        `${locale}: ${copied.length} of ${translatable} texts are the English ones: ${copied.join(', ')}`,
      ).toBe(true);
    },
  );
});
