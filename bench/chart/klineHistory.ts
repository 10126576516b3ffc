/**
 * The synthetic kline history both sides of the chart bench draw: a seeded random walk of `count` bars
 * at `stepMs`, the newest opening one step before `endMs`. The REST stub (serveChartPage.ts) answers
 * pages of it as the exchange would (decimal strings); the floor page gets the same bars as numbers
 * (`/bars.json`), so the candidate and the floor plot identical values.
 */
export interface KlineHistory {
  /** Open times in ms, oldest first. */
  time: number[];
  /** Two-decimal prices and volumes as the wire carries them. */
  open: string[];
  high: string[];
  low: string[];
  close: string[];
  volume: string[];
}

/** A small deterministic generator (mulberry32): the same bars every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createKlineHistory(count: number, stepMs: number, endMs: number, seed = 6): KlineHistory {
  const next = random(seed);
  const history: KlineHistory = { time: [], open: [], high: [], low: [], close: [], volume: [] };
  const first = Math.floor(endMs / stepMs) * stepMs - count * stepMs;
  let close = 30_000;
  for (let i = 0; i < count; i++) {
    const open = close;
    // Rounded to the cent as it goes, so the wire's two decimals are the exact values plotted.
    close = Math.round(Math.max(100, open + (next() - 0.5) * 120) * 100) / 100;
    const high = Math.max(open, close) + next() * 40;
    const low = Math.min(open, close) - next() * 40;
    history.time.push(first + i * stepMs);
    history.open.push(open.toFixed(2));
    history.high.push(high.toFixed(2));
    history.low.push(low.toFixed(2));
    history.close.push(close.toFixed(2));
    history.volume.push((1 + next() * 50).toFixed(2));
  }
  return history;
}

/**
 * Up to `limit` bars opening before `to` (exclusive), oldest first, as the klines REST result
 * (`{list: [[time, open, high, low, close, volume], …]}`, spec 000 §7).
 */
export function klinePage(history: KlineHistory, to: number, limit: number): { list: unknown[][] } {
  let end = history.time.length;
  while (end > 0 && (history.time[end - 1] ?? 0) >= to) end--;
  const start = Math.max(0, end - limit);
  const list: unknown[][] = [];
  for (let i = start; i < end; i++) {
    list.push([
      history.time[i],
      history.open[i],
      history.high[i],
      history.low[i],
      history.close[i],
      history.volume[i],
    ]);
  }
  return { list };
}
