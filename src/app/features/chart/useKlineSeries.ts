import { useEffect, useRef, useState } from 'react';
import type { ComputeApi, SeriesRequest, SeriesSnapshot } from '../../../shared/protocol';
import { viewAtom } from '../../hub/hubAtoms';
import { useAtomValue } from '../../state/appJotai';
import type { KlineChart } from './kline/createKlineChart';

/** What the chart shows, for its text alternative: bar count and the first and last bar (UTC s). */
export interface SeriesSummary {
  bars: number;
  from: number;
  to: number;
}

export type SeriesStatus =
  { kind: 'loading' } | { kind: 'live' } | { kind: 'empty' } | { kind: 'failed'; message: string };

/**
 * Feeds a kline chart: the compute worker loads and derives the series (backfill, heikin-ashi,
 * indicators: spec 000 §7, issue 6 item 2) and joins the hub's live candles to it; this hook only hands
 * the results to the chart. Live candles that come before the first snapshot are joined by the worker
 * and drawn with that snapshot; an older page is asked for once at a time, never past the series' start.
 * `retry` loads the series again after a failure.
 */
export function useKlineSeries(
  chart: KlineChart | undefined,
  compute: Pick<ComputeApi, 'load' | 'snapshot' | 'loadOlder' | 'applyLive' | 'drop'>,
  request: SeriesRequest,
): {
  status: SeriesStatus;
  summary: SeriesSummary | undefined;
  retry(): void;
  loadOlder(missing: number): void;
} {
  // Kept with the request it belongs to: a new request reads as loading until its own answer.
  const [answer, setAnswer] = useState<{ requestId: string; status: SeriesStatus; summary: SeriesSummary }>();
  const [attempt, setAttempt] = useState(0);
  const kline = useAtomValue(viewAtom({ kind: 'kline', ...request.key }));
  const shown = useRef<{ request: SeriesRequest; snapshot: SeriesSnapshot } | undefined>(undefined);
  const olderInFlight = useRef(false);
  const requestId = JSON.stringify(request);

  const show = (snapshot: SeriesSnapshot, forRequest: SeriesRequest) => {
    if (!chart) return;
    shown.current = { request: forRequest, snapshot };
    chart.show(snapshot);
    const time = snapshot.bars.time;
    setAnswer({
      requestId: JSON.stringify(forRequest),
      summary: { bars: time.length, from: time[0] ?? 0, to: time.at(-1) ?? 0 },
      status:
        snapshot.status === 'failed'
          ? { kind: 'failed', message: snapshot.failure }
          : snapshot.status === 'empty'
            ? { kind: 'empty' }
            : { kind: 'live' },
    });
  };

  // 1. The series: loaded once per key, re-derived on a chart type or indicator change.
  useEffect(() => {
    if (!chart) return;
    const current = JSON.parse(requestId) as SeriesRequest;
    let stale = false;
    compute.load(current).then(
      (snapshot) => {
        if (!stale) show(snapshot, current);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!stale)
          setAnswer({ requestId, status: { kind: 'failed', message }, summary: { bars: 0, from: 0, to: 0 } });
      },
    );
    return () => {
      stale = true;
    };
    // `show` reads only refs and setters; the request is compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, compute, requestId, attempt]);

  // 2. Live candles, joined in the worker; drawn only on top of a shown snapshot of the same request.
  useEffect(() => {
    if (!chart || !kline || kline.candles.length === 0) return;
    const current = JSON.parse(requestId) as SeriesRequest;
    let stale = false;
    void compute.applyLive(current, kline.candles).then(async (update) => {
      if (stale || JSON.stringify(shown.current?.request) !== requestId) return;
      if (update.reload) show(await compute.snapshot(current), current);
      else chart.update(update);
    });
    return () => {
      stale = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, compute, kline, requestId]);

  return {
    status: answer?.requestId === requestId ? answer.status : { kind: 'loading' },
    summary: answer?.requestId === requestId ? answer.summary : undefined,
    retry: () => {
      void compute.drop(JSON.parse(requestId).key).then(() => setAttempt((n) => n + 1));
    },
    loadOlder(missing) {
      const current = shown.current;
      if (!current || olderInFlight.current || current.snapshot.reachedStart) return;
      olderInFlight.current = true;
      compute
        .loadOlder(current.request, missing)
        .then((snapshot) => {
          if (JSON.stringify(shown.current?.request) === JSON.stringify(current.request))
            show(snapshot, current.request);
        })
        .catch(() => undefined)
        .finally(() => {
          olderInFlight.current = false;
        });
    },
  };
}
