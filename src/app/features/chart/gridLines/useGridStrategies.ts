import { useEffect, useState } from 'react';
import { API, type GridStrategy } from '../../../../shared/protocol';
import { fetchApi } from '../../../../shared/rest/fetchApi';
import { gridStrategyListSchema } from '../../../../shared/rest/gridStrategySchemas';
import { restClient } from '../../../api/restClient';
import { viewerAtom } from '../../session';
import { useAtomValue } from '../../../state/appJotai';

/** Bots are started and stopped elsewhere (the bot pages), so the list is asked again now and then. */
export const GRID_STRATEGIES_REFRESH_MS = 60_000;

const NONE: readonly GridStrategy[] = [];

/**
 * The logged-in user's running grid strategies on `symbol` (spec 000 §3, §9), for drawing as chart
 * lines. Visitors have none and nothing is asked. A failed request keeps the list already shown and
 * says nothing: the grid is decoration, and a passing outage should not make it flicker away.
 */
export function useGridStrategies(symbol: string): readonly GridStrategy[] {
  const viewer = useAtomValue(viewerAtom);
  // Another account or another pair is another list: what was held for the old one is not shown.
  const key = viewer.isLoggedIn ? `${viewer.kind}|${symbol}` : undefined;
  const [held, setHeld] = useState<{ key: string; list: readonly GridStrategy[] }>();

  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    const load = () =>
      void fetchApi(restClient, API.gridStrategies, gridStrategyListSchema, {
        query: { symbol_id: symbol },
        signal: controller.signal,
      }).then((result) => {
        if (!result.ok) return;
        const list = result.value.list.filter((strategy) => strategy.symbolId === symbol);
        // An unchanged answer keeps the same array, so the chart does not redraw its lines each poll.
        setHeld((previous) =>
          previous?.key === key && JSON.stringify(previous.list) === JSON.stringify(list)
            ? previous
            : { key, list },
        );
      });
    load();
    const timer = setInterval(load, GRID_STRATEGIES_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [key, symbol]);

  return key !== undefined && held?.key === key ? held.list : NONE;
}
