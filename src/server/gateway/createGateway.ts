/**
 * The /realtime_w gateway over abstract connections. Topic state lives in a registry shared by all
 * connections: a feed is created for a topic's first subscriber, every push is serialised once and
 * sent to each subscriber (through that connection's fault filter), and the last unsubscribe disposes
 * the feed so an unwatched topic costs nothing.
 */
import { topics, type Candle, type Push, type SubscriptionAck } from '../../shared/protocol';
import type { ExchangeEvent, Scheduler } from '../exchange/types';
import { createFaultySender, NO_FAULTS, type FaultySender } from './faults';
import type { GatewayExchange, TopicFeed } from './feeds/feed';
import { parseClientFrame } from './frames';
import { accountRoute, ALL_SYMBOLS, planTopic } from './topicPlan';
import type { FaultSettings, Gateway, GatewayConnection, GatewaySession } from './types';

export const MAX_TOPICS_PER_CONNECTION = 200;

export interface GatewayDeps {
  exchange: GatewayExchange;
  scheduler: Scheduler;
  /** Draws for the fault probabilities; the exchange's seeded source keeps runs reproducible. */
  random: () => number;
  /** Starting faults (e.g. from --fault-drop); setFaults changes them later. */
  faults?: Partial<FaultSettings>;
  /** Told about internal faults (the Node server logs them). */
  onError?: (error: unknown) => void;
}

interface Client {
  sender: FaultySender;
  connection: GatewayConnection;
  accountId: string | undefined;
  /** Topic name as the client wrote it → registry key. */
  topics: Map<string, string>;
}

interface Entry {
  feed: TopicFeed;
  route: string | undefined;
  subscribers: Set<Client>;
}

/** A session that can also be told about a binary frame, which the protocol does not allow. */
export type GatewaySessionWithBinary = GatewaySession & { receiveBinary(): void };

/** The Gateway contract, with sessions that also take binary frames (to answer them with an error). */
export type GatewayWithBinary = Omit<Gateway, 'connect'> & {
  connect(connection: GatewayConnection, accountId: string | undefined): GatewaySessionWithBinary;
};

export function createGateway(deps: GatewayDeps): GatewayWithBinary {
  let faults: FaultSettings = { ...NO_FAULTS, ...deps.faults };
  const clients = new Set<Client>();
  const registry = new Map<string, Entry>();
  const byRoute = new Map<string, Set<Entry>>();
  const subscribes = new Map<string, number>();

  function routeOf(event: ExchangeEvent): string {
    switch (event.type) {
      case 'book':
        return event.symbolId;
      case 'trade':
        return event.trade.symbol;
      default:
        return accountRoute(event.accountId);
    }
  }

  function dispatch(route: string, call: (feed: TopicFeed) => void): void {
    for (const entry of byRoute.get(route) ?? []) call(entry.feed);
  }

  const unsubscribeEngine = deps.exchange.engine.subscribe((event) => {
    const route = routeOf(event);
    dispatch(route, (feed) => feed.onEvent?.(event));
    if (route !== ALL_SYMBOLS && !route.startsWith('account:'))
      dispatch(ALL_SYMBOLS, (feed) => feed.onEvent?.(event));
  });
  const unsubscribeCandles = deps.exchange.onCandle?.(
    (candle: Candle) => dispatch(candle.symbol, (feed) => feed.onCandle?.(candle)),
    // Only candles someone subscribed to are formatted and routed.
    (symbol, interval) => registry.has(topics.kline(interval, symbol)),
  );

  function sendTo(entry: Entry, message: Push): void {
    const text = JSON.stringify(message);
    for (const client of entry.subscribers) client.sender.push(text);
  }

  function subscribe(client: Client, topic: string): string | undefined {
    if (client.topics.has(topic)) return 'already subscribed';
    if (client.topics.size >= MAX_TOPICS_PER_CONNECTION) {
      return `at most ${MAX_TOPICS_PER_CONNECTION} topics per connection`;
    }
    const plan = planTopic(topic, client.accountId, deps.exchange);
    if (!plan.ok) return plan.reason;
    let entry = registry.get(plan.key);
    if (!entry) {
      const created: Entry = {
        feed: undefined as unknown as TopicFeed,
        route: plan.route,
        subscribers: new Set(),
      };
      created.feed = plan.create({
        exchange: deps.exchange,
        scheduler: deps.scheduler,
        broadcast: (m) => sendTo(created, m),
      });
      entry = created;
      registry.set(plan.key, entry);
      if (plan.route !== undefined) {
        const set = byRoute.get(plan.route) ?? new Set();
        set.add(entry);
        byRoute.set(plan.route, set);
      }
    }
    entry.subscribers.add(client);
    client.topics.set(topic, plan.key);
    return undefined;
  }

  function release(client: Client, topic: string): boolean {
    const key = client.topics.get(topic);
    if (key === undefined) return false;
    client.topics.delete(topic);
    const entry = registry.get(key);
    if (!entry) return true;
    entry.subscribers.delete(client);
    if (entry.subscribers.size === 0) {
      entry.feed.dispose?.();
      registry.delete(key);
      if (entry.route !== undefined) byRoute.get(entry.route)?.delete(entry);
    }
    return true;
  }

  function handle(client: Client, text: string): void {
    const parsed = parseClientFrame(text);
    if (!parsed.ok) {
      const reqId = parsed.reqId === undefined ? {} : { req_id: parsed.reqId };
      client.sender.reply(JSON.stringify({ op: 'error', ...reqId, ret_msg: parsed.message }));
      return;
    }
    const frame = parsed.frame;
    const reqId = frame.req_id === undefined ? {} : { req_id: frame.req_id };
    if (frame.op === 'ping') {
      client.sender.reply(JSON.stringify({ op: 'pong', ...reqId, ts: deps.exchange.clock.now() }));
      return;
    }
    const accepted: string[] = [];
    const rejected: SubscriptionAck['rejected'] = [];
    const snapshots: Push[] = [];
    for (const topic of new Set(frame.args)) {
      if (frame.op === 'subscribe') {
        const reason = subscribe(client, topic);
        if (reason) rejected.push({ topic, reason });
        else {
          accepted.push(topic);
          subscribes.set(topic, (subscribes.get(topic) ?? 0) + 1);
          const key = client.topics.get(topic);
          const entry = key === undefined ? undefined : registry.get(key);
          if (entry) snapshots.push(entry.feed.snapshot());
        }
      } else if (release(client, topic)) accepted.push(topic);
      else rejected.push({ topic, reason: 'not subscribed' });
    }
    const ack: SubscriptionAck = {
      op: frame.op,
      ...reqId,
      success: rejected.length === 0,
      ret_msg: rejected.length === 0 ? '' : rejected.map((r) => `${r.topic}: ${r.reason}`).join('; '),
      args: accepted,
      rejected,
    };
    client.sender.reply(JSON.stringify(ack));
    // Snapshots follow the ack so a client knows the subscription before its first data.
    for (const snapshot of snapshots) client.sender.push(JSON.stringify(snapshot));
  }

  function drop(client: Client): void {
    if (!clients.delete(client)) return;
    for (const topic of [...client.topics.keys()]) release(client, topic);
  }

  return {
    connect(connection, accountId) {
      const client: Client = {
        connection,
        accountId,
        topics: new Map(),
        sender: createFaultySender(connection, () => faults, deps.random),
      };
      clients.add(client);
      return {
        receive: (text) => {
          if (!clients.has(client)) return;
          try {
            handle(client, text);
          } catch (error) {
            // A feed fault must not end the socket or the server; the client learns its request failed.
            deps.onError?.(error);
            client.sender.reply(JSON.stringify({ op: 'error', ret_msg: 'internal error' }));
          }
        },
        receiveBinary: () =>
          client.sender.reply(
            JSON.stringify({ op: 'error', ret_msg: 'binary frames are not supported; send JSON text' }),
          ),
        closed: () => drop(client),
      };
    },
    connectionCount: () => clients.size,
    activeTopics: () => [...registry.keys()],
    subscribeCounts: () => Object.fromEntries(subscribes),
    setFaults(next) {
      faults = { ...faults, ...next };
    },
    closeAll(code, reason) {
      for (const client of [...clients]) {
        drop(client);
        client.connection.close(code, reason);
      }
    },
    restartSequences() {
      for (const entry of registry.values()) entry.feed.restart?.();
    },
    dispose() {
      for (const client of [...clients]) drop(client);
      unsubscribeEngine();
      unsubscribeCandles?.();
    },
  };
}
