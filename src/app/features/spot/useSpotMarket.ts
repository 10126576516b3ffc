import { useCallback, useEffect, useState } from 'react';
import { loadSpotMarket, type SpotMarketState } from './loadSpotMarket';

const LOADING: SpotMarketState = { status: 'loading' };

/**
 * The REST state of one pair, with `retry` for the error state. Each attempt has a key; an answer that
 * belongs to an older key is never shown, and a new key reads as loading until its answer arrives.
 */
export function useSpotMarket(base: string, quote: string): { state: SpotMarketState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: SpotMarketState }>();
  const key = `${base}/${quote}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    void loadSpotMarket(base, quote, controller.signal).then((state) => {
      if (!controller.signal.aborted) setSettled({ key, state });
    });
    return () => controller.abort();
  }, [base, quote, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: settled?.key === key ? settled.state : LOADING, retry };
}
