/**
 * The /realtime_w gateway as pure logic over an abstract connection, so the Node `ws` server and msw's
 * `ws.link` handlers in tests run the same code. Timers come from the injected Scheduler.
 */

/** One client socket, as the transport sees it. */
export interface GatewayConnection {
  send(text: string): void;
  /**
   * Closes with a code. `stopReading`: the client broke a limit, so nothing more it sends is read,
   * and the connection is cut if the close does not complete soon.
   */
  close(code: number, reason: string, options?: { stopReading?: boolean }): void;
}

/** What the transport calls for a connection it has accepted. */
export interface GatewaySession {
  receive(text: string): void;
  /** The socket closed (either side); release its subscriptions. */
  closed(): void;
}

/**
 * Faults for tests and benches, applied to outgoing push frames (not to acks or pongs unless said).
 * Probabilities are 0…1 and drawn from the exchange's seeded random source.
 */
export interface FaultSettings {
  /** Drop a push frame. */
  drop: number;
  /** Send a push frame twice. */
  duplicate: number;
  /** Hold a push frame back and send it after the next one. */
  reorder: number;
  /** Stop sending anything, pongs included, while keeping the socket open (half-open). */
  stall: boolean;
}

export interface Gateway {
  connect(connection: GatewayConnection, accountId: string | undefined): GatewaySession;
  /** Open sockets right now. */
  connectionCount(): number;
  /** Topics with at least one subscriber, for tests that check release. */
  activeTopics(): string[];
  /** Accepted subscribes per topic since the start, every connection together (the fault suite's resubscribe count). */
  subscribeCounts(): Record<string, number>;
  setFaults(faults: Partial<FaultSettings>): void;
  /** Closes every socket with the given code (e.g. 4999, 1012) and reason. */
  closeAll(code: number, reason: string): void;
  /** Restarts every book's update id: the next message on each depth topic is a snapshot with u = 1. */
  restartSequences(): void;
  dispose(): void;
}
