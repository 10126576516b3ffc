/**
 * The /realtime_w gateway over abstract connections: frames in (checked by frames.ts, charged to the
 * connection's message budget, messageLimit.ts), acks, pongs and pushes out through each connection's
 * fault filter. The topic feeds are shared by all connections (feedRegistry.ts).
 */
import { SERVER_CLOSE_CODES } from '../../shared/hub/closeCodes';
import type { SubscriptionAck } from '../../shared/protocol';
import type { Scheduler } from '../exchange/types';
import { createFaultySender, NO_FAULTS, type FaultySender } from './faults';
import { createFeedRegistry } from './feedRegistry';
import type { GatewayExchange } from './feeds/feed';
import { parseClientFrame } from './frames';
import { frameCost } from './messageLimit';
import type { TokenBucket } from './tokenBucket';
import { planTopic } from './topicPlan';
import type { FaultSettings, Gateway, GatewayConnection, GatewaySession } from './types';

export { FEED_LINGER_MS } from './feedRegistry';
export const MAX_TOPICS_PER_CONNECTION = 200;

/** A subscribe that would build a feed its client cannot pay for (messageLimit.ts). */
const OVER_BUDGET = Symbol('over budget');

export interface GatewayDeps {
  exchange: GatewayExchange;
  scheduler: Scheduler;
  /** Draws for the fault probabilities; the exchange's seeded source keeps runs reproducible. */
  random: () => number;
  /** Starting faults (e.g. from --fault-drop); setFaults changes them later. */
  faults?: Partial<FaultSettings>;
  /** Told about internal faults (the Node server logs them). */
  onError?: (error: unknown) => void;
  /**
   * Each connection's message budget (a bucket of MESSAGE_LIMIT on a real clock, from the Node
   * server). Without it frames are not limited: tests and msw run the gateway on hand-driven time.
   */
  messageBudget?: () => TokenBucket;
}

interface Client {
  sender: FaultySender;
  connection: GatewayConnection;
  accountId: string | undefined;
  /** Topic name as the client wrote it → registry key. */
  topics: Map<string, string>;
  budget: TokenBucket | undefined;
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
  const feeds = createFeedRegistry<FaultySender>(deps);
  const subscribes = new Map<string, number>();

  /** Subscribes and answers the snapshot to send, or why not. */
  function subscribe(client: Client, topic: string): { snapshot: string } | string | typeof OVER_BUDGET {
    if (client.topics.has(topic)) return 'already subscribed';
    if (client.topics.size >= MAX_TOPICS_PER_CONNECTION) {
      return `at most ${MAX_TOPICS_PER_CONNECTION} topics per connection`;
    }
    const plan = planTopic(topic, client.accountId, deps.exchange);
    if (!plan.ok) return plan.reason;
    const snapshot = feeds.join(plan, client.sender, (cost) => !client.budget || client.budget.take(cost));
    if (snapshot === undefined) return OVER_BUDGET;
    client.topics.set(topic, plan.key);
    return { snapshot };
  }

  function release(client: Client, topic: string): boolean {
    const key = client.topics.get(topic);
    if (key === undefined) return false;
    client.topics.delete(topic);
    feeds.leave(key, client.sender);
    return true;
  }

  function overBudget(client: Client): void {
    drop(client);
    client.connection.close(SERVER_CLOSE_CODES.rateLimited, 'message rate limit exceeded', {
      stopReading: true,
    });
  }

  /** Charges the budget; a client over it is closed and false is answered. */
  function charge(client: Client, cost: number): boolean {
    if (!client.budget || client.budget.take(cost)) return true;
    overBudget(client);
    return false;
  }

  function handle(client: Client, text: string): void {
    const parsed = parseClientFrame(text);
    if (!charge(client, frameCost(parsed))) return;
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
    const snapshots: string[] = [];
    for (const topic of new Set(frame.args)) {
      if (frame.op === 'subscribe') {
        const outcome = subscribe(client, topic);
        if (outcome === OVER_BUDGET) {
          overBudget(client);
          return;
        }
        if (typeof outcome === 'string') rejected.push({ topic, reason: outcome });
        else {
          accepted.push(topic);
          subscribes.set(topic, (subscribes.get(topic) ?? 0) + 1);
          snapshots.push(outcome.snapshot);
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
    for (const snapshot of snapshots) client.sender.push(snapshot);
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
        budget: deps.messageBudget?.(),
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
        receiveBinary: () => {
          if (!clients.has(client) || !charge(client, 1)) return;
          client.sender.reply(
            JSON.stringify({ op: 'error', ret_msg: 'binary frames are not supported; send JSON text' }),
          );
        },
        closed: () => drop(client),
      };
    },
    connectionCount: () => clients.size,
    activeTopics: () => feeds.active(),
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
    restartSequences: () => feeds.restart(),
    dispose() {
      for (const client of [...clients]) drop(client);
      feeds.dispose();
    },
  };
}
