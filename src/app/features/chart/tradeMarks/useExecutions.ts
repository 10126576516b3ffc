import { useEffect, useState } from 'react';
import { API, type AccountView, type Execution } from '../../../../shared/protocol';
import { fetchApi } from '../../../../shared/rest/fetchApi';
import { executionListSchema } from '../../../../shared/rest/executionSchemas';
import { restClient } from '../../../api/restClient';
import { serverNow } from '../../../api/serverNow';

/** Spec 000 §9: the deal history window. */
export const DEAL_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * The user's executions of a symbol over the last 90 days of the exchange's clock (spec 000 §7 trade
 * info), for the chart's
 * markers. Fetched again when the account moves (a fill changes an open order or a balance: the hub's
 * account view), so a new trade gets its marker without polling. A failed fetch keeps what it had.
 */
export function useExecutions(symbol: string, enabled: boolean, account: AccountView | undefined) {
  const [executions, setExecutions] = useState<{ symbol: string; list: Execution[] }>();
  const ordersKey = [
    ...(account?.openOrders ?? []).map((o) => `${o.orderId}:${o.executedQty}`),
    ...(account?.balances ?? []).map((b) => `${b.tokenId}:${b.total}`),
  ].join(',');
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void serverNow().then(async (now) => {
      const result = await fetchApi(restClient, API.executions, executionListSchema, {
        query: {
          symbol_id: symbol,
          start_time: String(now - DEAL_HISTORY_DAYS * DAY_MS),
          end_time: String(now),
          limit: '1000',
        },
        signal: controller.signal,
      });
      if (result.ok) setExecutions({ symbol, list: result.value.list });
    });
    return () => controller.abort();
  }, [symbol, enabled, ordersKey]);
  return enabled && executions?.symbol === symbol ? executions.list : [];
}
