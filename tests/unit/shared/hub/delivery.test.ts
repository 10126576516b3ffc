import { describe, expect, it } from 'vitest';
import { createDelivery } from '../../../../src/shared/hub/delivery';
import type { ViewKey, ViewSnapshot } from '../../../../src/shared/protocol';
import { createFakeClock } from './fakes';

const book: ViewKey = { kind: 'orderBook', symbol: 'BTCUSDT', step: '0.01', rows: 20 };
const bookId = 'orderBook:BTCUSDT:0.01:20';
const trades: ViewKey = { kind: 'trades', symbol: 'BTCUSDT' };

function setup(throttleMs = 100, periodOf?: (view: ViewKey) => number) {
  const clock = createFakeClock();
  let builds = 0;
  const logged: string[] = [];
  const delivery = createDelivery({
    timers: clock.timers,
    throttleMs,
    ...(periodOf ? { periodOf } : {}),
    build: (view) => ({ kind: view.kind, build: ++builds }) as unknown as ViewSnapshot,
    log: (message) => logged.push(message),
  });
  return { clock, delivery, logged, builds: () => builds };
}

/** A callback that records (time, build number) of each snapshot. */
function recorder(clock: { now(): number }) {
  const got: { at: number; build: number }[] = [];
  const callback = (snapshot: ViewSnapshot) => {
    got.push({ at: clock.now(), build: (snapshot as unknown as { build: number }).build });
  };
  return { got, callback };
}

describe('delivery', () => {
  it('sends the first snapshot at once, then at most one per throttle period', () => {
    const { clock, delivery } = setup();
    const a = recorder(clock);
    delivery.watch('tab1', book, a.callback);
    expect(a.got).toHaveLength(1);
    for (let ms = 0; ms < 1_000; ms += 5) {
      delivery.markDirty([bookId]);
      clock.advance(5);
    }
    clock.advance(200);
    const times = a.got.map((entry) => entry.at);
    for (let i = 1; i < times.length; i++)
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(100);
    expect(a.got.length).toBeGreaterThanOrEqual(10);
    expect(a.got.length).toBeLessThanOrEqual(12);
  });

  it('a view with a longer period of its own is throttled to it, the others still to the throttle', () => {
    const { clock, delivery } = setup(100, (view) => (view.kind === 'trades' ? 1_000 : 0));
    const fast = recorder(clock);
    const slow = recorder(clock);
    delivery.watch('tab1', book, fast.callback);
    delivery.watch('tab1', trades, slow.callback);
    for (let ms = 0; ms < 2_000; ms += 10) {
      delivery.markDirty([bookId, 'trades:BTCUSDT']);
      clock.advance(10);
    }
    const gaps = (got: { at: number }[]) => got.slice(1).map((entry, i) => entry.at - (got[i]?.at ?? 0));
    expect(fast.got.length).toBeGreaterThanOrEqual(19);
    expect(Math.min(...gaps(fast.got))).toBeGreaterThanOrEqual(100);
    // The first at once, then one a second.
    expect(slow.got.length).toBe(3);
    expect(Math.min(...gaps(slow.got))).toBeGreaterThanOrEqual(1_000);
  });

  it('builds a view once per delivery for every watcher and coalesces one tick of changes', () => {
    const { clock, delivery, builds } = setup();
    const a = recorder(clock);
    const b = recorder(clock);
    delivery.watch('tab1', book, a.callback);
    delivery.watch('tab2', book, b.callback);
    clock.advance(100);
    const before = builds();
    delivery.markDirty([bookId]);
    delivery.markDirty([bookId, bookId]);
    clock.advance(0);
    expect(builds()).toBe(before + 1);
    expect(a.got[a.got.length - 1]).toEqual(b.got[b.got.length - 1]);
  });

  it('a dirty view waits for the rest of its period', () => {
    const { clock, delivery } = setup();
    const a = recorder(clock);
    delivery.watch('tab1', book, a.callback);
    clock.advance(30);
    delivery.markDirty([bookId]);
    clock.advance(69);
    expect(a.got).toHaveLength(1);
    clock.advance(1);
    expect(a.got).toHaveLength(2);
  });

  it('views that change at different moments are delivered in the same tick, each still throttled', () => {
    const { clock, delivery } = setup();
    const a = recorder(clock);
    const b = recorder(clock);
    const tradesId = 'trades:BTCUSDT';
    delivery.watch('tab1', book, a.callback);
    clock.advance(40);
    delivery.watch('tab1', trades, b.callback);
    // The book changes early in each period, the trades late: 5 ms and 85 ms after each 100 ms mark.
    for (let period = 0; period < 20; period++) {
      clock.advance(5);
      delivery.markDirty([bookId]);
      clock.advance(80);
      delivery.markDirty([tradesId]);
      clock.advance(15);
    }
    clock.advance(300);
    // After the first snapshots, each trades delivery shares its tick with a book delivery (the last
    // trades change comes after the last book change, so it goes out alone).
    const bookTimes = new Set(a.got.map((entry) => entry.at));
    const tradeTimes = b.got.slice(1, -1).map((entry) => entry.at);
    expect(tradeTimes.length).toBeGreaterThanOrEqual(15);
    expect(tradeTimes.filter((at) => !bookTimes.has(at))).toEqual([]);
    for (const times of [a.got, b.got].map((got) => got.map((entry) => entry.at)))
      for (let i = 1; i < times.length; i++)
        expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(100);
  });

  it('a tick whose builds take time still serves every view on the next tick', () => {
    const clock = createFakeClock();
    // Each build takes 3 ms of the hub's clock.
    let spent = 0;
    const now = () => clock.now() + spent;
    const delivery = createDelivery({
      timers: { ...clock.timers, now },
      throttleMs: 100,
      build: (view) => {
        spent += 3;
        return { kind: view.kind } as unknown as ViewSnapshot;
      },
    });
    const got = { book: 0, trades: 0 };
    delivery.watch('tab1', book, () => void got.book++);
    delivery.watch('tab1', trades, () => void got.trades++);
    for (let ms = 0; ms < 1_000; ms += 10) {
      delivery.markAllDirty();
      clock.advance(10);
    }
    // About one a period each, not one every other period.
    expect(got.book).toBeGreaterThanOrEqual(9);
    expect(got.trades).toBeGreaterThanOrEqual(9);
  });

  it('hidden tabs get nothing; becoming visible sends a fresh snapshot of each view at once', () => {
    const { clock, delivery } = setup();
    const a = recorder(clock);
    const b = recorder(clock);
    delivery.setVisible('tab1', false);
    delivery.watch('tab1', book, a.callback);
    delivery.watch('tab1', trades, b.callback);
    delivery.markAllDirty();
    clock.advance(1_000);
    expect(a.got).toEqual([]);
    expect(b.got).toEqual([]);
    delivery.setVisible('tab1', true);
    expect(a.got).toHaveLength(1);
    expect(b.got).toHaveLength(1);
    delivery.setVisible('tab1', true);
    expect(a.got).toHaveLength(1);
  });

  it('a hidden tab does not hold back a visible one', () => {
    const { clock, delivery } = setup();
    const hidden = recorder(clock);
    const shown = recorder(clock);
    delivery.watch('tab1', book, hidden.callback);
    delivery.watch('tab2', book, shown.callback);
    delivery.setVisible('tab1', false);
    clock.advance(100);
    delivery.markDirty([bookId]);
    clock.advance(0);
    expect(hidden.got).toHaveLength(1);
    expect(shown.got).toHaveLength(2);
  });

  it('never awaits callbacks; a throwing or rejecting callback does not stop the others', async () => {
    const { clock, delivery, logged } = setup();
    const good = recorder(clock);
    delivery.watch('dead', book, () => new Promise(() => undefined));
    delivery.watch('bad', book, () => {
      throw new Error('boom');
    });
    delivery.watch('sad', book, () => Promise.reject(new Error('gone')));
    delivery.watch('tab', book, good.callback);
    clock.advance(100);
    delivery.markDirty([bookId]);
    clock.advance(0);
    await Promise.resolve();
    expect(good.got).toHaveLength(2);
    expect(logged).toContain('hub: callback threw');
    expect(logged).toContain('hub: callback failed');
  });

  it('unwatch reports the view when its last watcher leaves; dropTab drops all of a tab', () => {
    const { clock, delivery } = setup();
    const one = delivery.watch('tab1', book, () => undefined);
    const two = delivery.watch('tab2', book, () => undefined);
    delivery.watch('tab2', trades, () => undefined);
    expect(one.isNew).toBe(true);
    expect(two.isNew).toBe(false);
    expect(delivery.unwatch('tab2', one.watchId)).toBeUndefined();
    expect(delivery.unwatch('tab1', one.watchId)).toBeUndefined();
    expect(delivery.dropTab('tab2')).toEqual([book, trades]);
    expect(delivery.views()).toEqual([]);
    delivery.markAllDirty();
    clock.advance(1_000);
  });
});
