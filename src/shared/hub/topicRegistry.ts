/**
 * Which socket topics the hub needs, ref-counted over every watched view of every tab, and what the
 * server has been asked for on the current socket.
 *
 * - The first reference queues `subscribe`, the last release queues `unsubscribe`. Queued changes go
 *   out once per tick as at most two frames (unsubscribe, then subscribe), each with an `args` list;
 *   a topic added and removed within one tick sends nothing.
 * - On each new socket every live topic is subscribed exactly once, in one frame.
 * - A refused topic (ack.rejected) goes to the store and is not asked for again on this socket: a
 *   visitor's private topics would otherwise loop. A new socket (e.g. after a login) tries once more.
 * - A resync (the store found a gap) is an unsubscribe + subscribe, coalesced per tick.
 */
import type { ClientFrame, SubscriptionAck } from '../protocol';
import { createOneShot } from './oneShot';
import type { Timers } from './types';

export interface TopicRegistryOptions {
  timers: Timers;
  /** Sends on the open socket; false when there is none. */
  send(frame: ClientFrame): boolean;
  /** The server refused a topic. */
  rejected(topic: string, reason: string): void;
  /** No one watches the topic any more: its state can go. */
  released(topic: string): void;
}

export interface TopicRegistry {
  acquire(topics: readonly string[]): void;
  release(topics: readonly string[]): void;
  resync(topics: readonly string[]): void;
  /** A socket opened: subscribe every live topic in one frame. */
  connected(): void;
  /** The socket is gone: nothing is subscribed any more. */
  disconnected(): void;
  ack(ack: SubscriptionAck): void;
  live(): string[];
  dispose(): void;
}

export function createTopicRegistry(options: TopicRegistryOptions): TopicRegistry {
  const refs = new Map<string, number>();
  /** Asked for on the current socket and neither refused nor unsubscribed. */
  const asked = new Set<string>();
  /** Refused on the current socket. */
  const refused = new Set<string>();
  const toSubscribe = new Set<string>();
  const toUnsubscribe = new Set<string>();
  const tick = createOneShot(options.timers);
  let open = false;

  const schedule = (): void => {
    if (open && !tick.pending) tick.start(0, flush);
  };

  // One tick's changes: unsubscribe what was asked and is no longer wanted (or resyncs), then
  // subscribe what is wanted and not asked for.
  const flush = (): void => {
    if (!open) return;
    const unsubscribe = [...toUnsubscribe].filter((topic) => asked.has(topic));
    const subscribe = [...toSubscribe].filter(
      (topic) => refs.has(topic) && !refused.has(topic) && (!asked.has(topic) || toUnsubscribe.has(topic)),
    );
    toUnsubscribe.clear();
    toSubscribe.clear();
    for (const topic of unsubscribe) asked.delete(topic);
    if (unsubscribe.length > 0) options.send({ op: 'unsubscribe', args: unsubscribe });
    for (const topic of subscribe) asked.add(topic);
    if (subscribe.length > 0) options.send({ op: 'subscribe', args: subscribe });
  };

  const reset = (): void => {
    tick.cancel();
    toSubscribe.clear();
    toUnsubscribe.clear();
    asked.clear();
    refused.clear();
  };

  return {
    acquire(topics) {
      for (const topic of topics) {
        const count = refs.get(topic) ?? 0;
        refs.set(topic, count + 1);
        if (count === 0) toSubscribe.add(topic);
      }
      schedule();
    },
    release(topics) {
      for (const topic of topics) {
        const count = refs.get(topic);
        if (count === undefined) continue;
        if (count > 1) {
          refs.set(topic, count - 1);
          continue;
        }
        refs.delete(topic);
        refused.delete(topic);
        toSubscribe.delete(topic);
        toUnsubscribe.add(topic);
        options.released(topic);
      }
      schedule();
    },
    resync(topics) {
      let any = false;
      for (const topic of topics) {
        // Only a topic the server is sending: a refused or unwatched one has nothing to resync.
        if (!refs.has(topic) || refused.has(topic)) continue;
        toUnsubscribe.add(topic);
        toSubscribe.add(topic);
        any = true;
      }
      // The hub calls this for every push, almost always with nothing to resync: no timer for that.
      if (any) schedule();
    },
    connected() {
      open = true;
      reset();
      const all = [...refs.keys()];
      for (const topic of all) asked.add(topic);
      if (all.length > 0) options.send({ op: 'subscribe', args: all });
    },
    disconnected() {
      open = false;
      reset();
    },
    ack(ack) {
      if (ack.op !== 'subscribe') return;
      for (const { topic, reason } of ack.rejected) {
        if (!asked.has(topic)) continue;
        asked.delete(topic);
        refused.add(topic);
        options.rejected(topic, reason);
      }
    },
    live: () => [...refs.keys()],
    dispose() {
      open = false;
      refs.clear();
      reset();
    },
  };
}
