import { describe, expect, it } from 'vitest';
import { fetchKlinePage } from '../../../../src/shared/chart/fetchKlinePage';
import { joinOlderPage, loadKlinePages } from '../../../../src/shared/chart/loadKlinePages';
import type { PlotBar } from '../../../../src/shared/chart/parsePlotBar';
import type { SeriesKey } from '../../../../src/shared/protocol';
import { createFakeKlineRest, makeRows } from './fakeKlineRest';

const MINUTE = 60_000;
const NOW = Date.UTC(2025, 0, 15, 12, 0, 30);
const LAST = Date.UTC(2025, 0, 15, 12);
const key: SeriesKey = { symbol: 'BTCUSDT', interval: '1m' };

function setup(serverBars: number) {
  const rest = createFakeKlineRest(makeRows(serverBars, LAST, MINUTE));
  const load = (needed: number, before = NOW) =>
    loadKlinePages((to) => fetchKlinePage(rest, key, to), before, needed);
  return { rest, load };
}

describe('loadKlinePages', () => {
  it('asks one page of 500 ending now when it has enough', async () => {
    const { rest, load } = setup(2000);
    const pages = await load(500);
    expect(rest.requests).toEqual([{ symbol: 'BTCUSDT', interval: '1m', limit: 500, to: NOW }]);
    expect(pages.bars).toHaveLength(500);
    expect(pages.bars[499]?.time).toBe(LAST);
    expect(pages.reachedStart).toBe(false);
  });

  it('stops as soon as the bars reach what is needed', async () => {
    const { rest, load } = setup(5000);
    const pages = await load(1200);
    expect(rest.requests).toHaveLength(3);
    expect(pages.bars).toHaveLength(1500);
  });

  it('makes exactly 3 extra requests while pages come back full, however many are needed', async () => {
    const { rest, load } = setup(5000);
    const pages = await load(5000);
    expect(rest.requests).toHaveLength(4);
    expect(pages.bars).toHaveLength(2000);
    expect(pages.reachedStart).toBe(false);
    // Each extra page ends at the oldest bar so far.
    expect(rest.requests.map((r) => r.to)).toEqual([
      NOW,
      LAST - 499 * MINUTE,
      LAST - 999 * MINUTE,
      LAST - 1499 * MINUTE,
    ]);
  });

  it('takes a short page as the start of the series', async () => {
    const { rest, load } = setup(700);
    const pages = await load(2000);
    expect(rest.requests).toHaveLength(2);
    expect(pages.bars).toHaveLength(700);
    expect(pages.reachedStart).toBe(true);
  });

  it('needs a short page to know it is at the start: 500 bars exactly cost a second, empty page', async () => {
    const { rest, load } = setup(500);
    const pages = await load(1000);
    expect(rest.requests).toHaveLength(2);
    expect(pages.bars).toHaveLength(500);
    expect(pages.reachedStart).toBe(true);
  });

  it('keeps the pages before a failed one, with its error', async () => {
    const { rest, load } = setup(5000);
    rest.override.push({ result: { list: makeRows(500, LAST, MINUTE) } }, { network: true });
    const pages = await load(2000);
    expect(pages.bars).toHaveLength(500);
    expect(pages.error?.kind).toBe('network');
    expect(pages.reachedStart).toBe(false);
  });

  it('drops a repeated bar at the join of two pages (a server that includes `to`)', async () => {
    const { rest, load } = setup(0);
    const newer = makeRows(500, LAST, MINUTE);
    const older = makeRows(500, LAST - 499 * MINUTE, MINUTE); // its last row is newer's first
    rest.override.push({ result: { list: newer } }, { result: { list: older } }, { result: { list: [] } });
    const pages = await load(1500);
    const times = pages.bars.map((bar) => bar.time);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toHaveLength(999);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('joinOlderPage', () => {
  const bar = (time: number, close: number): PlotBar => ({
    time,
    open: 1,
    high: 1,
    low: 1,
    close,
    volume: 1,
  });

  it('keeps the newer page’s copy of a bar both pages have', () => {
    expect(joinOlderPage([bar(1, 1), bar(2, 1)], [bar(2, 9), bar(3, 9)])).toEqual([
      bar(1, 1),
      bar(2, 9),
      bar(3, 9),
    ]);
  });
});
