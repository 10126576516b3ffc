/**
 * Sessions: an opaque random id (the `spotdesk_session` cookie) mapped to an account. Pure and in
 * memory, so the Node server and the msw handlers each hold their own store.
 *
 * No one's logins can end someone else's session: the per-account cap evicts only that account's own
 * oldest session, and when the whole store is full a new login is refused rather than evicting another
 * account's live session. Sessions end after SESSION_IDLE_MS without use and SESSION_MAX_AGE_MS after
 * login, whichever comes first.
 */
export interface Session {
  id: string;
  accountId: string;
  createdAt: number;
  /** The last time the session was read (a request, a socket upgrade); idle expiry counts from here. */
  lastSeenAt: number;
}

export interface SessionStore {
  /** A new session, or `undefined` when the store is full of other accounts' live sessions. */
  create(accountId: string): Session | undefined;
  /** The live session (refreshing its idle time), or `undefined` for an unknown or expired id. */
  get(sessionId: string | undefined): Session | undefined;
  delete(sessionId: string | undefined): void;
  /** Number of live sessions, for stats and tests. */
  size(): number;
}

/**
 * Per account: a trader's devices and browsers at once (phone, laptop, desktop, a few tabs' worth of
 * re-logins). Exchanges allow about this many before the oldest device is signed out.
 */
export const SESSIONS_PER_ACCOUNT = 20;
/** A session unused for a day ends, as a top exchange's web session does. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** However active, a session ends a week after its login. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The whole store: memory stays bounded whatever the number of accounts. */
export const MAX_SESSIONS = 100_000;

interface SessionStoreOptions {
  /** Makes the session id; must be unguessable in a real deployment. */
  newId?: () => string;
  /** The server's clock (the exchange's, so tests drive expiry with manual time). */
  now?: () => number;
  maxSessions?: number;
  perAccount?: number;
  idleMs?: number;
  maxAgeMs?: number;
}

/** crypto.randomUUID exists in Node 20 and in jsdom as globalThis.crypto; typed loosely here because
 * the pure tsconfig has neither DOM nor Node types. */
export function randomId(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (!crypto?.randomUUID) throw new Error('globalThis.crypto.randomUUID is required for session ids');
  return crypto.randomUUID();
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const newId = options.newId ?? randomId;
  const now = options.now ?? (() => Date.now());
  const maxSessions = options.maxSessions ?? MAX_SESSIONS;
  const perAccount = options.perAccount ?? SESSIONS_PER_ACCOUNT;
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  const maxAgeMs = options.maxAgeMs ?? SESSION_MAX_AGE_MS;
  const sessions = new Map<string, Session>();
  // Each account's session ids, oldest first (a Set keeps insertion order).
  const byAccount = new Map<string, Set<string>>();

  const expired = (session: Session, at: number): boolean =>
    at - session.lastSeenAt >= idleMs || at - session.createdAt >= maxAgeMs;

  function remove(sessionId: string): void {
    const session = sessions.get(sessionId);
    if (!session) return;
    sessions.delete(sessionId);
    const own = byAccount.get(session.accountId);
    own?.delete(sessionId);
    if (own?.size === 0) byAccount.delete(session.accountId);
  }

  /** Drops every expired session; linear, so it runs only when the store is full. */
  function sweep(at: number): void {
    for (const session of [...sessions.values()]) if (expired(session, at)) remove(session.id);
  }

  return {
    create(accountId) {
      const at = now();
      const own = byAccount.get(accountId);
      // The account's own oldest sessions make room first: never anyone else's.
      for (const id of own ?? []) {
        if (own && own.size < perAccount) break;
        remove(id);
      }
      if (sessions.size >= maxSessions) sweep(at);
      // Full of live sessions: the account may still replace its own oldest, never take another's.
      const ownOldest = byAccount.get(accountId)?.values().next().value;
      if (sessions.size >= maxSessions && ownOldest !== undefined) remove(ownOldest);
      if (sessions.size >= maxSessions) return undefined;
      const session: Session = { id: newId(), accountId, createdAt: at, lastSeenAt: at };
      sessions.set(session.id, session);
      byAccount.set(accountId, (byAccount.get(accountId) ?? new Set()).add(session.id));
      return session;
    },
    get(sessionId) {
      const session = sessionId === undefined ? undefined : sessions.get(sessionId);
      if (!session) return undefined;
      const at = now();
      if (expired(session, at)) {
        remove(session.id);
        return undefined;
      }
      session.lastSeenAt = at;
      return session;
    },
    delete(sessionId) {
      if (sessionId !== undefined) remove(sessionId);
    },
    size: () => sessions.size,
  };
}
