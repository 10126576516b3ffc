/**
 * Which live feeds have gone silent for longer than expected (feedIntervals.ts), and when data last
 * arrived on the socket: a stalled link (the socket open, nothing coming, pongs included) shows in
 * seconds instead of "Connected" over a frozen book until the heartbeat gives up.
 *
 * - A topic is followed from its subscribe on an open socket (or the socket's open); each push
 *   restarts its clock. Past its interval it turns stale; its next push makes it fresh again.
 * - The socket as a whole is stale when every followed topic with an interval is: no market feed at
 *   all is flowing.
 * - One timer for all topics, set for the earliest deadline: pushes only move deadlines later, so the
 *   timer, when it fires early, just sets itself again. No timer runs while the socket is closed.
 */
import { createOneShot } from './oneShot';
import type { Timers } from './types';

export interface FeedFreshness {
  /** The socket opened: every followed topic's clock starts now. */
  opened(): void;
  /** The socket is gone: nothing is followed as stale (the books resync anyway). */
  closed(): void;
  /** A topic is wanted from now on. */
  follow(topic: string): void;
  /** The topic is no longer wanted. */
  forget(topic: string): void;
  /** A push of `topic` arrived. */
  received(topic: string): void;
  isStale(topic: string): boolean;
  /** Every followed market feed is silent past its interval. */
  socketStale(): boolean;
  /** When the last push arrived (ms, the timers' clock); 0 before any. */
  lastDataAt(): number;
  dispose(): void;
}

interface Followed {
  /** Undefined for topics whose silence means nothing. */
  intervalMs: number | undefined;
  since: number;
  stale: boolean;
}

export function createFeedFreshness(options: {
  timers: Timers;
  intervalOf(topic: string): number | undefined;
  /** Topics that turned stale or fresh; `socket` when socketStale() changed too. */
  changed(topics: readonly string[], socket: boolean): void;
}): FeedFreshness {
  const { timers } = options;
  const followed = new Map<string, Followed>();
  const timer = createOneShot(timers);
  let open = false;
  let lastDataAt = 0;
  let socketWasStale = false;

  const socketStale = (): boolean => {
    if (!open) return false;
    let any = false;
    for (const feed of followed.values()) {
      if (feed.intervalMs === undefined) continue;
      if (!feed.stale) return false;
      any = true;
    }
    return any;
  };

  const report = (topics: readonly string[]): void => {
    const socket = socketStale();
    const socketChanged = socket !== socketWasStale;
    socketWasStale = socket;
    if (topics.length > 0 || socketChanged) options.changed(topics, socketChanged);
  };

  const schedule = (): void => {
    if (!open || timer.pending) return;
    let earliest = Infinity;
    for (const feed of followed.values()) {
      if (feed.intervalMs !== undefined && !feed.stale)
        earliest = Math.min(earliest, feed.since + feed.intervalMs);
    }
    if (earliest !== Infinity) timer.start(Math.max(0, earliest - timers.now()), check);
  };

  const check = (): void => {
    const now = timers.now();
    const turned: string[] = [];
    for (const [topic, feed] of followed) {
      if (feed.intervalMs === undefined || feed.stale || now - feed.since < feed.intervalMs) continue;
      feed.stale = true;
      turned.push(topic);
    }
    report(turned);
    schedule();
  };

  return {
    opened() {
      open = true;
      const now = timers.now();
      for (const feed of followed.values()) {
        feed.since = now;
        feed.stale = false;
      }
      socketWasStale = false;
      schedule();
    },
    closed() {
      open = false;
      timer.cancel();
      for (const feed of followed.values()) feed.stale = false;
      socketWasStale = false;
    },
    follow(topic) {
      if (followed.has(topic)) return;
      followed.set(topic, { intervalMs: options.intervalOf(topic), since: timers.now(), stale: false });
      report([]);
      schedule();
    },
    forget(topic) {
      if (!followed.delete(topic)) return;
      report([]);
    },
    received(topic) {
      const now = timers.now();
      lastDataAt = now;
      const feed = followed.get(topic);
      if (!feed) return;
      feed.since = now;
      if (!feed.stale) return;
      feed.stale = false;
      report([topic]);
      schedule();
    },
    isStale: (topic) => followed.get(topic)?.stale ?? false,
    socketStale,
    lastDataAt: () => lastDataAt,
    dispose() {
      timer.cancel();
      followed.clear();
    },
  };
}
