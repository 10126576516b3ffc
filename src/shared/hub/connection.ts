/**
 * The one /realtime_w socket and its policy (spec 001 §8–9): open timeout, ping/pong heartbeat, close
 * codes (see closeCodes.ts for what each one means here), reconnect with jittered backoff
 * (backoff.ts), unlimited attempts, no retries while offline.
 *
 * A socket we close ourselves is detached first, so its late events cannot touch the current one;
 * only a socket closed for a heartbeat timeout is still heard, for a late pong (→ 4995).
 *
 * Only a close the hub asked for (`stop`) ends the connection: "1000 = user close, no reconnect" is
 * about the page closing its own socket. Every close from the far side, 1000 included (a proxy, a
 * server shutdown), reconnects with the backoff.
 *
 * A request the server answers (a subscribe, acknowledged) that gets no frame at all back within the
 * pong wait means the socket is as dead as an unanswered ping: closed as 4996 at once. Without this
 * a socket that opened on a stalled link said "Connected" with every book "Resyncing…" until its
 * first ping's deadline, 18 s later. Until such a socket has answered, the view still says connecting
 * (or reconnecting), and the attempt count is reset by its first frame, not by its open, so a link
 * that accepts sockets but delivers nothing backs off like one that refuses them.
 */
import type { ConnectionView } from '../protocol';
import { calculateBackoff } from './backoff';
import { CLOSE_CODES, isPong, remapServerClose, SLOW_DOWN_CODES } from './closeCodes';
import { createOneShot } from './oneShot';
import type { ConnectionPolicy, SocketLike, Timers } from './types';

const OPEN = 1;
/** An attempt number whose backoff base is the policy's longest delay (2^30 caps any max). */
const SLOWEST_ATTEMPT = 31;

/** The socket's side of the connection view; the hub adds the feeds' freshness. */
export type LinkView = Omit<ConnectionView, 'stale' | 'lastDataAt'>;

export interface ConnectionHandlers {
  /** A socket opened: subscribe every live topic, reconcile private state. */
  opened(): void;
  /** A frame from the current, open socket (not yet parsed). */
  message(data: unknown): void;
  /** The current socket is gone, for any reason: its subscriptions and book sequences are void. */
  lost(code: number, reason: string): void;
  /** The state a tab shows changed. */
  changed(view: LinkView): void;
}

export interface ConnectionOptions {
  url: string;
  openSocket(url: string): SocketLike;
  timers: Timers;
  random: () => number;
  policy: ConnectionPolicy;
  handlers: ConnectionHandlers;
  log?: (message: string, detail?: unknown) => void;
}

export interface Connection {
  /** Opens a socket unless one is open, opening or a retry is scheduled. */
  start(): void;
  /** User close (1000): no reconnect until `start()`. */
  stop(reason?: string): void;
  /** Replaces the socket now (a new session cookie): no backoff, attempt count reset. */
  restart(reason: string): void;
  /** Sends on the open socket; false when there is none (the registry resubscribes on open). */
  send(text: string): boolean;
  /** The hub saw a pong on the current socket. */
  pong(): void;
  /** A request that the server answers went out: some frame must come back within the pong wait. */
  expectReply(): void;
  setOnline(online: boolean): void;
  isOpen(): boolean;
  view(): LinkView;
  socketsOpened(): number;
}

type Phase = 'idle' | 'opening' | 'open' | 'waiting' | 'closed';
/** After a socket ends: back off and reconnect, or stay closed (only a close the hub asked for). */
type AfterClose = 'retry' | 'stop';

export function createConnection(options: ConnectionOptions): Connection {
  const { policy, timers, handlers } = options;
  const openTimer = createOneShot(timers);
  const pingTimer = createOneShot(timers);
  const pongTimer = createOneShot(timers);
  const retryTimer = createOneShot(timers);
  const replyTimer = createOneShot(timers);
  let phase: Phase = 'idle';
  let socket: SocketLike | undefined;
  /** The socket closed for a heartbeat timeout, still heard for a late pong (→ 4995). */
  let zombie: SocketLike | undefined;
  let attempt = 0;
  let nextAttemptAt = 0;
  let lastCloseCode = 0;
  let lastCloseReason = '';
  let online = true;
  let opened = 0;
  /** The current socket has delivered a frame. */
  let answered = false;

  /** Open, and not waiting for the first reply of a socket that has sent nothing yet. */
  const working = (): boolean => phase === 'open' && (answered || !replyTimer.pending);
  const view = (): LinkView => ({
    kind: 'connection',
    state: working()
      ? 'open'
      : phase === 'waiting' || ((phase === 'opening' || phase === 'open') && attempt > 0)
        ? 'reconnecting'
        : phase === 'opening' || phase === 'open'
          ? 'connecting'
          : 'closed',
    attempt: working() ? 0 : attempt,
    nextAttemptAt,
    lastCloseCode,
    lastCloseReason,
    offline: !online,
  });
  const emit = (): void => handlers.changed(view());

  const detach = (s: SocketLike): void => {
    s.onopen = null;
    s.onmessage = null;
    s.onerror = null;
    s.onclose = null;
  };

  const dropZombie = (): void => {
    if (zombie) detach(zombie);
    zombie = undefined;
  };

  // 1. Open a socket; every handler checks it still belongs to the current socket.
  const connect = (): void => {
    retryTimer.cancel();
    dropZombie();
    phase = 'opening';
    nextAttemptAt = timers.now();
    let s: SocketLike;
    try {
      s = options.openSocket(options.url);
    } catch (error) {
      options.log?.('hub: socket constructor threw', error);
      socket = undefined;
      ended(CLOSE_CODES.openError, 'open error', 'retry');
      return;
    }
    socket = s;
    answered = false;
    opened++;
    s.onopen = () => s === socket && onOpen();
    s.onmessage = (event) => {
      if (s !== socket || phase !== 'open') return;
      replyTimer.cancel();
      if (!answered) {
        answered = true;
        attempt = 0;
        emit();
      }
      handlers.message(event.data);
    };
    s.onerror = () => {
      if (s !== socket) return;
      if (phase === 'opening') closeOwn(CLOSE_CODES.openError, 'open error');
      else closeOwn(CLOSE_CODES.socketError, 'socket error');
    };
    s.onclose = (event) => s === socket && onServerClose(event.code, event.reason);
    openTimer.start(policy.openTimeoutMs, () => closeOwn(CLOSE_CODES.openTimeout, 'open timeout'));
    emit();
  };

  // 2. Open: start the heartbeat (the first frame resets the attempt count).
  const onOpen = (): void => {
    openTimer.cancel();
    phase = 'open';
    nextAttemptAt = 0;
    schedulePing();
    emit();
    handlers.opened();
  };

  // 3. Heartbeat: a ping `pingIntervalMs` after open or after the last pong, then `pongTimeoutMs` to answer.
  const schedulePing = (): void =>
    pingTimer.start(policy.pingIntervalMs, () => {
      if (!send(JSON.stringify({ op: 'ping' }))) return;
      pongTimer.start(policy.pongTimeoutMs, () => heartbeatTimeout('heartbeat timeout'));
    });

  const heartbeatTimeout = (reason: string): void => {
    const s = socket;
    closeOwn(CLOSE_CODES.heartbeatTimeout, reason);
    if (!s) return;
    // Keep hearing the old socket for a late pong until it closes or the next attempt begins.
    zombie = s;
    s.onmessage = (event) => {
      if (s !== zombie || !isPong(event.data) || lastCloseCode !== CLOSE_CODES.heartbeatTimeout) return;
      lastCloseCode = CLOSE_CODES.heartbeatRecovered;
      lastCloseReason = 'heartbeat recovered';
      emit();
    };
    s.onclose = () => s === zombie && dropZombie();
  };

  // 4. A socket we end ourselves: detach, close with our code, then the common path. Only `stop` (a
  //    user close) ends for good; our other closes are faults and retry.
  const closeOwn = (code: number, reason: string, then: AfterClose = 'retry'): void => {
    const s = socket;
    if (!s) return;
    socket = undefined;
    detach(s);
    try {
      s.close(code, reason);
    } catch (error) {
      options.log?.('hub: socket close threw', error);
    }
    ended(code, reason, then);
  };

  // 5. The server (or the network) ended the socket: whatever the code, we did not ask, so we retry.
  const onServerClose = (code: number, reason: string): void => {
    const s = socket;
    if (s) detach(s);
    socket = undefined;
    const recorded = remapServerClose(code, reason, phase === 'open');
    ended(recorded.code, recorded.reason, 'retry');
  };

  // 6. Common end: record, tell the hub, and retry unless the hub itself closed for good.
  const ended = (code: number, reason: string, then: AfterClose): void => {
    openTimer.cancel();
    pingTimer.cancel();
    pongTimer.cancel();
    replyTimer.cancel();
    lastCloseCode = code;
    lastCloseReason = reason;
    handlers.lost(code, reason);
    if (then === 'stop') {
      phase = 'closed';
      attempt = 0;
      nextAttemptAt = 0;
      emit();
      return;
    }
    scheduleRetry(SLOW_DOWN_CODES.has(code));
  };

  // 7. Backoff (see calculateBackoff), from its longest step when the server asked us to slow down;
  //    offline waits for `setOnline(true)` with no timer at all.
  const scheduleRetry = (slowDown = false): void => {
    attempt++;
    phase = 'waiting';
    if (!online) {
      nextAttemptAt = 0;
      emit();
      return;
    }
    const delay = calculateBackoff(slowDown ? SLOWEST_ATTEMPT : attempt, options.random(), policy);
    nextAttemptAt = timers.now() + delay;
    retryTimer.start(delay, connect);
    emit();
  };

  const send = (text: string): boolean => {
    if (!socket || phase !== 'open' || socket.readyState !== OPEN) return false;
    try {
      socket.send(text);
      return true;
    } catch (error) {
      options.log?.('hub: send threw', error);
      return false;
    }
  };

  const start = (): void => {
    if (phase !== 'idle' && phase !== 'closed') return;
    attempt = 0;
    if (online) connect();
    else {
      phase = 'waiting';
      nextAttemptAt = 0;
      emit();
    }
  };

  return {
    start,
    stop(reason = 'user close') {
      retryTimer.cancel();
      dropZombie();
      if (socket) closeOwn(CLOSE_CODES.user, reason, 'stop');
      else if (phase !== 'idle' && phase !== 'closed') ended(CLOSE_CODES.user, reason, 'stop');
    },
    restart(reason) {
      if (phase === 'idle' || phase === 'closed') return;
      retryTimer.cancel();
      // A user close of the old socket (no retry), then a fresh start with the attempt count reset.
      if (socket) closeOwn(CLOSE_CODES.user, reason, 'stop');
      phase = 'idle';
      start();
    },
    send,
    expectReply() {
      if (phase !== 'open' || replyTimer.pending) return;
      replyTimer.start(policy.pongTimeoutMs, () => heartbeatTimeout('no reply'));
      // A socket that has not answered yet is not working yet.
      if (!answered) emit();
    },
    pong() {
      if (!pongTimer.pending) return;
      pongTimer.cancel();
      schedulePing();
    },
    setOnline(value) {
      if (value === online) return;
      online = value;
      if (phase === 'waiting') {
        retryTimer.cancel();
        nextAttemptAt = 0;
        // Coming online retries at once; the attempt count still grows, so a dead server backs off.
        if (online) connect();
      }
      emit();
    },
    isOpen: () => phase === 'open',
    view,
    socketsOpened: () => opened,
  };
}
