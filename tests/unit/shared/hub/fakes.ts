/**
 * Test doubles for the hub core: a socket the test drives by hand, timers on the simulator's manual
 * clock, a REST client over canned answers, a small MarketStore stub that records what it is told, and
 * the whole views a tab rebuilds from the hub's deliveries.
 */
import { createManualTime, type ManualTime } from '../../../../src/server/exchange/manualTime';
import type { WholeViews } from '../../../../src/shared/hub/accountPatch';
import type { MarketStore, SocketLike, Timers } from '../../../../src/shared/hub/types';
import type {
  ClientFrame,
  Push,
  SnapshotDelivery,
  ViewKey,
  ViewSnapshot,
} from '../../../../src/shared/protocol';
import { PRIVATE_TOPICS } from '../../../../src/shared/protocol';
import type { RestClient } from '../../../../src/shared/rest/fetchApi';

export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  closedWith: { code: number | undefined; reason: string | undefined } | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(text: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(text);
  }

  /** Records the close; the close event is the test's to fire (`closed()`), as a browser does later. */
  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 2;
  }

  // Test drivers
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  receiveRaw(data: unknown): void {
    this.onmessage?.({ data });
  }
  closed(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  fail(): void {
    this.onerror?.({});
  }
  frames(): ClientFrame[] {
    return this.sent.map((text) => JSON.parse(text) as ClientFrame);
  }
  /** Answers every subscribe sent since the last call, as the server does before any data. */
  ackSubscribes(): void {
    const subscribes = this.ops('subscribe');
    for (const args of subscribes.slice(this.acked)) {
      this.receive({ op: 'subscribe', success: true, ret_msg: '', args, rejected: [] });
    }
    this.acked = subscribes.length;
  }
  private acked = 0;
  /** Topics of every subscribe (or unsubscribe) frame sent, one entry per frame. */
  ops(op: 'subscribe' | 'unsubscribe'): string[][] {
    return this.frames().flatMap((frame) => (frame.op === op ? [frame.args] : []));
  }
}

export interface FakeClock extends ManualTime {
  timers: Timers;
}

export function createFakeClock(start = 1_000_000): FakeClock {
  const time = createManualTime(start);
  return {
    ...time,
    timers: {
      now: time.now,
      setTimeout: (task, ms) => time.scheduler(ms, task),
      clearTimeout: (handle) => (handle as () => void)(),
    },
  };
}

export interface FakeSockets {
  all: FakeSocket[];
  last(): FakeSocket;
  openSocket(url: string): SocketLike;
}

export function createFakeSockets(): FakeSockets {
  const all: FakeSocket[] = [];
  return {
    all,
    last: () => {
      const socket = all[all.length - 1];
      if (!socket) throw new Error('no socket opened');
      return socket;
    },
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      all.push(socket);
      return socket;
    },
  };
}

/** Answer with HTTP 401 and the "unauthorized" envelope, as the server does for a visitor. */
export const UNAUTHORIZED = Symbol('401');

/** A REST client answering each path from `answers` (a function may fail on purpose). */
export function createFakeRest(
  answers: Record<string, () => unknown> = {},
): RestClient & { calls: string[] } {
  const calls: string[] = [];
  const defaults: Record<string, () => unknown> = {
    '/spot/api/basic/symbol_list_v3': () => [],
    '/spot/api/order/open_orders': () => ({ list: [], nextCursor: '' }),
    '/spot/api/order/plan/open_orders': () => ({ list: [], nextCursor: '' }),
    '/spot/api/asset/get': () => [{ tokenId: 'USDT', free: '10', locked: '0', total: '10' }],
  };
  return {
    origin: 'http://hub.test',
    calls,
    fetch: async (url) => {
      const path = new URL(url).pathname;
      calls.push(path);
      const answer = answers[path] ?? defaults[path];
      if (!answer) return { ok: false, status: 404, json: async () => ({}) };
      const result = answer();
      if (result === UNAUTHORIZED) {
        return {
          ok: false,
          status: 401,
          json: async () => ({ code: 10003, success: false, message: 'login required', result: null }),
        };
      }
      return {
        ok: true,
        status: 200,
        json: async () => ({ code: 0, success: true, message: 'ok', result }),
      };
    },
  };
}

/** A store that maps views to the real topic names and builds numbered stand-in snapshots (an account's with empty lists). */
export interface StubStore extends MarketStore {
  builds: string[];
  applied: Push[];
  released: string[];
  rejectedTopics: string[];
  disconnects: number;
  reconciled: number;
  signOuts: number;
  instrumentsSet: number;
  instrumentFailures: string[];
  /** Topics the next apply reports for resync. */
  resyncNext: string[];
  /** Topics whose book waits for a snapshot (what awaitsSnapshot answers). */
  waiting: Set<string>;
}

export function createStubStore(): StubStore {
  const store: StubStore = {
    builds: [],
    applied: [],
    released: [],
    rejectedTopics: [],
    disconnects: 0,
    reconciled: 0,
    signOuts: 0,
    instrumentsSet: 0,
    instrumentFailures: [],
    resyncNext: [],
    waiting: new Set(),
    awaitsSnapshot: (topic) => store.waiting.has(topic),
    setInstruments: () => void store.instrumentsSet++,
    instrumentsFailed: (failure) => void store.instrumentFailures.push(failure.kind),
    topicsOf: (view: ViewKey) => {
      switch (view.kind) {
        case 'orderBook':
          return [`mergedDepth.40.${view.step}.${view.symbol}`];
        case 'trades':
          return [`trade.${view.symbol}`];
        case 'ticker':
          return [`instrument_info.${view.symbol}`];
        case 'marketList':
          return ['instrument_info.all'];
        case 'kline':
          return [`kline_${view.interval}.${view.symbol}`];
        case 'account':
          return [...PRIVATE_TOPICS];
        default:
          return [];
      }
    },
    apply: (push) => {
      store.applied.push(push);
      const resync = store.resyncNext;
      store.resyncNext = [];
      return { changedTopics: [push.topic], resync };
    },
    rejected: (topic) => void store.rejectedTopics.push(topic),
    release: (topic) => void store.released.push(topic),
    disconnected: () => void store.disconnects++,
    reconcileAccount: () => void store.reconciled++,
    signedOut: () => void store.signOuts++,
    replaceBalances: () => undefined,
    forgetAccount: () => undefined,
    takeOrderEvents: () => [],
    build: (view) => {
      store.builds.push(view.kind);
      const interval = view.kind === 'kline' ? { interval: view.interval } : {};
      // An account view has its lists, which the hub's patches are made of.
      const lists =
        view.kind === 'account' ? { openOrders: [], planOrders: [], balances: [], executions: [] } : {};
      return {
        kind: view.kind,
        ...interval,
        ...lists,
        build: store.builds.length,
      } as unknown as ViewSnapshot;
    },
  };
  return store;
}

/** Lets pending promise callbacks (REST answers, async hub methods) run. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The whole view a delivery stands for, as a tab rebuilds it; a patch with nothing under it fails. */
export function wholeOf(views: WholeViews, delivery: SnapshotDelivery): ViewSnapshot {
  const whole = views.of(delivery);
  if (!whole) throw new Error(`an account patch with no account view under it (watch ${delivery.watchId})`);
  return whole;
}
