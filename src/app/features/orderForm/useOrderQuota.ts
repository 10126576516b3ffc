import { useCallback, useEffect, useState } from 'react';
import type { OrderQuota } from '../../../shared/orderChecks';
import type { Instrument } from '../../../shared/protocol';
import { fetchQuota } from './quotaApi';

// Constants, so a form reading them re-checks only when the quota really changes.
const NONE: OrderQuota = { kind: 'none' };
const UNKNOWN: OrderQuota = { kind: 'unknown' };

export const hasQuota = (instrument: Instrument) =>
  instrument.mark.includes('innovation') || instrument.mark.includes('adventure');

/**
 * The quota that limits buys of an innovation or adventure pair (spec 000 §5 "Max tradable"):
 * `none` for other pairs and for visitors, `unknown` until it is fetched or when the fetch fails
 * (shown '--'), then what the exchange says. `refresh` fetches it again (after an order uses some).
 */
export function useOrderQuota(
  instrument: Instrument,
  isLoggedIn: boolean,
): { quota: OrderQuota; refresh: () => void } {
  const applies = isLoggedIn && hasQuota(instrument);
  const [known, setKnown] = useState<{ symbolId: string; quota: OrderQuota }>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!applies) return undefined;
    const controller = new AbortController();
    void fetchQuota(instrument.symbolId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setKnown({
        symbolId: instrument.symbolId,
        quota: result.ok
          ? { kind: 'known', limit: result.value.limit, remainAmount: result.value.remainAmount }
          : UNKNOWN,
      });
    });
    return () => controller.abort();
  }, [applies, instrument.symbolId, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  if (!applies) return { quota: NONE, refresh };
  return { quota: known?.symbolId === instrument.symbolId ? known.quota : UNKNOWN, refresh };
}
