import { DEFAULT_LOCALE } from './i18n/locales';

/** The pair every unknown path lands on (spec 000 §2: "the BTC default pair"). */
export const DEFAULT_PAIR = { base: 'BTC', quote: 'USDT' } as const;

/** `/{locale}/trade/spot/{base}/{quote}`, each part URL-encoded. */
export function spotPath(locale: string, base: string, quote: string): string {
  return `/${[locale, 'trade', 'spot', base, quote].map(encodeURIComponent).join('/')}`;
}

export const DEFAULT_SPOT_PATH = spotPath(DEFAULT_LOCALE, DEFAULT_PAIR.base, DEFAULT_PAIR.quote);
