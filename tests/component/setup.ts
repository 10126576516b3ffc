import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './cssEscape';
import { resetFakeCharts } from './fakeLightweightCharts';

// jsdom has no canvas: the chart library is replaced by a recording fake (fakeLightweightCharts.ts).
vi.mock('lightweight-charts', () => import('./fakeLightweightCharts'));

// CI machines have 2 cores shared with the build; a fresh exchange per test takes a few hundred ms,
// and a lazily loaded part (the toast region) is transformed on first use. Waits are for positive
// signs, so a generous bound costs a passing test nothing.
configure({ asyncUtilTimeout: 10_000 });

// vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.title = '';
  document.documentElement.removeAttribute('lang');
  // Stored preferences (locale, layout, favourites…) must not leak from one test into the next.
  localStorage.clear();
  // A silenced console.warn in one test must not hide warnings in the next; nor may a test's fake
  // clock or stubbed global reach the next test or, since a worker runs many files, the next file.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetFakeCharts();
});
