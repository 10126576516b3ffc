/**
 * Every sequence fault of a book topic drops the book, marks it resyncing and names the topic in
 * ApplyOutcome.resync exactly once; the next snapshot brings it back.
 */
import { describe, expect, it } from 'vitest';
import { unpackBookSide } from '../../../../../src/shared/hub/packedBook';
import { createMarketStore } from '../../../../../src/shared/hub/store/createMarketStore';
import type { Push } from '../../../../../src/shared/protocol';
import { delta, depth, snapshot, SYMBOL, TOPIC } from './bookFrames';

const view = { kind: 'orderBook', symbol: SYMBOL, step: '0.01', rows: 40 } as const;

function live() {
  const store = createMarketStore();
  expect(store.apply(snapshot(1))).toEqual({ changedTopics: [TOPIC], resync: [] });
  expect(store.apply(delta(2))).toEqual({ changedTopics: [TOPIC], resync: [] });
  return store;
}

/** Applies a faulty frame, then more deltas: the resync is reported once, and a snapshot recovers. */
function expectResyncOnce(store: ReturnType<typeof createMarketStore>, fault: Push): void {
  expect(store.apply(fault).resync).toEqual([TOPIC]);
  expect(store.peekBook(TOPIC)?.phase).toBe('resyncing');
  const resyncing = store.build(view);
  expect(resyncing).toMatchObject({ status: 'resyncing' });
  if (resyncing.kind !== 'orderBook') throw new Error('not a book view');
  expect([unpackBookSide(resyncing.asks), unpackBookSide(resyncing.bids)]).toEqual([[], []]);
  for (let u = 3; u < 8; u++) expect(store.apply(delta(u))).toEqual({ changedTopics: [], resync: [] });
  expect(store.apply(snapshot(20))).toEqual({ changedTopics: [TOPIC], resync: [] });
  expect(store.apply(delta(21))).toEqual({ changedTopics: [TOPIC], resync: [] });
  expect(store.build(view)).toMatchObject({ status: 'live', u: 21, bestBid: '100.00', bestAsk: '101.00' });
}

describe('book sequence', () => {
  it('merges a snapshot and deltas; size "0" removes a level', () => {
    const store = live();
    store.apply(
      depth(
        'delta',
        3,
        [
          ['100.00', '0'],
          ['99.50', '0.25'],
        ],
        [['101.00', '2.5']],
      ),
    );
    const book = store.peekBook(TOPIC)?.book;
    expect(book && [...book.bids]).toEqual([
      ['99.00', '2'],
      ['99.50', '0.25'],
    ]);
    expect(book && [...book.asks]).toEqual([['101.00', '2.5']]);
    expect(store.peekBook(TOPIC)?.u).toBe(3);
  });

  it('a gap resyncs once', () => expectResyncOnce(live(), delta(4)));
  it('a u going backwards resyncs', () => expectResyncOnce(live(), delta(1)));
  it('a delta with u = 1 after a restart-less stream resyncs', () => {
    const store = live();
    store.apply(delta(3));
    expectResyncOnce(store, delta(1));
  });
  it('a repeat that does not fit resyncs', () => expectResyncOnce(live(), delta(2, [['98.00', '1']])));
  it('a malformed frame resyncs', () => {
    expectResyncOnce(live(), depth('delta', 3, [['1e3', '1']], []));
    expectResyncOnce(live(), { topic: TOPIC, type: 'delta', ts: 0, data: null });
    expectResyncOnce(live(), {
      topic: TOPIC,
      type: 'nonsense',
      ts: 0,
      data: delta(3).data,
    } as unknown as Push);
    expectResyncOnce(live(), { ...delta(3), data: { ...delta(3).data, s: 'ETHUSDT' } });
    expectResyncOnce(live(), { ...delta(3), data: { ...delta(3).data, u: 3.5 } });
    expectResyncOnce(live(), depth('delta', 3, [['100.00', '-1']], []));
    expectResyncOnce(live(), depth('delta', 3, [['100.00']] as never, []));
  });

  it('an exact duplicate of the last message is ignored', () => {
    const store = live();
    expect(store.apply(delta(2))).toEqual({ changedTopics: [], resync: [] });
    expect(store.apply(delta(3))).toEqual({ changedTopics: [TOPIC], resync: [] });
    expect(store.peekBook(TOPIC)?.phase).toBe('live');
  });

  it('a delta before any snapshot resyncs once', () => {
    const store = createMarketStore();
    expect(store.build(view)).toMatchObject({ status: 'loading' });
    expectResyncOnce(store, delta(5));
  });

  it('a restart marker (snapshot with u = 1) resets the book and the sequence', () => {
    const store = live();
    expect(store.apply(depth('snapshot', 1, [['90.00', '5']], [], 40)).resync).toEqual([]);
    expect(store.apply(depth('delta', 2, [], [['91.00', '1']], 41, 40)).resync).toEqual([]);
    expect(store.build(view)).toMatchObject({ status: 'live', u: 2, bestBid: '90.00', bestAsk: '91.00' });
  });

  it('a delta of a restarted stream whose restart snapshot was lost resyncs, though its u fits', () => {
    const store = live(); // u 2, seq 20
    // The server restarted its sequence at seq 20 (snapshot u 1, lost), then sent u 2 and u 3 (lost):
    // u 3 of the new stream (pseq 40) fits the old u, but follows a message this book never had.
    expect(store.apply(depth('delta', 3, [['98.00', '1']], [], 50, 40)).resync).toEqual([TOPIC]);
    expect(store.peekBook(TOPIC)?.phase).toBe('resyncing');
  });

  it('a delta without the seq it follows is malformed', () => {
    const { pseq: _omitted, ...data } = delta(3).data;
    expectResyncOnce(live(), { ...delta(3), data });
  });

  it('a late snapshot (older seq than a frame already seen) resyncs instead of showing an old book', () => {
    const store = live(); // seq 20 seen
    expect(store.apply(snapshot(1, 15)).resync).toEqual([TOPIC]);
    expect(store.peekBook(TOPIC)?.phase).toBe('resyncing');
    expect(store.apply(snapshot(1, 30)).resync).toEqual([]);
    expect(store.peekBook(TOPIC)?.phase).toBe('live');
  });

  it('disconnect marks every book resyncing without asking; the next connection starts afresh', () => {
    const store = live();
    store.disconnected();
    expect(store.build(view)).toMatchObject({ status: 'resyncing' });
    // A restarted server's seq starts low again: that snapshot is fresh, not late.
    expect(store.apply(snapshot(1, 1))).toEqual({ changedTopics: [TOPIC], resync: [] });
    expect(store.build(view)).toMatchObject({ status: 'live' });
  });

  it('reports a fault once and says the book awaits a snapshot until one comes (the hub asks again)', () => {
    const store = live();
    expect(store.awaitsSnapshot(TOPIC)).toBe(false);
    expect(store.apply(delta(9)).resync).toEqual([TOPIC]);
    let asked = 0;
    for (let u = 10; u < 300; u++) asked += store.apply(delta(u)).resync.length;
    expect(asked).toBe(0);
    expect(store.awaitsSnapshot(TOPIC)).toBe(true);
    store.apply(snapshot(1, 10_000));
    expect(store.awaitsSnapshot(TOPIC)).toBe(false);
  });

  it('release forgets the book', () => {
    const store = live();
    store.release(TOPIC);
    expect(store.peekBook(TOPIC)).toBeUndefined();
    expect(store.build(view)).toMatchObject({ status: 'loading' });
  });
});
