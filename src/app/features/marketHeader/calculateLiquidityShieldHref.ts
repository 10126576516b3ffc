import { safeHttpUrl } from '../../links/safeHttpUrl';

/**
 * The liquidity-shield link of a symbol: the web config's template with `{symbol}` replaced by the
 * URL-encoded symbol id. `undefined` unless the result is an http(s) URL.
 */
export function calculateLiquidityShieldHref(template: string, symbolId: string): string | undefined {
  return safeHttpUrl(template.replaceAll('{symbol}', encodeURIComponent(symbolId)));
}
