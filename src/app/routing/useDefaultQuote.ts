import { DEFAULT_PAIR } from '../paths';
import { webConfigAtom } from '../features/session';
import { useAtomValue } from '../state/appJotai';

/**
 * The quote of the default BTC pair from the web config; `undefined` while it loads (one request), so a
 * redirect does not land on one quote and then jump to another. A failed load falls back to USDT.
 */
export function useDefaultQuote(): string | undefined {
  const config = useAtomValue(webConfigAtom);
  if (config.status === 'loading') return undefined;
  return config.status === 'ready' ? config.value.defaultQuote : DEFAULT_PAIR.quote;
}
