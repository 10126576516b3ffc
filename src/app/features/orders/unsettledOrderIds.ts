import * as z from 'zod/mini';

/**
 * How long another tab trusts a shared entry, from the latest attempt: two minutes. The exchange
 * answers an order in milliseconds, so a request unanswered for a minute has been lost, and the trader
 * who saw "The order may not have been placed" retries within a minute or two, from this tab or
 * another. Any longer and the same order placed on purpose minutes later in another tab would be
 * answered with the old one instead of being placed. (The page's requests have no deadline: one hung
 * for longer than this while another tab sends the same order is the case left open.) The tab that made
 * the id keeps it past this, in memory as it always did: its own retry is never a second order.
 */
export const UNSETTLED_TTL_MS = 120_000;

// One localStorage item per order, so two tabs writing two different orders never overwrite each other.
const PREFIX = 'spotdesk.unsettledOrder.';
const LOCK = 'spotdesk.unsettledOrders';

// The exchange's limit on a client order id (src/server/api/validate.ts): anything else is foreign.
const entrySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  at: z.number(),
});

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => T): Promise<T>;
}

export interface UnsettledOrderIds {
  /**
   * The id of this order's unsettled submission (this tab's, or another tab's within the TTL), or a
   * new one from `newId`; either way recorded as unsettled from now.
   */
  claim(key: string, newId: () => string): Promise<string>;
  /** The submission got its answer (the order, or a clear refusal): the next one is a new order. */
  settle(key: string): void;
}

export interface UnsettledOrderIdsDeps {
  /** The tabs' shared storage (localStorage); `null` (or one that throws) leaves this tab's memory only. */
  storage?: Storage | null;
  /** Web Locks (navigator.locks), to make the read-then-write one step across tabs; `null` for none. */
  locks?: LockManagerLike | null;
}

/**
 * Unsettled client order ids, shared by the tabs of the browser (localStorage: same origin, and the
 * cookie session makes every tab the same user), with this tab's own memory underneath: storage that
 * is missing, full, throws (Safari private mode) or holds something foreign never stops an order, it
 * only stops the sharing. Keys are the caller's (the account and the order, see createOrderSubmitter).
 *
 * Two tabs starting the same order at the same moment: localStorage's read-then-write is not atomic,
 * so both could read "none" and send two ids, two orders. Under navigator.locks the two claims run one
 * after the other, which closes the race where a write is seen by every tab at once (the storage spec's
 * model); Chromium hands a write to other tabs' processes asynchronously (one IPC hop), so there the
 * window shrinks to that hop rather than closing. Two submissions by one person in two tabs are seconds
 * apart; an IndexedDB readwrite transaction would be the atomic tool if that ever stopped being enough.
 */
export function createUnsettledOrderIds({
  storage = localStorageOrNull(),
  locks = webLocksOrNull(),
}: UnsettledOrderIdsDeps = {}): UnsettledOrderIds {
  // This tab's own submissions. Another tab settling one does not clear it here: a retry from this tab
  // is then answered with the order the other tab got, the safe side (never a second order).
  const own = new Map<string, string>();
  const shared = storage ? sharedEntries(storage) : undefined;

  const claimNow = (key: string, newId: () => string) => {
    const id = own.get(key) ?? shared?.read(key) ?? newId();
    own.set(key, id);
    shared?.write(key, id);
    return id;
  };

  return {
    async claim(key, newId) {
      if (!locks) return claimNow(key, newId);
      let claimed: string | undefined;
      try {
        await locks.request(LOCK, () => {
          claimed = claimNow(key, newId);
        });
      } catch {
        // Locks refused (an opaque origin, a sandboxed frame): claim without one.
      }
      return claimed ?? claimNow(key, newId);
    },
    settle(key) {
      own.delete(key);
      shared?.remove(key);
    },
  };
}

/** The shared entries; every call swallows the storage's exceptions (nothing shared, then). */
function sharedEntries(storage: Storage) {
  const parse = (text: string | null, now: number) => {
    if (text === null) return undefined;
    try {
      const entry = z.safeParse(entrySchema, JSON.parse(text));
      // A clock set back (or foreign contents) must not make an entry live longer than the TTL either.
      return entry.success && Math.abs(now - entry.data.at) < UNSETTLED_TTL_MS ? entry.data : undefined;
    } catch {
      return undefined;
    }
  };
  // Tabs that closed unsettled leave entries behind: each write clears the stale and the unreadable.
  const sweep = (now: number) => {
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      if (name?.startsWith(PREFIX) && !parse(storage.getItem(name), now)) stale.push(name);
    }
    for (const name of stale) storage.removeItem(name);
  };
  return {
    read(key: string): string | undefined {
      try {
        return parse(storage.getItem(PREFIX + key), Date.now())?.id;
      } catch {
        return undefined;
      }
    },
    write(key: string, id: string): void {
      const now = Date.now();
      try {
        sweep(now);
      } catch {
        // Unreadable now: the next write sweeps again.
      }
      try {
        storage.setItem(PREFIX + key, JSON.stringify({ id, at: now }));
      } catch {
        // Full or refused: this tab still remembers the id.
      }
    },
    remove(key: string): void {
      try {
        storage.removeItem(PREFIX + key);
      } catch {
        // Nothing can be stored, so nothing is left to remove.
      }
    },
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function webLocksOrNull(): LockManagerLike | null {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null;
}
