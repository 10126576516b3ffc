import { describe, expect, it } from 'vitest';
import {
  isRtl,
  LOCALE_NAMES,
  parseLocale,
  SUPPORTED_LOCALES,
  textDirectionOf,
} from '../../../../src/app/i18n/locales';
import { localizedPath } from '../../../../src/app/i18n/localizedPath';

describe('supported locales', () => {
  it('are 28 distinct canonical BCP 47 tags, including en and ar-SA (spec 000 §2)', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(28);
    expect(new Set(SUPPORTED_LOCALES).size).toBe(28);
    expect(SUPPORTED_LOCALES).toContain('en');
    expect(SUPPORTED_LOCALES).toContain('ar-SA');
    for (const locale of SUPPORTED_LOCALES) {
      expect(Intl.getCanonicalLocales(locale)).toEqual([locale]);
      expect(encodeURIComponent(locale)).toBe(locale);
    }
  });

  it('each have a distinct name in their own language', () => {
    const names = SUPPORTED_LOCALES.map((locale) => LOCALE_NAMES[locale]);
    expect(new Set(names).size).toBe(28);
    expect(LOCALE_NAMES['de-DE']).toBe('Deutsch');
    expect(LOCALE_NAMES['ar-SA']).toBe('العربية');
  });

  it('parse only exact tags, as URLs are', () => {
    expect(parseLocale('zh-TW')).toBe('zh-TW');
    expect(parseLocale('zh-tw')).toBeUndefined();
    expect(parseLocale('trade')).toBeUndefined();
    expect(parseLocale(undefined)).toBeUndefined();
  });

  it('are right to left only for Arabic', () => {
    expect(SUPPORTED_LOCALES.filter(isRtl)).toEqual(['ar-SA']);
    expect(textDirectionOf('ar-SA')).toBe('rtl');
    expect(textDirectionOf('he-IL')).toBe('ltr');
  });
});

describe('localizedPath', () => {
  it('replaces the locale segment and keeps the rest, the query and the hash', () => {
    expect(
      localizedPath(
        { pathname: '/en/trade/spot/BTC/USDT', search: '?symbolId=BTCUSDT', hash: '#book' },
        'ar-SA',
      ),
    ).toBe('/ar-SA/trade/spot/BTC/USDT?symbolId=BTCUSDT#book');
    expect(localizedPath({ pathname: '/ar-SA/trade/spot/lt/BTC3L/USDT' }, 'de-DE')).toBe(
      '/de-DE/trade/spot/lt/BTC3L/USDT',
    );
  });

  it('adds a locale to an address without one', () => {
    expect(localizedPath({ pathname: '/trade/spot/ETH/USDT' }, 'fr-FR')).toBe('/fr-FR/trade/spot/ETH/USDT');
    expect(localizedPath({ pathname: '/' }, 'ja-JP')).toBe('/ja-JP');
  });
});
