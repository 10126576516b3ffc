/**
 * Sessions: an opaque random id (the `spotdesk_session` cookie) mapped to an account. Pure and in
 * memory, so the Node server and the msw handlers each hold their own store.
 */
export interface Session {
  id: string;
  accountId: string;
  createdAt: number;
}

export interface SessionStore {
  create(accountId: string): Session;
  get(sessionId: string | undefined): Session | undefined;
  delete(sessionId: string | undefined): void;
  /** Number of live sessions, for stats and tests. */
  size(): number;
}

interface SessionStoreOptions {
  /** Makes the session id; must be unguessable in a real deployment. */
  newId?: () => string;
  now?: () => number;
  /** Upper bound so a login loop cannot grow memory without end; the oldest session goes first. */
  maxSessions?: number;
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
  const maxSessions = options.maxSessions ?? 10_000;
  // A Map keeps insertion order, which is what the eviction of the oldest needs.
  const sessions = new Map<string, Session>();
  return {
    create(accountId) {
      const session: Session = { id: newId(), accountId, createdAt: now() };
      sessions.set(session.id, session);
      while (sessions.size > maxSessions) {
        const oldest = sessions.keys().next().value;
        if (oldest === undefined) break;
        sessions.delete(oldest);
      }
      return session;
    },
    get: (sessionId) => (sessionId === undefined ? undefined : sessions.get(sessionId)),
    delete(sessionId) {
      if (sessionId !== undefined) sessions.delete(sessionId);
    },
    size: () => sessions.size,
  };
}
