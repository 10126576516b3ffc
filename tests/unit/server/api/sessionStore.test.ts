import { describe, expect, it } from 'vitest';
import {
  createSessionStore,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  SESSIONS_PER_ACCOUNT,
} from '../../../../src/server/api/sessions';

function storeAt(options: Parameters<typeof createSessionStore>[0] = {}) {
  let now = 1_700_000_000_000;
  let n = 0;
  const store = createSessionStore({ newId: () => `s${++n}`, now: () => now, ...options });
  return { store, advance: (ms: number) => (now += ms) };
}

describe('session store', () => {
  it('keeps a victim’s session through 10 001 logins of another account', () => {
    const { store } = storeAt();
    const victim = store.create('victim');
    for (let i = 0; i < 10_001; i++) store.create('attacker');
    expect(store.get(victim?.id)?.accountId).toBe('victim');
    // The attacker holds only its newest sessions, up to the per-account cap.
    expect(store.size()).toBe(1 + SESSIONS_PER_ACCOUNT);
    expect(store.get('s10002')?.accountId).toBe('attacker');
    expect(store.get(`s${10_002 - SESSIONS_PER_ACCOUNT}`)).toBeUndefined();
  });

  it('evicts only the account’s own oldest session past its cap', () => {
    const { store } = storeAt({ perAccount: 2 });
    store.create('a'); // s1
    store.create('b'); // s2
    store.create('a'); // s3
    store.create('a'); // s4: a's oldest (s1) goes, b's stays
    expect(store.get('s1')).toBeUndefined();
    expect(['s2', 's3', 's4'].map((id) => store.get(id)?.accountId)).toEqual(['b', 'a', 'a']);
  });

  it('refuses a new login when full of others’ live sessions, and takes an expired one’s place', () => {
    const { store, advance } = storeAt({ maxSessions: 2 });
    store.create('a');
    advance(SESSION_IDLE_MS / 2);
    store.create('b');
    expect(store.create('c')).toBeUndefined();
    expect(store.size()).toBe(2);
    expect(store.get('s1')?.accountId).toBe('a');
    expect(store.get('s2')?.accountId).toBe('b');
    // The account's own cap still applies when full: its oldest makes room for its new one.
    expect(store.create('a')?.id).toBe('s3');
    expect(store.get('s1')).toBeUndefined();
  });

  it('sweeps expired sessions when full, so a store of dead sessions accepts logins', () => {
    const { store, advance } = storeAt({ maxSessions: 2 });
    store.create('a');
    store.create('b');
    advance(SESSION_IDLE_MS);
    expect(store.create('c')?.accountId).toBe('c');
    expect(store.size()).toBe(1);
  });

  it('ends a session idle for a day, and keeps one in use', () => {
    const { store, advance } = storeAt();
    const idle = store.create('a');
    const used = store.create('b');
    advance(SESSION_IDLE_MS - 1);
    expect(store.get(used?.id)).toBeDefined();
    advance(1);
    expect(store.get(idle?.id)).toBeUndefined();
    expect(store.get(used?.id)).toBeDefined();
  });

  it('ends even a session in use a week after its login', () => {
    const { store, advance } = storeAt();
    const session = store.create('a');
    for (let elapsed = 0; elapsed < SESSION_MAX_AGE_MS - 1; elapsed += SESSION_IDLE_MS / 2) {
      expect(store.get(session?.id)).toBeDefined();
      advance(Math.min(SESSION_IDLE_MS / 2, SESSION_MAX_AGE_MS - 1 - elapsed));
    }
    expect(store.get(session?.id)).toBeDefined();
    advance(1);
    expect(store.get(session?.id)).toBeUndefined();
    expect(store.size()).toBe(0);
  });
});
