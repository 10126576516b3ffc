import type { Instrument, Ticker } from '../../../shared/protocol';
import type { ApiError } from '../../../shared/rest/ApiError';
import { fetchSymbols, fetchTicker } from '../../api/marketApi';

export type SpotMarketState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'unknownPair' }
  | { status: 'ready'; instrument: Instrument; ticker: Ticker | undefined };

/**
 * Loads what the first page shows: the pair's instrument from the symbol list, then its ticker. Live
 * updates replace the ticker once the market hub exists; this is the REST snapshot.
 */
export async function loadSpotMarket(
  base: string,
  quote: string,
  signal: AbortSignal,
): Promise<Exclude<SpotMarketState, { status: 'loading' }>> {
  // 1. The symbol list says whether the pair exists and with which precisions.
  const symbols = await fetchSymbols(signal);
  if (!symbols.ok) return { status: 'error', error: symbols.error };
  const instrument = symbols.value.find((s) => s.baseTokenName === base && s.quoteTokenName === quote);
  if (!instrument) return { status: 'unknownPair' };

  // 2. The ticker gives the last price and the 24h change.
  const ticker = await fetchTicker(instrument.symbolId, signal);
  if (!ticker.ok) return { status: 'error', error: ticker.error };
  return { status: 'ready', instrument, ticker: ticker.value };
}
