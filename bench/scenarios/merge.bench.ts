/**
 * Book merge throughput, JSON parsing included: the market store's `apply` on seeded Bybit-shaped
 * depth streams (a snapshot of N levels a side, then deltas changing K levels a side: size updates,
 * inserts and deletions near the top, prices as decimal strings), against
 * - the floor: JSON.parse of the same frames and nothing else;
 * - ccxt's OrderBookSide (Asks/Bids), fed as ccxt's exchange classes feed it: each level parsed to
 *   numbers and passed to storeArray([price, size]), a snapshot rebuilding both sides.
 * Targets (issue 3): ≥ 3× ccxt at 1000 × 50; within 2× of the floor at both shapes.
 *
 * The topic is mergedDepth.200 for both shapes: the store keys books by topic and takes up to 5 000
 * levels a side, so a 1000-level stream exercises it although the simulator never sends one.
 */
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { createMarketStore } from '../../src/shared/hub/store/createMarketStore';
import type { BookLevel, Push } from '../../src/shared/protocol';
import { createRng } from '../../src/server/exchange/rng';
import { compare, withTarget, type BenchRow, type BenchScenario } from '../harness';

type Side = Array<[number, number]> & { storeArray(delta: [number, number]): void };
type SideClass = new (deltas?: object[], depth?: number) => Side;

/** ccxt exports only its entry point; its book sides live in the package's own ESM tree. */
async function loadCcxtSides(): Promise<{ Asks: SideClass; Bids: SideClass } | undefined> {
  try {
    const entry = createRequire(import.meta.url).resolve('ccxt');
    const file = entry.replace(/dist[/\\]ccxt\.cjs$/, 'js/src/base/ws/OrderBookSide.js');
    return (await import(pathToFileURL(file).href)) as { Asks: SideClass; Bids: SideClass };
  } catch {
    return undefined;
  }
}

const TOPIC = 'mergedDepth.200.0.01.BTCUSDT';
const MID = 9_700_000; // 97 000.00 in cents

const priceText = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A seeded stream of depth frames as JSON text: one snapshot of `depth` levels, then `messages` deltas. */
function depthStream(depth: number, perMessage: number, messages: number, seed: number): string[] {
  const rng = createRng(seed);
  const size = (): string => (Math.floor(rng.next() * 5_000_000) / 1_000_000 + 0.000001).toFixed(6);
  const sides = {
    b: new Map<number, string>(),
    a: new Map<number, string>(),
  };
  for (let i = 0; i < depth; i++) {
    sides.b.set(MID - 1 - i * 2, size());
    sides.a.set(MID + 1 + i * 2, size());
  }
  const levels = (map: Map<number, string>): BookLevel[] => [...map].map(([c, s]) => [priceText(c), s]);
  const frames: string[] = [];
  let u = 1;
  const frame = (type: Push['type'], b: BookLevel[], a: BookLevel[]) =>
    frames.push(
      JSON.stringify({
        topic: TOPIC,
        type,
        ts: 1_767_225_600_000 + u,
        data: { s: 'BTCUSDT', b, a, u, seq: u * 3, pseq: type === 'snapshot' ? u * 3 : (u - 1) * 3 },
      }),
    );
  frame('snapshot', levels(sides.b), levels(sides.a));

  // Changes cluster at the top: index = depth × r², most of them within the best tenth.
  const nearTop = (map: Map<number, string>, best: 'max' | 'min') => {
    const keys = [...map.keys()].sort((x, y) => (best === 'max' ? y - x : x - y));
    return keys[Math.min(keys.length - 1, Math.floor(rng.next() ** 2 * keys.length))] ?? MID;
  };
  for (let m = 0; m < messages; m++) {
    u += 1;
    const delta: Record<'b' | 'a', BookLevel[]> = { b: [], a: [] };
    for (const key of ['b', 'a'] as const) {
      const map = sides[key];
      const best = key === 'b' ? 'max' : 'min';
      const dir = key === 'b' ? -1 : 1;
      const used = new Set<number>();
      while (delta[key].length < perMessage) {
        const r = rng.next();
        let price = nearTop(map, best);
        if (r < 0.25 && map.size > depth / 2) {
          if (used.has(price)) continue;
          map.delete(price); // deletion
          delta[key].push([priceText(price), '0']);
        } else {
          if (r < 0.5) price += dir * (1 + Math.floor(rng.next() * 2)) - dir * 2; // insert between levels
          if (used.has(price) || (key === 'b' ? price >= MID : price <= MID)) continue;
          const s = size();
          map.set(price, s); // update or insert
          delta[key].push([priceText(price), s]);
        }
        used.add(price);
      }
    }
    frame('delta', delta.b, delta.a);
  }
  return frames;
}

async function shape(depth: number, perMessage: number, messages: number): Promise<BenchRow[]> {
  const frames = depthStream(depth, perMessage, messages, depth + perMessage);
  const label = `depth ${depth} × ${perMessage} levels/msg, ${messages} msgs`;

  const ours = (): number => {
    const store = createMarketStore(); // a fresh book per pass: the stream starts from its snapshot
    let resyncs = 0;
    for (const text of frames) resyncs += store.apply(JSON.parse(text) as Push).resync.length;
    if (resyncs > 0) throw new Error('the bench stream must not resync');
    return frames.length;
  };
  const floor = (): number => {
    let n = 0;
    for (const text of frames) if ((JSON.parse(text) as Push).topic === TOPIC) n++;
    return n;
  };

  const parsed = await compare(ours, floor);
  const rows: BenchRow[] = [
    withTarget({
      scenario: `merge ${label}: store vs parse floor`,
      candidate: `store.apply ${Math.round(parsed.candidate.opsPerSecond)} msgs/s`,
      baseline: `JSON.parse only ${Math.round(parsed.baseline.opsPerSecond)} msgs/s`,
      ratioMeans: 'floor msgs/s ÷ store msgs/s (lower is better; 1 = merging is free)',
      ratio: parsed.baseline.opsPerSecond / parsed.candidate.opsPerSecond,
      target: { op: '<=', value: 2 },
      details: {
        frames: frames.length,
        bytesPerFrame: Math.round(frames.reduce((n, f) => n + f.length, 0) / frames.length),
      },
    }),
  ];

  const ccxt = await loadCcxtSides();
  if (!ccxt) {
    rows.push({
      scenario: `merge ${label}: store vs ccxt`,
      candidate: '',
      baseline: 'ccxt not installed',
      ratioMeans: '',
      ratio: 0,
      details: {},
    });
    return rows;
  }
  const toNumbers = (levels: BookLevel[]): [number, number][] =>
    levels.map(([p, s]) => [Number(p), Number(s)]);
  const ccxtPass = (): number => {
    let asks = new ccxt.Asks([], depth);
    let bids = new ccxt.Bids([], depth);
    let lastU = 0;
    for (const text of frames) {
      const push = JSON.parse(text) as Push<string, { b: BookLevel[]; a: BookLevel[]; u: number }>;
      const { b, a, u } = push.data;
      if (push.type === 'snapshot') {
        asks = new ccxt.Asks(toNumbers(a), depth);
        bids = new ccxt.Bids(toNumbers(b), depth);
      } else {
        if (u !== lastU + 1) throw new Error('ccxt baseline out of sequence');
        for (const level of a) asks.storeArray([Number(level[0]), Number(level[1])]);
        for (const level of b) bids.storeArray([Number(level[0]), Number(level[1])]);
      }
      lastU = u;
    }
    return frames.length;
  };
  const vsCcxt = await compare(ours, ccxtPass);
  const ratio = vsCcxt.candidate.opsPerSecond / vsCcxt.baseline.opsPerSecond;
  const row = {
    scenario: `merge ${label}: store vs ccxt OrderBookSide`,
    candidate: `store.apply ${Math.round(vsCcxt.candidate.opsPerSecond)} msgs/s`,
    baseline: `ccxt 4.5.84 Asks/Bids ${Math.round(vsCcxt.baseline.opsPerSecond)} msgs/s`,
    ratioMeans: 'store msgs/s ÷ ccxt msgs/s (higher is better)',
    ratio,
    details: {
      frames: frames.length,
      // JSON.parse is shared by both and bounds the ratio: with a free merge it would be floor ÷ ccxt.
      ceilingWithFreeMerge: Number((parsed.baseline.opsPerSecond / vsCcxt.baseline.opsPerSecond).toFixed(2)),
      // The merge alone (per-message time above the parse floor): store vs ccxt.
      mergeOnlyRatio: Number(
        (
          (1 / vsCcxt.baseline.opsPerSecond - 1 / parsed.baseline.opsPerSecond) /
          (1 / vsCcxt.candidate.opsPerSecond - 1 / parsed.baseline.opsPerSecond)
        ).toFixed(2),
      ),
    },
  };
  rows.push(depth === 1000 ? withTarget({ ...row, target: { op: '>=', value: 3 } }) : row);
  return rows;
}

const scenario: BenchScenario = {
  name: 'merge',
  async run() {
    return [...(await shape(200, 10, 20_000)), ...(await shape(1000, 50, 4_000))];
  },
};
export default scenario;
