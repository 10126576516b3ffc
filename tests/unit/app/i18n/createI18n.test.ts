import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadI18n, showLanguage } from '../../../../src/app/i18n/createI18n';
import { loadLocaleFile, type NamespaceLoader, type Texts } from '../../../../src/app/i18n/localeFiles';

/** A loader over fixed texts that records what was asked; `fail` lists `locale/namespace` to reject. */
function fakeLoader(files: Record<string, Texts>, fail: string[] = []) {
  const asked: string[] = [];
  const load: NamespaceLoader = async (locale, namespace) => {
    const name = `${locale}/${namespace}`;
    asked.push(name);
    if (fail.includes(name)) throw new TypeError('Failed to fetch dynamically imported module');
    const texts = files[name];
    if (!texts) throw new Error(`no ${name}`);
    return texts;
  };
  return { load, asked };
}

const files: Record<string, Texts> = {
  'en/spot': { book: { heading: 'Order book' }, trades: { heading: 'Latest trades' } },
  'de-DE/spot': { book: { heading: 'Orderbuch' } },
  'fr-FR/spot': { book: { heading: 'Carnet d’ordres' }, trades: { heading: 'Dernières transactions' } },
  'en/errorCode': { '12131': 'Insufficient balance.' },
  'de-DE/errorCode': { '12131': 'Unzureichendes Guthaben.' },
};

describe('i18n loading', () => {
  it('loads only the language shown and the fallback, namespace by namespace', async () => {
    const { load, asked } = fakeLoader(files);
    const i18n = await loadI18n({ locale: 'de-DE', load });
    expect(asked.sort()).toEqual(['de-DE/spot', 'en/spot']);
    expect(i18n.t('book.heading')).toBe('Orderbuch');
    // A key the language lacks comes from the fallback language.
    expect(i18n.t('trades.heading')).toBe('Latest trades');

    await i18n.loadNamespaces('errorCode');
    expect(asked.sort()).toEqual(['de-DE/errorCode', 'de-DE/spot', 'en/errorCode', 'en/spot']);
    expect(i18n.t('12131', { ns: 'errorCode' })).toBe('Unzureichendes Guthaben.');
  });

  it('treats a failed load as empty texts: the fallback language fills in, and the rest is empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load } = fakeLoader(files, ['de-DE/spot']);
    const i18n = await loadI18n({ locale: 'de-DE', load });
    expect(i18n.t('book.heading')).toBe('Order book');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('de-DE/spot'), expect.any(TypeError));

    const { load: failing } = fakeLoader(files, ['de-DE/spot', 'en/spot']);
    const broken = await loadI18n({ locale: 'de-DE', load: failing });
    expect(broken.language).toBe('de-DE');
    expect(broken.t('book.heading')).toBe('');
    warn.mockRestore();
  });

  it('shows an empty text, not the key, for a key found nowhere', async () => {
    const { load } = fakeLoader(files);
    const i18n = await loadI18n({ locale: 'en', load });
    expect(i18n.t('book.nothingHere' as 'book.heading')).toBe('');
  });

  it('is ready at once when the texts are preloaded (the component tests’ path)', () => {
    const load = vi.fn<NamespaceLoader>();
    const i18n = createI18n({ preloaded: { en: { spot: { book: { heading: 'Order book' } } } }, load });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('book.heading')).toBe('Order book');
    expect(load).not.toHaveBeenCalled();
  });

  it('switches language and fallback together, loading before it switches', async () => {
    const { load, asked } = fakeLoader(files);
    const i18n = await loadI18n({ locale: 'de-DE', load });
    const switching = showLanguage(i18n, 'de-DE', 'fr-FR');
    await switching;
    expect(asked).toContain('fr-FR/spot');
    expect(i18n.t('book.heading')).toBe('Orderbuch');
    expect(i18n.t('trades.heading')).toBe('Dernières transactions');

    await showLanguage(i18n, 'fr-FR', 'fr-FR');
    expect(i18n.language).toBe('fr-FR');
    expect(i18n.t('book.heading')).toBe('Carnet d’ordres');
  });
});

describe('the translation files loader', () => {
  it('imports a real file and rejects an unknown one', async () => {
    const texts = await loadLocaleFile('ar-SA', 'spot');
    expect(texts).toMatchObject({ language: { label: 'اللغة' } });
    await expect(loadLocaleFile('xx-XX', 'spot')).rejects.toThrow('locales/xx-XX/spot.json');
  });
});
