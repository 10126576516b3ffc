import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale } from '../../../../src/app/i18n/detectLocale';

describe('detectLocale', () => {
  it('takes the stored choice first', () => {
    expect(detectLocale({ stored: 'de-DE', browser: ['fr-FR'], fallback: 'ja-JP' })).toBe('de-DE');
  });

  it('ignores a stored value that is not a supported locale', () => {
    expect(detectLocale({ stored: 'xx-YY', browser: ['fr-FR'] })).toBe('fr-FR');
    expect(detectLocale({ stored: 'de-de', browser: ['ko-KR'] })).toBe('ko-KR');
  });

  it('then the browser languages, in the user’s order', () => {
    expect(detectLocale({ browser: ['ja-JP', 'en'] })).toBe('ja-JP');
    // The first language wins even when only its language (not its region) matches.
    expect(detectLocale({ browser: ['fr-CA', 'en-US'] })).toBe('fr-FR');
    // A language we do not have is skipped.
    expect(detectLocale({ browser: ['he-IL', 'nb-NO', 'de-AT'] })).toBe('de-DE');
  });

  it('then the configured fallback, then en', () => {
    expect(detectLocale({ browser: ['he-IL'], fallback: 'es-ES' })).toBe('es-ES');
    expect(detectLocale({ browser: [], fallback: 'fr' })).toBe('fr-FR');
    expect(detectLocale({ browser: ['he-IL'], fallback: 'he-IL' })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });

  it('survives malformed browser tags', () => {
    expect(detectLocale({ browser: ['', 'not a tag!', '*', 'it-IT'] })).toBe('it-IT');
  });
});

describe('matchLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['ar-SA', 'ar-SA'],
    ['ar-EG', 'ar-SA'],
    ['ar', 'ar-SA'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['es', 'es-ES'],
    ['es-AR', 'es-MX'],
    ['es-419', 'es-MX'],
    ['es-US', 'es-MX'],
    ['pt', 'pt-BR'],
    ['pt-AO', 'pt-PT'],
    ['in', 'id-ID'],
    ['tl', 'fil-PH'],
    ['fil', 'fil-PH'],
    ['uk', 'uk-UA'],
    ['kk', 'kk-KZ'],
  ])('%s → %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('has nothing for languages outside the 28', () => {
    for (const tag of ['he-IL', 'fa-IR', 'nb', 'fi-FI', 'x-klingon'])
      expect(matchLocale(tag)).toBeUndefined();
  });
});
