import { lazy, Suspense, useEffect, useState } from 'react';
import type { Instrument } from '../../../shared/protocol';
import { ChartPanelPlaceholder } from './ChartPanelPlaceholder';
import { loadChartPanel } from './loadChartPanel';
import { ChartErrorBoundary } from './overlays/ChartErrorBoundary';

/** Spec 001 §9: the chart is created 800 ms after its panel appears, so the book and header paint first. */
export const CHART_CREATION_DELAY_MS = 800;

const ChartPanel = lazy(async () => ({ default: (await loadChartPanel()).ChartPanel }));

/**
 * The chart panel as the layouts place it: its code is fetched as soon as the page has painted, and the
 * panel replaces its placeholder once that code is in and the creation delay has passed. A chunk that
 * fails to load shows the Reload screen (spec 000 §8: a lazy-load failure reloads the page).
 */
export function LazyChartPanel({ instrument }: { instrument: Instrument }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    // Fetch now, while the delay runs; a failure is shown by the lazy component below.
    loadChartPanel().catch(() => undefined);
    const timer = setTimeout(() => setDue(true), CHART_CREATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return <ChartPanelPlaceholder />;
  return (
    <ChartErrorBoundary>
      <Suspense fallback={<ChartPanelPlaceholder />}>
        <ChartPanel instrument={instrument} />
      </Suspense>
    </ChartErrorBoundary>
  );
}
