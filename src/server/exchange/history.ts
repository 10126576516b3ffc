/**
 * Deterministic kline history, generated on demand: nothing is stored, so any page of any interval
 * can be asked for in any order and comes back the same for the same seed.
 *
 * The price is a continuous path P(t) built from hashed value noise in octaves of 1 s, 4 s, 16 s, ...
 * (amplitude ∝ √length, like a random walk), so a bar's open is the previous bar's close and the
 * intervals agree in shape. Each interval's path is scaled so that its last history bar closes exactly
 * at the price the live market starts from: the live candles begin at the start bucket and the two join
 * without a gap or an overlap. Floats decide the shape; prices become money only as integer ticks.
 */
import type { Instrument, KlineInterval, KlineRow } from '../../shared/protocol';
import { formatFixed, unitOf, type Fixed } from '../../shared/money/fixed';
import { KLINE_INTERVALS } from '../../shared/protocol';
import { bucketStart, nextBucket, prevBucket } from './intervals';
import { hash32, hashString, unitHash } from './rng';

/** Log-price volatility per √second: about 3 % a day. */
const VOL_PER_SQRT_SECOND = 0.0001;
/** Octave lengths 1 s · 4^k for k = 0..13 (the longest ≈ 2 years). */
const OCTAVES = Array.from({ length: 14 }, (_, k) => 1000 * 4 ** k);
/** Points sampled inside a bar for its high and low. */
const SAMPLES = 6;
/** How far back history reaches before the start. */
const HISTORY_SPAN_MS = 4 * 365 * 24 * 3_600_000;
const MEMO_LIMIT = 65_536;

/**
 * Rows already made, shared by every history of this process: a row depends only on what its key
 * names (the pair's seed, start price, precisions and listing, the interval's live start, the open
 * time), so histories of the same seed and start share them: every exchange a component test file
 * creates, the twin servers of a bench. A plain bound rather than an LRU, above the day of minute
 * rows every pair's ticker reads at the start (26 × 1 439): the memo saves repeated tickers and
 * adjacent pages. Kept by series (pair, interval and live start), then by open time: a page of rows
 * looks its series up once.
 */
const rowMemo = new Map<string, Map<number, KlineRow>>();
let memoRows = 0;

export interface History {
  /** Up to `limit` rows, oldest first, with open time < `before`, all before the live start bucket. */
  rows(symbolId: string, interval: KlineInterval, limit: number, before: number): KlineRow[];
  /** Open time of the first live bucket of an interval: where history stops. */
  liveStart(interval: KlineInterval): number;
}

export interface HistoryOptions {
  seed: number;
  startTime: number;
  instruments: readonly Instrument[];
  /** Where each pair's history ends and its live market starts. */
  startPrice(symbolId: string): Fixed;
}

/**
 * The last lattice cell read in each octave (the symbol's seed, the cell's index, its two ends): a
 * bar's samples, and the bars next to it, mostly fall in the same cell of the longer octaves, so their
 * ends are hashed once rather than at every sample.
 */
const cellSeed = new Float64Array(OCTAVES.length).fill(Number.NaN);
const cellIndex = new Float64Array(OCTAVES.length).fill(Number.NaN);
const cellStart = new Float64Array(OCTAVES.length);
const cellEnd = new Float64Array(OCTAVES.length);

/** Value noise of one octave: hashed lattice values in [-1, 1], smoothly interpolated. */
function octaveNoise(symbolSeed: number, octave: number, length: number, t: number): number {
  const x = t / length;
  const i = Math.floor(x);
  if (cellIndex[octave] !== i || cellSeed[octave] !== symbolSeed) {
    cellSeed[octave] = symbolSeed;
    cellIndex[octave] = i;
    cellStart[octave] = unitHash(symbolSeed, octave, i) * 2 - 1;
    cellEnd[octave] = unitHash(symbolSeed, octave, i + 1) * 2 - 1;
  }
  const a = cellStart[octave] as number;
  const b = cellEnd[octave] as number;
  const frac = x - i;
  const s = frac * frac * (3 - 2 * frac);
  return a + (b - a) * s;
}

/** Each octave's amplitude: ∝ √length. */
const AMPLITUDES = OCTAVES.map((length) => VOL_PER_SQRT_SECOND * Math.sqrt(length / 1000));

function logPath(symbolSeed: number, t: number): number {
  let sum = 0;
  for (let octave = 0; octave < OCTAVES.length; octave += 1) {
    const length = OCTAVES[octave] as number;
    sum += (AMPLITUDES[octave] as number) * octaveNoise(symbolSeed, octave, length, t);
  }
  return sum;
}

interface PairState {
  seed: number;
  instrument: Instrument;
  tick: Fixed;
  startTicks: number;
  /** The first open time history may have (listing, or opening for pairs that opened later). */
  since: number;
  /** Per-interval log-price at the live start bucket, the anchor that makes the seam exact. */
  anchors: Map<KlineInterval, number>;
  /** What the rows depend on besides the interval and the open time: the memo's key prefix. */
  memoKey: string;
}

export function createHistory(options: HistoryOptions): History {
  const pairs = new Map<string, PairState>();
  for (const instrument of options.instruments) {
    const tick = unitOf(instrument.pricePrecision);
    const seed = hash32(options.seed, hashString(instrument.symbolId));
    const startTicks = Number(options.startPrice(instrument.symbolId) / tick);
    const { pricePrecision, quantityPrecision, listed } = instrument;
    pairs.set(instrument.symbolId, {
      seed,
      instrument,
      tick,
      startTicks,
      since: Math.max(options.startTime - HISTORY_SPAN_MS, instrument.onlineTime),
      anchors: new Map(),
      memoKey: `${seed}:${startTicks}:${pricePrecision}:${quantityPrecision}:${listed}`,
    });
  }
  const liveStart = (interval: KlineInterval): number => bucketStart(interval, options.startTime);

  const anchorOf = (pair: PairState, interval: KlineInterval): number => {
    let anchor = pair.anchors.get(interval);
    if (anchor === undefined) {
      anchor = logPath(pair.seed, liveStart(interval));
      pair.anchors.set(interval, anchor);
    }
    return anchor;
  };

  /** The path in whole ticks, never below one tick. */
  const ticksAt = (pair: PairState, anchor: number, t: number): number =>
    Math.max(1, Math.round(pair.startTicks * Math.exp(logPath(pair.seed, t) - anchor)));

  const priceText = (pair: PairState, ticks: number): string =>
    formatFixed(BigInt(ticks) * pair.tick, pair.instrument.pricePrecision);

  const makeRow = (pair: PairState, interval: KlineInterval, open: number): KlineRow => {
    const anchor = anchorOf(pair, interval);
    const close = nextBucket(interval, open);
    const span = close - open;
    const samples: number[] = [];
    for (let k = 0; k <= SAMPLES; k += 1) samples.push(ticksAt(pair, anchor, open + (span * k) / SAMPLES));
    const openTicks = samples[0] ?? pair.startTicks;
    const closeTicks = samples[SAMPLES] ?? pair.startTicks;
    const intervalIndex = KLINE_INTERVALS.indexOf(interval);
    // Wicks reach past the sampled extremes by up to the movement expected between two samples.
    const wick = VOL_PER_SQRT_SECOND * Math.sqrt(span / 1000 / SAMPLES);
    const up = unitHash(pair.seed, 101, intervalIndex, open) * wick;
    const down = unitHash(pair.seed, 102, intervalIndex, open) * wick;
    const high = Math.max(...samples, Math.round(Math.max(...samples) * (1 + up)));
    const low = Math.max(1, Math.min(...samples, Math.round(Math.min(...samples) * (1 - down))));
    // Volume: a quote turnover per second, busier for the majors, converted at the close.
    const perSecond = pair.instrument.listed ? 8000 : 1500;
    const turnover = perSecond * (span / 1000) * (0.3 + 1.4 * unitHash(pair.seed, 103, intervalIndex, open));
    const closePrice = closeTicks * Number(formatFixed(pair.tick));
    const qp = pair.instrument.quantityPrecision;
    const volumeUnits = BigInt(Math.round((turnover / closePrice) * 10 ** qp));
    return [
      open,
      priceText(pair, openTicks),
      priceText(pair, high),
      priceText(pair, low),
      priceText(pair, closeTicks),
      formatFixed(volumeUnits * unitOf(qp), qp),
    ];
  };

  /** The memo's rows of one pair's interval, by open time. */
  const seriesMemo = (pair: PairState, interval: KlineInterval): Map<number, KlineRow> => {
    const key = `${pair.memoKey}:${liveStart(interval)}:${interval}`;
    let series = rowMemo.get(key);
    if (series === undefined) {
      series = new Map();
      rowMemo.set(key, series);
    }
    return series;
  };

  const rowAt = (pair: PairState, interval: KlineInterval, series: Map<number, KlineRow>, open: number) => {
    let row = series.get(open);
    if (row === undefined) {
      row = makeRow(pair, interval, open);
      if (memoRows >= MEMO_LIMIT) {
        // The series being read is let go with the rest; its next page makes a new one.
        rowMemo.clear();
        memoRows = 0;
      }
      series.set(open, row);
      memoRows += 1;
    }
    return row;
  };

  return {
    liveStart,
    rows(symbolId, interval, limit, before) {
      const pair = pairs.get(symbolId);
      if (pair === undefined || limit <= 0) return [];
      const first = bucketStart(interval, pair.since);
      const lastHistory = prevBucket(interval, liveStart(interval));
      let open = Math.min(lastHistory, bucketStart(interval, before - 1));
      const rows: KlineRow[] = [];
      const series = seriesMemo(pair, interval);
      // Bars opening before the listing bucket do not exist; the pair's first bar is the one holding it.
      while (rows.length < limit && open >= first) {
        rows.push(rowAt(pair, interval, series, open));
        open = prevBucket(interval, open);
      }
      return rows.reverse();
    },
  };
}
