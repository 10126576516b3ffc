import { describe, expect, it, vi } from 'vitest';
import { connectHubClient } from '../../../../src/app/hub/connectHubClient';
import type { HubApi, ViewKey, ViewSnapshot } from '../../../../src/shared/protocol';

const book: ViewKey = { kind: 'orderBook', symbol: 'BTCUSDT', step: '0.01', rows: 20 };
const trades: ViewKey = { kind: 'trades', symbol: 'BTCUSDT' };
const snapshot = (n: number) => ({ n }) as unknown as ViewSnapshot;

/** A hub that keeps each watch's callback, so the test posts snapshots as the hub would. */
function fakeHub() {
  const callbacks: ((snapshot: ViewSnapshot) => void)[] = [];
  const api: HubApi = {
    hello: vi.fn(() => Promise.resolve()),
    watch: vi.fn((_tab: string, _view: ViewKey, onSnapshot: (snapshot: ViewSnapshot) => void) =>
      Promise.resolve(callbacks.push(onSnapshot)),
    ),
    unwatch: vi.fn(() => Promise.resolve()),
    setVisible: vi.fn(() => Promise.resolve()),
    setOnline: vi.fn(() => Promise.resolve()),
    sessionIs: vi.fn(() => Promise.resolve()),
    goodbye: vi.fn(() => Promise.resolve()),
  };
  return { api, callbacks };
}

/** Frames run when the test says so. */
function manualFrames() {
  const pending: (() => void)[] = [];
  return {
    beforeNextPaint: (paint: () => void) => void pending.push(paint),
    get pending() {
      return pending.length;
    },
    paint() {
      for (const paint of pending.splice(0)) paint();
    },
  };
}

async function connected() {
  const hub = fakeHub();
  const frames = manualFrames();
  const client = connectHubClient(hub.api, { passCallback: (callback) => callback, ...frames });
  const applied: string[] = [];
  const stopBook = client.watch(book, (s) => applied.push(`book ${(s as unknown as { n: number }).n}`));
  client.watch(trades, (s) => applied.push(`trades ${(s as unknown as { n: number }).n}`));
  await vi.waitFor(() => expect(hub.callbacks).toHaveLength(2));
  const [postBook, postTrades] = hub.callbacks as [
    (snapshot: ViewSnapshot) => void,
    (snapshot: ViewSnapshot) => void,
  ];
  return { client, frames, applied, stopBook, postBook, postTrades };
}

describe('connectHubClient: snapshots reach the page once per frame', () => {
  it('applies the snapshots of one frame together, before the paint, in arrival order', async () => {
    const { frames, applied, postBook, postTrades } = await connected();
    postBook(snapshot(1));
    postTrades(snapshot(1));
    expect(applied).toEqual([]);
    expect(frames.pending).toBe(1);
    frames.paint();
    expect(applied).toEqual(['book 1', 'trades 1']);
    frames.paint();
    expect(applied).toHaveLength(2);
  });

  it('a watch that got two snapshots in one frame applies only the newer', async () => {
    const { frames, applied, postBook, postTrades } = await connected();
    postBook(snapshot(1));
    postTrades(snapshot(1));
    postBook(snapshot(2));
    frames.paint();
    expect(applied).toEqual(['trades 1', 'book 2']);
  });

  it('a watch stopped before the frame applies nothing', async () => {
    const { frames, applied, stopBook, postBook, postTrades } = await connected();
    postBook(snapshot(1));
    postTrades(snapshot(1));
    stopBook();
    frames.paint();
    expect(applied).toEqual(['trades 1']);
  });

  it('a panel that throws does not hold back the others', async () => {
    const hub = fakeHub();
    const frames = manualFrames();
    const client = connectHubClient(hub.api, { passCallback: (callback) => callback, ...frames });
    const applied: number[] = [];
    client.watch(book, () => {
      throw new Error('boom');
    });
    client.watch(trades, (s) => applied.push((s as unknown as { n: number }).n));
    await vi.waitFor(() => expect(hub.callbacks).toHaveLength(2));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const post of hub.callbacks) post(snapshot(7));
    frames.paint();
    expect(applied).toEqual([7]);
    expect(logged).toHaveBeenCalledWith('hub: a panel failed to apply its snapshot', new Error('boom'));
  });
});
