import { describe, expect, it } from 'vitest';
import { createDelivery, type Delivery } from '../../../../src/shared/hub/delivery';
import {
  SLOWEST_TAB_PACE_MS,
  type SnapshotSink,
  type ViewKey,
  type ViewSnapshot,
} from '../../../../src/shared/protocol';
import { anAccountView } from './anAccountView';
import { anOrder } from './anOrder';
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

/**
 * A tab's sink that records each call (time and the watches it carried) and, per watch, the (time,
 * build number) of each snapshot.
 */
function tabRecorder(clock: { now(): number }) {
  const calls: { at: number; watchIds: number[] }[] = [];
  const byWatch = new Map<number, { at: number; build: number }[]>();
  const sink: SnapshotSink = (deliveries) => {
    calls.push({ at: clock.now(), watchIds: deliveries.map((d) => d.watchId) });
    for (const { watchId, snapshot } of deliveries) {
      const got = byWatch.get(watchId) ?? [];
      got.push({ at: clock.now(), build: (snapshot as unknown as { build: number }).build });
      byWatch.set(watchId, got);
    }
  };
  return { sink, calls, got: (watchId: number) => byWatch.get(watchId) ?? [] };
}

/** A connected tab with one watch of `view`: what that watch got. */
function watcher(delivery: Delivery, clock: { now(): number }, tabId: string, view: ViewKey) {
  const tab = tabRecorder(clock);
  delivery.connect(tabId, tab.sink);
  delivery.watch(tabId, 1, view);
  return {
    get got() {
      return tab.got(1);
    },
  };
}

describe('delivery', () => {
  it('sends the first snapshot at once, then at most one per throttle period', () => {
    const { clock, delivery } = setup();
    const a = watcher(delivery, clock, 'tab1', book);
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
    const tab = tabRecorder(clock);
    delivery.connect('tab1', tab.sink);
    delivery.watch('tab1', 1, book);
    delivery.watch('tab1', 2, trades);
    for (let ms = 0; ms < 2_000; ms += 10) {
      delivery.markDirty([bookId, 'trades:BTCUSDT']);
      clock.advance(10);
    }
    const gaps = (got: { at: number }[]) => got.slice(1).map((entry, i) => entry.at - (got[i]?.at ?? 0));
    expect(tab.got(1).length).toBeGreaterThanOrEqual(19);
    expect(Math.min(...gaps(tab.got(1)))).toBeGreaterThanOrEqual(100);
    // The first at once, then one a second.
    expect(tab.got(2).length).toBe(3);
    expect(Math.min(...gaps(tab.got(2)))).toBeGreaterThanOrEqual(1_000);
  });

  describe('a tab that asks for fewer ticks (setPace)', () => {
    /** The gaps between a watch's snapshots after its first, while the view changes every 10 ms. */
    const gapsWhileBusy = (
      clock: ReturnType<typeof createFakeClock>,
      delivery: Delivery,
      got: () => { at: number }[],
    ) => {
      for (let ms = 0; ms < 2_000; ms += 10) {
        delivery.markDirty([bookId]);
        clock.advance(10);
      }
      const list = got();
      return list.slice(1).map((entry, i) => entry.at - (list[i]?.at ?? 0));
    };

    it('gets its ticks that far apart', () => {
      const { clock, delivery } = setup();
      const a = watcher(delivery, clock, 'tab1', book);
      delivery.setPace('tab1', 200);
      const gaps = gapsWhileBusy(clock, delivery, () => a.got);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(210);
    });

    it('never faster than the throttle nor slower than SLOWEST_TAB_PACE_MS', () => {
      const fast = setup();
      const a = watcher(fast.delivery, fast.clock, 'tab1', book);
      fast.delivery.setPace('tab1', 20);
      expect(Math.min(...gapsWhileBusy(fast.clock, fast.delivery, () => a.got))).toBeGreaterThanOrEqual(100);

      const slow = setup();
      const b = watcher(slow.delivery, slow.clock, 'tab1', book);
      slow.delivery.setPace('tab1', 5_000);
      const gaps = gapsWhileBusy(slow.clock, slow.delivery, () => b.got);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(SLOWEST_TAB_PACE_MS + 10);
      // A pace that is not a number changes nothing.
      slow.delivery.setPace('tab1', Number.NaN);
      expect(Math.max(...gapsWhileBusy(slow.clock, slow.delivery, () => b.got))).toBeLessThanOrEqual(
        SLOWEST_TAB_PACE_MS + 10,
      );
    });

    it('the slowest visible tab sets the ticks, so visible tabs get the same ones; a hidden one does not', () => {
      const { clock, delivery } = setup();
      const slow = watcher(delivery, clock, 'slow', book);
      const fast = watcher(delivery, clock, 'fast', book);
      delivery.setPace('slow', 250);
      delivery.setPace('fast', 150);
      expect(Math.min(...gapsWhileBusy(clock, delivery, () => fast.got))).toBeGreaterThanOrEqual(250);
      expect(fast.got.map((entry) => entry.at)).toEqual(slow.got.map((entry) => entry.at));
      delivery.setVisible('slow', false);
      const since = fast.got.length;
      const gaps = gapsWhileBusy(clock, delivery, () => fast.got.slice(since));
      expect(Math.max(...gaps)).toBeLessThanOrEqual(160);
    });

    it('a view that is not paced keeps to the throttle', () => {
      const clock = createFakeClock();
      const delivery = createDelivery({
        timers: clock.timers,
        throttleMs: 100,
        paced: (view) => view.kind !== 'connection',
        build: (view) => ({ kind: view.kind }) as unknown as ViewSnapshot,
      });
      const start = clock.now();
      const tab = tabRecorder(clock);
      delivery.connect('tab1', tab.sink);
      delivery.watch('tab1', 1, book);
      delivery.watch('tab1', 2, { kind: 'connection' });
      delivery.setPace('tab1', 250);
      for (let ms = 0; ms < 1_000; ms += 10) {
        delivery.markDirty([bookId, 'connection']);
        clock.advance(10);
      }
      const times = (watchId: number) => tab.got(watchId).map((entry) => entry.at - start);
      // Ticks stay a throttle apart, so a paced view may wait for the tick after its pace.
      const bookGaps = times(1)
        .slice(1)
        .map((at, i) => at - (times(1)[i] ?? 0));
      expect(Math.min(...bookGaps)).toBeGreaterThanOrEqual(250);
      expect(Math.max(...bookGaps)).toBeLessThanOrEqual(350);
      expect(times(2)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000]);
    });

    it('a faster pace brings a pending tick forward', () => {
      const { clock, delivery } = setup();
      const start = clock.now();
      const a = watcher(delivery, clock, 'tab1', book);
      delivery.setPace('tab1', 250);
      delivery.markDirty([bookId]);
      clock.advance(50);
      delivery.setPace('tab1', 100);
      clock.advance(60);
      expect(a.got.map((entry) => entry.at - start)).toEqual([0, 100]);
    });
  });

  it('builds a view once per delivery for every watcher and coalesces one tick of changes', () => {
    const { clock, delivery, builds } = setup();
    const a = watcher(delivery, clock, 'tab1', book);
    const b = watcher(delivery, clock, 'tab2', book);
    clock.advance(100);
    const before = builds();
    delivery.markDirty([bookId]);
    delivery.markDirty([bookId, bookId]);
    clock.advance(0);
    expect(builds()).toBe(before + 1);
    expect(a.got.at(-1)).toEqual(b.got.at(-1));
  });

  it('a dirty view waits for the rest of its period', () => {
    const { clock, delivery } = setup();
    const a = watcher(delivery, clock, 'tab1', book);
    clock.advance(30);
    delivery.markDirty([bookId]);
    clock.advance(69);
    expect(a.got).toHaveLength(1);
    clock.advance(1);
    expect(a.got).toHaveLength(2);
  });

  it('views that change at different moments reach a tab in one call a tick, each still throttled', () => {
    const { clock, delivery } = setup();
    const tab = tabRecorder(clock);
    const tradesId = 'trades:BTCUSDT';
    delivery.connect('tab1', tab.sink);
    delivery.watch('tab1', 1, book);
    clock.advance(40);
    delivery.watch('tab1', 2, trades);
    // The book changes early in each period, the trades late: 5 ms and 85 ms after each 100 ms mark.
    for (let period = 0; period < 20; period++) {
      clock.advance(5);
      delivery.markDirty([bookId]);
      clock.advance(80);
      delivery.markDirty([tradesId]);
      clock.advance(15);
    }
    clock.advance(300);
    // After the first snapshots, each trades delivery shares its call with a book delivery (the last
    // trades change comes after the last book change, so it goes out alone).
    const shared = tab.calls.filter((call) => call.watchIds.length === 2);
    expect(shared.length).toBeGreaterThanOrEqual(15);
    expect(shared.every((call) => [...call.watchIds].sort().join() === '1,2')).toBe(true);
    expect(tab.got(2).slice(1, -1).length).toBe(shared.length);
    // No tick calls a tab twice.
    const times = tab.calls.map((call) => call.at);
    expect(new Set(times).size).toBe(times.length);
    for (const got of [tab.got(1), tab.got(2)])
      for (let i = 1; i < got.length; i++)
        expect((got[i]?.at ?? 0) - (got[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(100);
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
    const tab = tabRecorder(clock);
    delivery.connect('tab1', tab.sink);
    delivery.watch('tab1', 1, book);
    delivery.watch('tab1', 2, trades);
    for (let ms = 0; ms < 1_000; ms += 10) {
      delivery.markAllDirty();
      clock.advance(10);
    }
    // About one a period each, not one every other period.
    expect(tab.got(1).length).toBeGreaterThanOrEqual(9);
    expect(tab.got(2).length).toBeGreaterThanOrEqual(9);
  });

  it('hidden tabs get nothing; becoming visible sends a fresh snapshot of each view in one call', () => {
    const { clock, delivery } = setup();
    const tab = tabRecorder(clock);
    delivery.connect('tab1', tab.sink);
    delivery.setVisible('tab1', false);
    delivery.watch('tab1', 1, book);
    delivery.watch('tab1', 2, trades);
    delivery.markAllDirty();
    clock.advance(1_000);
    expect(tab.calls).toEqual([]);
    delivery.setVisible('tab1', true);
    expect(tab.calls.map((call) => call.watchIds)).toEqual([[1, 2]]);
    delivery.setVisible('tab1', true);
    expect(tab.calls).toHaveLength(1);
  });

  it('a tab that watches before it gives its sink gets those views with the sink, in one call', () => {
    const { clock, delivery, builds } = setup();
    delivery.watch('tab1', 1, book);
    delivery.watch('tab1', 2, trades);
    expect(builds()).toBe(0);
    const tab = tabRecorder(clock);
    delivery.connect('tab1', tab.sink);
    expect(tab.calls.map((call) => call.watchIds)).toEqual([[1, 2]]);
  });

  it('a hidden tab does not hold back a visible one', () => {
    const { clock, delivery } = setup();
    const hidden = watcher(delivery, clock, 'tab1', book);
    const shown = watcher(delivery, clock, 'tab2', book);
    delivery.setVisible('tab1', false);
    clock.advance(100);
    delivery.markDirty([bookId]);
    clock.advance(0);
    expect(hidden.got).toHaveLength(1);
    expect(shown.got).toHaveLength(2);
  });

  it('never awaits sinks; a throwing or rejecting sink does not stop the others', async () => {
    const { clock, delivery, logged } = setup();
    delivery.connect('dead', () => new Promise(() => undefined));
    delivery.connect('bad', () => {
      throw new Error('boom');
    });
    delivery.connect('sad', () => Promise.reject(new Error('gone')));
    for (const tabId of ['dead', 'bad', 'sad']) delivery.watch(tabId, 1, book);
    const good = watcher(delivery, clock, 'tab', book);
    clock.advance(100);
    delivery.markDirty([bookId]);
    clock.advance(0);
    await Promise.resolve();
    expect(good.got).toHaveLength(2);
    expect(logged).toContain('hub: sink threw');
    expect(logged).toContain('hub: sink failed');
  });

  it('watch ids are the tab’s own: two tabs may use the same one, and a reused id replaces its watch', () => {
    const { clock, delivery, logged } = setup();
    const one = tabRecorder(clock);
    const two = tabRecorder(clock);
    delivery.connect('tab1', one.sink);
    delivery.connect('tab2', two.sink);
    expect(delivery.watch('tab1', 1, book).isNew).toBe(true);
    expect(delivery.watch('tab2', 1, book).isNew).toBe(false);
    expect(delivery.watch('tab1', 1, trades).isNew).toBe(true);
    expect(logged).toContain('hub: watch id reused');
    expect(delivery.views()).toEqual([book, trades]);
    clock.advance(100);
    delivery.markAllDirty();
    clock.advance(0);
    expect(one.calls.at(-1)?.watchIds).toEqual([1]);
    expect(one.got(1).length).toBe(3);
  });

  it('unwatch reports the view when its last watcher leaves; dropTab drops all of a tab', () => {
    const { clock, delivery } = setup();
    expect(delivery.watch('tab1', 1, book).isNew).toBe(true);
    expect(delivery.watch('tab2', 1, book).isNew).toBe(false);
    delivery.watch('tab2', 2, trades);
    expect(delivery.unwatch('tab2', 7)).toBeUndefined();
    expect(delivery.unwatch('tab1', 1)).toBeUndefined();
    expect(delivery.unwatch('tab1', 1)).toBeUndefined();
    expect(delivery.dropTab('tab2')).toEqual([book, trades]);
    expect(delivery.views()).toEqual([]);
    delivery.markAllDirty();
    clock.advance(1_000);
  });

  it('posts an account view whole to each watch first, then patches over what that watch got', () => {
    const clock = createFakeClock();
    let openOrders = [anOrder('1'), anOrder('2')];
    const delivery = createDelivery({
      timers: clock.timers,
      throttleMs: 100,
      build: () => anAccountView({ openOrders }),
    });
    const kinds = new Map<string, string[]>();
    const sinkOf =
      (tabId: string): SnapshotSink =>
      (deliveries) =>
        kinds.set(tabId, [...(kinds.get(tabId) ?? []), ...deliveries.map((d) => d.snapshot.kind)]);
    delivery.connect('tab1', sinkOf('tab1'));
    delivery.watch('tab1', 1, { kind: 'account' });
    clock.advance(100);
    openOrders = [anOrder('1', { status: 'PartiallyFilled' }), openOrders[1]!];
    delivery.markDirty(['account']);
    clock.advance(100);
    // A second tab, and a hidden one shown again: the first starts whole, the other goes on patching.
    delivery.connect('tab2', sinkOf('tab2'));
    delivery.watch('tab2', 1, { kind: 'account' });
    delivery.setVisible('tab1', false);
    delivery.setVisible('tab1', true);
    // A new sink for the first tab (it linked again): what went to the old one may be lost.
    delivery.connect('tab1', sinkOf('tab1'));
    expect(kinds.get('tab1')).toEqual(['account', 'accountPatch', 'accountPatch', 'account']);
    expect(kinds.get('tab2')).toEqual(['account']);
  });
});
