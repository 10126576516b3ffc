import { useCallback, useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import type { ApiError } from '../../../shared/rest/ApiError';
import { fetchApi } from '../../../shared/rest/fetchApi';
import { restClient } from '../../api/restClient';

export type ListQueryState<T> =
  { status: 'loading' } | { status: 'ready'; list: readonly T[] } | { status: 'failed'; error: ApiError };

/**
 * A tab's list from the REST API (`{list}` checked with `schema`), asked again whenever `query`
 * changes, and every `refreshMs` while mounted when given (the bot lists, spec 001 §9: 3 s). A refresh
 * due while the previous request is still out is skipped, so a slow server never has two requests of
 * one list in flight. A failed refresh keeps the list shown; a failed first load is the error, with
 * `retry`.
 */
export function useListQuery<T>(
  path: string,
  schema: z.core.$ZodType<{ list: T[] }>,
  query: Record<string, string>,
  refreshMs?: number,
): { state: ListQueryState<T>; retry(): void } {
  const key = JSON.stringify(query);
  const [held, setHeld] = useState<{ key: string; state: ListQueryState<T> }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let inFlight = false;
    const load = async () => {
      if (inFlight) return;
      inFlight = true;
      const result = await fetchApi(restClient, path, schema, {
        query: JSON.parse(key) as Record<string, string>,
        signal: controller.signal,
      });
      inFlight = false;
      if (controller.signal.aborted) return;
      setHeld((previous) => {
        if (result.ok) {
          // An unchanged answer keeps the rows shown, so a refresh that brings nothing new renders nothing.
          const same =
            previous?.key === key &&
            previous.state.status === 'ready' &&
            JSON.stringify(previous.state.list) === JSON.stringify(result.value.list);
          return same ? previous : { key, state: { status: 'ready', list: result.value.list } };
        }
        // A refresh that fails keeps what the list showed; only a first load shows the failure.
        if (previous?.key === key && previous.state.status === 'ready') return previous;
        return { key, state: { status: 'failed', error: result.error } };
      });
    };
    void load();
    const timer = refreshMs === undefined ? undefined : setInterval(() => void load(), refreshMs);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [path, schema, key, refreshMs, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: held?.key === key ? held.state : { status: 'loading' }, retry };
}
