import { describe, expect, it } from 'vitest';
import { createConnection, type Connection, type LinkView } from '../../../../src/shared/hub/connection';
import { DEFAULT_POLICY } from '../../../../src/shared/hub/types';
import { createFakeClock, createFakeSockets, type FakeClock, type FakeSockets } from './fakes';

interface Rig {
  clock: FakeClock;
  sockets: FakeSockets;
  connection: Connection;
  events: string[];
  views: LinkView[];
}

function setup(random = () => 0.5): Rig {
  const clock = createFakeClock();
  const sockets = createFakeSockets();
  const events: string[] = [];
  const views: LinkView[] = [];
  const connection = createConnection({
    url: 'ws://hub.test/realtime_w',
    openSocket: sockets.openSocket,
    timers: clock.timers,
    random,
    policy: DEFAULT_POLICY,
    handlers: {
      opened: () => events.push('opened'),
      message: (data) => events.push(`message ${String(data)}`),
      lost: (code) => events.push(`lost ${code}`),
      changed: (view) => views.push(view),
    },
  });
  return { clock, sockets, connection, events, views };
}

const openRig = (random?: () => number): Rig => {
  const rig = setup(random);
  rig.connection.start();
  rig.sockets.last().open();
  return rig;
};

describe('connection close codes', () => {
  it('4998 when the socket closes before it ever opened, then reconnects', () => {
    const { connection, sockets, clock, events } = setup();
    connection.start();
    expect(connection.view().state).toBe('connecting');
    sockets.last().closed(1006);
    expect(connection.view()).toMatchObject({ state: 'reconnecting', attempt: 1, lastCloseCode: 4998 });
    expect(events).toEqual(['lost 4998']);
    clock.advance(1_000);
    expect(sockets.all).toHaveLength(2);
  });

  it('4998 when the socket errors before it opened (closed by us, later events ignored)', () => {
    const { connection, sockets } = setup();
    connection.start();
    const first = sockets.last();
    first.fail();
    expect(first.closedWith?.code).toBe(4998);
    first.closed(1006);
    expect(connection.view()).toMatchObject({ lastCloseCode: 4998, attempt: 1 });
  });

  it('4997 when the socket is not open within 10 s', () => {
    const { connection, sockets, clock } = setup();
    connection.start();
    clock.advance(9_999);
    expect(sockets.last().closedWith).toBeUndefined();
    clock.advance(1);
    expect(sockets.last().closedWith).toEqual({ code: 4997, reason: 'open timeout' });
    expect(connection.view()).toMatchObject({ state: 'reconnecting', lastCloseCode: 4997 });
  });

  it('4996 when no pong comes within 3 s of a ping: a half-open socket is found within ping + pong wait', () => {
    const { connection, sockets, clock } = openRig();
    const socket = sockets.last();
    clock.advance(15_000);
    expect(socket.frames()).toEqual([{ op: 'ping' }]);
    clock.advance(2_999);
    expect(connection.isOpen()).toBe(true);
    clock.advance(1);
    expect(socket.closedWith?.code).toBe(4996);
    expect(connection.view()).toMatchObject({ state: 'reconnecting', lastCloseCode: 4996 });
  });

  it('keeps the socket while pongs answer, pinging every 15 s after the last pong', () => {
    const { connection, sockets, clock } = openRig();
    const socket = sockets.last();
    for (let round = 1; round <= 5; round++) {
      clock.advance(15_000);
      clock.advance(2_000);
      socket.receive({ op: 'pong', ts: clock.now() });
      connection.pong();
    }
    expect(socket.frames()).toHaveLength(5);
    expect(connection.isOpen()).toBe(true);
  });

  it('4995 when the late pong arrives after the deadline, before the old socket finished closing', () => {
    const { connection, sockets, clock, events } = openRig();
    const old = sockets.last();
    clock.advance(18_000);
    expect(connection.view().lastCloseCode).toBe(4996);
    old.receive({ op: 'pong', ts: 1 });
    expect(connection.view()).toMatchObject({ lastCloseCode: 4995, lastCloseReason: 'heartbeat recovered' });
    // The old socket's frames never reach the hub, and the retry still runs.
    expect(events.filter((event) => event.startsWith('message'))).toEqual([]);
    clock.advance(1_000);
    expect(sockets.all).toHaveLength(2);
  });

  it('no 4995 once the old socket has closed', () => {
    const { connection, sockets, clock } = openRig();
    const old = sockets.last();
    clock.advance(18_000);
    old.closed(4996);
    old.receive({ op: 'pong', ts: 1 });
    expect(connection.view().lastCloseCode).toBe(4996);
  });

  it('4999 on an error after open', () => {
    const { connection, sockets } = openRig();
    sockets.last().fail();
    expect(sockets.last().closedWith?.code).toBe(4999);
    expect(connection.view()).toMatchObject({ state: 'reconnecting', lastCloseCode: 4999 });
  });

  it.each([4005, 4006])('server %i is remapped to 4999 and reconnects', (code) => {
    const { connection, sockets, clock } = openRig();
    sockets.last().closed(code, 'kicked');
    expect(connection.view()).toMatchObject({
      state: 'reconnecting',
      lastCloseCode: 4999,
      lastCloseReason: `server closed ${code}: kicked`,
    });
    clock.advance(1_000);
    expect(sockets.all).toHaveLength(2);
  });

  it('1000 from stop(): closed, no reconnect', () => {
    const { connection, sockets, clock, events } = openRig();
    connection.stop();
    expect(sockets.last().closedWith).toEqual({ code: 1000, reason: 'user close' });
    expect(connection.view()).toMatchObject({ state: 'closed', lastCloseCode: 1000 });
    clock.advance(60_000);
    expect(sockets.all).toHaveLength(1);
    expect(events).toEqual(['opened', 'lost 1000']);
  });

  it('1000 from the server (not asked for: a proxy, a shutdown) reconnects with the backoff', () => {
    const { connection, sockets, clock, events } = openRig();
    sockets.last().closed(1000, 'going away');
    expect(connection.view()).toMatchObject({
      state: 'reconnecting',
      attempt: 1,
      lastCloseCode: 1000,
      lastCloseReason: 'server close: going away',
    });
    clock.advance(999);
    expect(sockets.all).toHaveLength(1);
    clock.advance(1);
    expect(sockets.all).toHaveLength(2);
    sockets.last().open();
    expect(connection.view()).toMatchObject({ state: 'open', attempt: 0 });
    expect(events).toEqual(['opened', 'lost 1000', 'opened']);
  });

  it('a server 1000 every time keeps reconnecting, within [1 s, 5 s] each time (a server restart)', () => {
    const { connection, sockets, clock } = openRig();
    for (let attempt = 1; attempt <= 6; attempt++) {
      sockets.last().closed(attempt === 1 ? 1000 : 1006);
      expect(connection.view()).toMatchObject({ state: 'reconnecting', attempt });
      const delay = connection.view().nextAttemptAt - clock.now();
      expect(delay).toBeGreaterThanOrEqual(1_000);
      expect(delay).toBeLessThanOrEqual(5_000);
      clock.advance(delay);
    }
    sockets.last().open();
    expect(connection.view()).toMatchObject({ state: 'open', attempt: 0 });
  });

  it('1000 from the server after stop() is the echo of our own close: still no reconnect', () => {
    const { connection, sockets, clock } = openRig();
    connection.stop('no views');
    sockets.last().closed(1000, 'no views');
    clock.advance(60_000);
    expect(sockets.all).toHaveLength(1);
    expect(connection.view()).toMatchObject({ state: 'closed', lastCloseReason: 'no views' });
  });

  it('any other close reconnects with its code recorded', () => {
    const { connection, sockets, clock } = openRig();
    sockets.last().closed(1006);
    expect(connection.view()).toMatchObject({ state: 'reconnecting', lastCloseCode: 1006 });
    clock.advance(1_000);
    sockets.last().open();
    expect(connection.view()).toMatchObject({ state: 'open', attempt: 0 });
  });
});

describe('reconnect', () => {
  it('waits within [1 s, 5 s] for every attempt, whatever random returns', () => {
    const randoms = [0, 0.999999, 0.5, 0.25, 0.75, 0.1, 0.9, 0.3];
    let i = 0;
    const { connection, sockets, clock, views } = setup(() => randoms[i++ % randoms.length] ?? 0);
    connection.start();
    for (let attempt = 1; attempt <= 40; attempt++) {
      sockets.last().closed(1006);
      const view = views[views.length - 1];
      const delay = (view?.nextAttemptAt ?? 0) - clock.now();
      expect(view).toMatchObject({ state: 'reconnecting', attempt });
      expect(delay).toBeGreaterThanOrEqual(1_000);
      expect(delay).toBeLessThanOrEqual(5_000);
      const before = sockets.all.length;
      clock.advance(delay - 1);
      expect(sockets.all).toHaveLength(before);
      clock.advance(1);
      expect(sockets.all).toHaveLength(before + 1);
    }
  });

  it('holds retries while offline and retries at once when online again', () => {
    const { connection, sockets, clock } = openRig();
    connection.setOnline(false);
    expect(connection.isOpen()).toBe(true);
    sockets.last().closed(1006);
    expect(connection.view()).toMatchObject({ state: 'reconnecting', offline: true, nextAttemptAt: 0 });
    clock.advance(600_000);
    expect(sockets.all).toHaveLength(1);
    connection.setOnline(true);
    expect(sockets.all).toHaveLength(2);
    expect(connection.view()).toMatchObject({ state: 'reconnecting', offline: false });
  });

  it('going offline cancels a scheduled retry', () => {
    const { connection, sockets, clock } = openRig();
    sockets.last().closed(1006);
    connection.setOnline(false);
    clock.advance(60_000);
    expect(sockets.all).toHaveLength(1);
  });

  it('restart replaces the socket at once and resets the attempt count', () => {
    const { connection, sockets, events } = openRig();
    connection.restart('session changed');
    expect(sockets.all[0]?.closedWith).toEqual({ code: 1000, reason: 'session changed' });
    expect(sockets.all).toHaveLength(2);
    sockets.last().open();
    expect(events).toEqual(['opened', 'lost 1000', 'opened']);
  });

  it('delivers frames of the open socket only', () => {
    const { sockets, events } = openRig();
    sockets.last().receive({ op: 'pong', ts: 1 });
    expect(events).toEqual(['opened', 'message {"op":"pong","ts":1}']);
  });
});

describe('replies and slowing down', () => {
  it('a subscribe with no frame back within the pong wait closes the socket as 4996 and reconnects', () => {
    const { connection, sockets, clock } = openRig();
    connection.expectReply();
    clock.advance(2_999);
    expect(sockets.last().closedWith).toBeUndefined();
    clock.advance(1);
    expect(sockets.last().closedWith).toEqual({ code: 4996, reason: 'no reply' });
    expect(connection.view()).toMatchObject({ state: 'reconnecting', attempt: 1, lastCloseCode: 4996 });
    clock.advance(1_000);
    expect(sockets.all).toHaveLength(2);
  });

  it('a socket that opens but never answers is not "open", and such sockets back off like refused ones', () => {
    const { connection, sockets, clock, views } = setup();
    connection.start();
    const delays: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      sockets.last().open();
      connection.expectReply();
      expect(views.at(-1)).toMatchObject({
        state: attempt === 0 ? 'connecting' : 'reconnecting',
        attempt,
      });
      clock.advance(3_000);
      expect(sockets.last().closedWith).toEqual({ code: 4996, reason: 'no reply' });
      const delay = connection.view().nextAttemptAt - clock.now();
      delays.push(delay);
      clock.advance(delay);
    }
    expect(delays).toEqual([1_000, 1_500, 3_000, 3_750]);
    // A socket that answers is open, and the count starts again.
    sockets.last().open();
    connection.expectReply();
    sockets.last().receive({ op: 'subscribe', success: true, ret_msg: '', args: [], rejected: [] });
    expect(views.at(-1)).toMatchObject({ state: 'open', attempt: 0 });
    sockets.last().closed(1006);
    expect(connection.view().nextAttemptAt - clock.now()).toBe(1_000);
  });

  it('any frame within the pong wait is a reply, and the ping schedule is untouched', () => {
    const { connection, sockets, clock } = openRig();
    connection.expectReply();
    clock.advance(2_000);
    sockets.last().receive({ op: 'subscribe', success: true, ret_msg: '', args: [], rejected: [] });
    clock.advance(12_999);
    expect(sockets.last().frames()).toEqual([]);
    clock.advance(1);
    expect(sockets.last().frames()).toEqual([{ op: 'ping' }]);
    expect(sockets.last().closedWith).toBeUndefined();
  });

  it.each([1008, 1013, 4008])(
    'a server %i (slow down, e.g. closed for flooding) waits the longest delay',
    (code) => {
      const { connection, sockets, clock } = openRig(() => 0);
      sockets.last().closed(code, 'too many messages');
      expect(connection.view()).toMatchObject({ state: 'reconnecting', attempt: 1, lastCloseCode: code });
      expect(connection.view().nextAttemptAt - clock.now()).toBe(5_000);
      clock.advance(4_999);
      expect(sockets.all).toHaveLength(1);
      clock.advance(1);
      expect(sockets.all).toHaveLength(2);
    },
  );
});
