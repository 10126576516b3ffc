import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { connectHubClient } from '../../../../src/app/hub/connectHubClient';
import type { FrameScheduler } from '../../../../src/app/hub/frameBatch';
import { FRAME_BUDGET_SHARE } from '../../../../src/app/hub/framePacing';
import { RELINK_RESET_MS } from '../../../../src/app/hub/relinkDelay';
import type { HubLink } from '../../../../src/app/hub/HubLink';
import { encodeAccountPatch } from '../../../../src/shared/hub/accountPatch';
import type {
  AccountView,
  HubApi,
  Order,
  SnapshotSink,
  ViewKey,
  ViewSnapshot,
} from '../../../../src/shared/protocol';
import { anAccountView } from '../../../unit/shared/hub/anAccountView';
import { anOrder } from '../../../unit/shared/hub/anOrder';

/** A hub that records the calls it gets, in order, and keeps the tab's sink. */
function recordingHub() {
  const calls: string[] = [];
  let sink: SnapshotSink | undefined;
  const api: HubApi = {
    hello: async (_tab, given) => {
      sink = given;
      calls.push('hello');
    },
    watch: async (_tab, id, view) =>
      void calls.push(`watch ${id} ${view.kind === 'orderBook' ? view.rows : view.kind}`),
    unwatch: async (_tab, id) => void calls.push(`unwatch ${id}`),
    setVisible: async () => undefined,
    setPace: async (_tab, paceMs) => void calls.push(`pace ${paceMs}`),
    setOnline: async () => undefined,
    sessionIs: async (accountId) => void calls.push(`session ${accountId}`),
    goodbye: async () => undefined,
  };
  return { api, calls, sink: () => sink };
}

/** A link to a hub that lives until the test says it is lost. */
function linkTo(api: HubApi) {
  let lose: () => void = () => {};
  const lost = new Promise<void>((resolve) => (lose = resolve));
  const link = { api, lost, closed: false, lose, close: () => void (link.closed = true) };
  return Object.assign(() => link as HubLink, { link });
}

/** Frames the test paints by hand, each taking `frameMs` of the page's clock to draw. */
function manualFrames(frameMs = 0) {
  const waiting: (() => void)[] = [];
  let clock = 0;
  let drawn: (() => void)[] = [];
  const frames: FrameScheduler = {
    beforeNextPaint(paint) {
      waiting.push(paint);
      return () => waiting.splice(waiting.indexOf(paint) >>> 0, 1);
    },
    painting: () => true,
    onHidden: () => () => {},
    now: () => clock,
    afterPaint: (then) => drawn.push(then),
  };
  return {
    frames,
    paint: () => {
      waiting.splice(0).forEach((paint) => paint());
      clock += frameMs;
      const now = drawn;
      drawn = [];
      now.forEach((then) => then());
    },
    pending: () => waiting.length,
  };
}

const book = (rows: number): ViewKey => ({ kind: 'orderBook', symbol: 'BTCUSDT', step: '0.01', rows });
const ticker = (lastPrice: string) => ({ kind: 'ticker', lastPrice }) as unknown as ViewSnapshot;

describe('connectHubClient', () => {
  it('watches a view that replaces another in the same task before it lets go of the old one', async () => {
    const { api, calls } = recordingHub();
    const client = connectHubClient(linkTo(api));
    const stopTen = client.watch(book(10), () => undefined);
    await waitFor(() => expect(calls).toEqual(['hello', 'watch 1 10']));

    // One commit: the panel's row count changed, so the old view stops and the new one starts.
    stopTen();
    client.watch(book(20), () => undefined);
    // The hub keeps the shared topic (and its book) only if the new watch comes first.
    await waitFor(() => expect(calls).toEqual(['hello', 'watch 1 10', 'watch 2 20', 'unwatch 1']));
    client.dispose();
  });

  it('hands each snapshot of a sink call to its watch by id, in one frame, the newest per watch', async () => {
    const { api, calls, sink } = recordingHub();
    const { frames, paint, pending } = manualFrames();
    const commits: string[][] = [];
    const client = connectHubClient(linkTo(api), {
      frames,
      commit: (applyAll) => {
        commits.push([]);
        applyAll();
      },
    });
    const got = (name: string) => (snapshot: ViewSnapshot) =>
      commits.at(-1)?.push(`${name} ${(snapshot as unknown as { lastPrice: string }).lastPrice}`);
    client.watch({ kind: 'ticker', symbol: 'BTCUSDT' }, got('btc'));
    client.watch({ kind: 'ticker', symbol: 'ETHUSDT' }, got('eth'));
    await waitFor(() => expect(calls).toHaveLength(3));

    sink()?.([
      { watchId: 1, snapshot: ticker('1') },
      { watchId: 2, snapshot: ticker('2') },
    ]);
    sink()?.([
      { watchId: 1, snapshot: ticker('3') },
      { watchId: 9, snapshot: ticker('9') },
    ]);
    expect(pending()).toBe(1);
    paint();
    expect(commits).toEqual([['eth 2', 'btc 3']]);
    client.dispose();
  });

  it('rebuilds the account from the patches of one frame in their order, keeping unchanged orders', async () => {
    const { api, calls, sink } = recordingHub();
    const { frames, paint } = manualFrames();
    const client = connectHubClient(linkTo(api), { frames });
    const got: AccountView[] = [];
    client.watch({ kind: 'account' }, (snapshot) => got.push(snapshot));
    await waitFor(() => expect(calls).toEqual(['hello', 'watch 1 account']));
    const account = (openOrders: Order[]) => anAccountView({ openOrders });
    const [one, two] = [anOrder('1'), anOrder('2')];
    const first = account([one, two]);
    const second = account([anOrder('1', { executedQty: '0.5' }), two]);
    const third = account([second.openOrders[0]!, two]);
    // The hub's objects are not the tab's: each delivery arrives as a copy.
    sink()?.(structuredClone([{ watchId: 1, snapshot: first }]));
    paint();
    // Two patches before one frame: the frame shows the second, built over the first.
    sink()?.(structuredClone([{ watchId: 1, snapshot: encodeAccountPatch(first, second) }]));
    sink()?.(structuredClone([{ watchId: 1, snapshot: encodeAccountPatch(second, third) }]));
    paint();
    expect(got).toEqual([first, third]);
    expect(got[1]?.openOrders[0]?.executedQty).toBe('0.5');
    // The order no patch changed is the object the tab had, so its row and chart line skip it.
    expect(got[1]?.openOrders[1]).toBe(got[0]?.openOrders[1]);
    client.dispose();
  });

  it('tells the hub how far apart its frames need to be once they prove dear', async () => {
    const { api, calls, sink } = recordingHub();
    // 12 ms a frame: within 5 % of the main thread that is one frame each 240 ms.
    const { frames, paint } = manualFrames(12);
    const client = connectHubClient(linkTo(api), { frames });
    client.watch({ kind: 'ticker', symbol: 'BTCUSDT' }, () => undefined);
    await waitFor(() => expect(calls).toEqual(['hello', 'watch 1 ticker']));
    sink()?.([{ watchId: 1, snapshot: ticker('1') }]);
    paint();
    await waitFor(() =>
      expect(calls).toEqual(['hello', 'watch 1 ticker', `pace ${12 / FRAME_BUDGET_SHARE}`]),
    );
    // A frame that costs the same again moves nothing: the hub is not told twice.
    sink()?.([{ watchId: 1, snapshot: ticker('2') }]);
    paint();
    // A call queued after the paint reaches the hub after any pace report the paint queued.
    client.sessionIs('after the paint');
    await waitFor(() => expect(calls.at(-1)).toBe('session after the paint'));
    expect(calls.filter((call) => call.startsWith('pace'))).toHaveLength(1);
    client.dispose();
  });

  it('paints nothing more for a watch once it is stopped, even what its last sink call brought', async () => {
    const { api, calls, sink } = recordingHub();
    const { frames, paint } = manualFrames();
    const seen: string[] = [];
    const client = connectHubClient(linkTo(api), { frames });
    const stop = client.watch({ kind: 'ticker', symbol: 'BTCUSDT' }, () => seen.push('painted'));
    await waitFor(() => expect(calls).toHaveLength(2));
    sink()?.([{ watchId: 1, snapshot: ticker('1') }]);
    stop();
    paint();
    sink()?.([{ watchId: 1, snapshot: ticker('2') }]);
    paint();
    expect(seen).toEqual([]);
    client.dispose();
  });

  it('opens a new link when its hub is lost and tells the new hub what the old one knew, once', async () => {
    const first = recordingHub();
    const second = recordingHub();
    const links = [linkTo(first.api).link, linkTo(second.api).link];
    let opened = 0;
    const { frames, paint } = manualFrames(12);
    const client = connectHubClient(() => links[opened++] as HubLink, { frames });
    const states: string[] = [];
    client.watch({ kind: 'connection' }, (view) => states.push(view.state));
    const stopTicker = client.watch({ kind: 'ticker', symbol: 'BTCUSDT' }, () => undefined);
    client.watch(book(10), () => undefined);
    client.sessionIs('42');
    await waitFor(() => expect(first.calls).toHaveLength(5));
    first.sink()?.([{ watchId: 2, snapshot: ticker('1') }]);
    paint();
    await waitFor(() => expect(first.calls.at(-1)).toBe(`pace ${12 / FRAME_BUDGET_SHARE}`));

    links[0]?.lose();
    stopTicker();
    // The status says so before the new hub speaks, and the lost link is let go.
    await waitFor(() => expect(states).toEqual(['connecting']));
    expect(links[0]?.closed).toBe(true);
    client.watch({ kind: 'trades', symbol: 'BTCUSDT' }, () => undefined);
    await waitFor(() =>
      expect(second.calls).toEqual([
        'hello',
        'watch 1 connection',
        'watch 3 10',
        'session 42',
        `pace ${12 / FRAME_BUDGET_SHARE}`,
        'watch 4 trades',
      ]),
    );
    expect(opened).toBe(2);
    // The new hub's snapshots reach the watches under their old ids.
    second.sink()?.([{ watchId: 1, snapshot: { kind: 'connection', state: 'open' } as ViewSnapshot }]);
    paint();
    expect(states).toEqual(['connecting', 'open']);
    client.dispose();
  });

  it('waits longer each time a new hub is lost soon after it opened, and tries again when it cannot open one', async () => {
    vi.useFakeTimers();
    try {
      const links: ReturnType<typeof linkTo>['link'][] = [];
      let attempts = 0;
      let failing = false;
      const client = connectHubClient(() => {
        attempts++;
        if (failing) throw new DOMException('no worker', 'SecurityError');
        const { link } = linkTo(recordingHub().api);
        links.push(link);
        return link;
      });
      const lose = async () => {
        links.at(-1)?.lose();
        await vi.advanceTimersByTimeAsync(0);
      };
      // A hub that lived long: its loss costs nothing but the new worker's start.
      await vi.advanceTimersByTimeAsync(RELINK_RESET_MS + 1);
      await lose();
      expect(attempts).toBe(2);
      // Lost again at once: half a second, then a second.
      await lose();
      await vi.advanceTimersByTimeAsync(499);
      expect(attempts).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toBe(3);
      failing = true;
      await lose();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(attempts).toBe(4);
      // The constructor threw: the next try comes after the next delay, and it opens.
      failing = false;
      await vi.advanceTimersByTimeAsync(1_999);
      expect(attempts).toBe(4);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempts).toBe(5);
      expect(links.map((link) => link.closed)).toEqual([true, true, true, false]);
      client.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
