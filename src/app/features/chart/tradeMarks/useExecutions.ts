import { useEffect, useMemo, useState } from 'react';
import { API, type AccountView, type Execution } from '../../../../shared/protocol';
import { fetchApi } from '../../../../shared/rest/fetchApi';
import { executionListSchema } from '../../../../shared/rest/executionSchemas';
import { restClient } from '../../../api/restClient';
import { serverNow } from '../../../api/serverNow';
import { mergeExecutions } from './mergeExecutions';

/** Spec 000 §9: the deal history window. */
export const DEAL_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;
const NONE: Execution[] = [];

interface Fetched {
  symbol: string;
  /** The window's start (ms, the exchange's clock). */
  from: number;
  list: Execution[];
}

/**
 * The user's executions of a symbol over the last 90 days of the exchange's clock (spec 000 §7 trade
 * info), for the chart's markers: fetched once per symbol (and when the markers are turned on), then
 * joined with the fills the hub's account view has from the `match` push, so a new trade gets its
 * marker without a refetch. A failed fetch shows the pushed ones until the next symbol.
 */
export function useExecutions(symbol: string, enabled: boolean, account: AccountView | undefined) {
  const [fetched, setFetched] = useState<Fetched>();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void serverNow().then(async (now) => {
      const from = now - DEAL_HISTORY_DAYS * DAY_MS;
      const result = await fetchApi(restClient, API.executions, executionListSchema, {
        query: { symbol_id: symbol, start_time: String(from), end_time: String(now), limit: '1000' },
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      // A failed fetch keeps what it had of this symbol (nothing, for a new one).
      setFetched((current) =>
        result.ok
          ? { symbol, from, list: result.value.list }
          : current?.symbol === symbol
            ? current
            : { symbol, from, list: [] },
      );
    });
    return () => controller.abort();
  }, [symbol, enabled]);
  // Every account snapshot is a new object (it crossed a thread): merge again only when this symbol's
  // pushed trades changed, so the markers are not redrawn for each order or balance change.
  const pushed = account?.executions ?? NONE;
  const pushedKey = pushed.flatMap((e) => (e.symbolId === symbol ? [e.tradeId] : [])).join(',');
  const [kept, setKept] = useState({ key: '', list: NONE });
  if (kept.key !== pushedKey) setKept({ key: pushedKey, list: pushed });
  const pushedHere = kept.key === pushedKey ? kept.list : pushed;
  return useMemo(() => {
    if (!enabled || fetched?.symbol !== symbol) return NONE;
    return mergeExecutions(fetched.list, pushedHere, symbol, fetched.from);
  }, [enabled, fetched, symbol, pushedHere]);
}
