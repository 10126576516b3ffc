import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryFailure, HistoryPage } from '../../../../shared/protocol';

export interface HistoryPages<Row> {
  rows: readonly Row[];
  /** True once the last page is in (the count is then known). */
  complete: boolean;
  loading: boolean;
  /** The last page's failure, until a retry. */
  failure: HistoryFailure | undefined;
  /** Loads the next page, unless one is loading, the list is complete or the last one failed. */
  loadMore(): void;
  /** Asks again for the page that failed. */
  retry(): void;
}

interface State<Row> {
  /** The list these rows belong to. */
  key: string;
  rows: Row[];
  cursor: string | undefined;
  complete: boolean;
  loading: boolean;
  failure: HistoryFailure | undefined;
}

const initialFor = <Row>(key: string): State<Row> => ({
  key,
  rows: [],
  cursor: undefined,
  complete: false,
  loading: true,
  failure: undefined,
});

/**
 * A history list paged by the compute worker: the first page when `listKey` changes (another range,
 * sub-tab or pair: the old list is dropped and a late answer for it ignored), then one page per
 * `loadMore`, each from the cursor the previous one gave.
 */
export function useHistoryPages<Row>(
  listKey: string,
  fetchPage: (cursor: string | undefined) => Promise<HistoryPage<Row>>,
): HistoryPages<Row> {
  const [stored, setState] = useState<State<Row>>(() => initialFor(listKey));
  // Another list than the stored one: it starts empty and loading (its first page is under way).
  const state = stored.key === listKey ? stored : initialFor<Row>(listKey);
  /** The request under way (each gets a number): only its answer lands, and only one runs at a time. */
  const pending = useRef<{ id: number; key: string } | undefined>(undefined);
  const lastId = useRef(0);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  /** Asks for a page of list `key`; a newer request (another list, a retry) makes its answer moot. */
  const request = useCallback((key: string, cursor: string | undefined) => {
    const id = ++lastId.current;
    pending.current = { id, key };
    // The compute never rejects; Comlink does when the worker is gone: a failure to retry like any other.
    const answer = fetchRef.current(cursor).catch((cause: unknown): HistoryPage<Row> => ({
      ok: false,
      failure: { kind: 'network', status: 0, message: String(cause) },
    }));
    void answer.then((page) => {
      if (pending.current?.id !== id) return;
      pending.current = undefined;
      setState((s) => {
        const base = s.key === key ? s : initialFor<Row>(key);
        return page.ok
          ? {
              key,
              rows: cursor === undefined ? page.rows : [...base.rows, ...page.rows],
              cursor: page.nextCursor,
              complete: page.nextCursor === '',
              loading: false,
              failure: undefined,
            }
          : { ...base, loading: false, failure: page.failure };
      });
    });
  }, []);

  useEffect(() => {
    request(listKey, undefined);
  }, [listKey, request]);

  const again = (cursor: string | undefined) => {
    setState({ ...state, loading: true, failure: undefined });
    request(listKey, cursor);
  };
  const loadMore = () => {
    if (pending.current?.key === listKey || state.complete || state.failure || state.cursor === undefined)
      return;
    again(state.cursor);
  };
  const retry = () => {
    if (pending.current?.key === listKey) return;
    again(state.rows.length === 0 ? undefined : state.cursor);
  };
  return { ...state, loadMore, retry };
}
