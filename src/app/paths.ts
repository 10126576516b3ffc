import { DEFAULT_LOCALE } from './i18n/locales';

/** The pair every unknown path lands on (spec 000 §2: "the BTC default pair"); the quote comes from the web config. */
export const DEFAULT_PAIR = { base: 'BTC', quote: 'USDT' } as const;

const path = (segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

/** `/{locale}/trade/spot/{base}/{quote}`, each part URL-encoded. */
export function spotPath(locale: string, base: string, quote: string): string {
  return path([locale, 'trade', 'spot', base, quote]);
}

/** `/{locale}/trade/spot/lt/{base}/{quote}`: the leveraged-token page. */
export function ltPath(locale: string, base: string, quote: string): string {
  return path([locale, 'trade', 'spot', 'lt', base, quote]);
}

/** The page a pair opens on: a leveraged token's own page (spec 000 §2), or the spot page. */
export function pairPath(
  locale: string,
  pair: { base: string; quote: string; isLeveragedToken: boolean },
): string {
  return (pair.isLeveragedToken ? ltPath : spotPath)(locale, pair.base, pair.quote);
}

export const DEFAULT_SPOT_PATH = spotPath(DEFAULT_LOCALE, DEFAULT_PAIR.base, DEFAULT_PAIR.quote);
