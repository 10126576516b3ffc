import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrderSubmitter } from '../../../../src/app/features/orders/createOrderSubmitter';
import {
  createUnsettledOrderIds,
  UNSETTLED_TTL_MS,
  type LockManagerLike,
} from '../../../../src/app/features/orders/unsettledOrderIds';
import type { OrderRequest } from '../../../../src/shared/orderChecks/orderCheckTypes';
import { envelope, FakeStorage, lost, recordingClient } from './orderTestKit';

const ids = (prefix: string) => {
  let n = 0;
  return () => `${prefix}-${++n}`;
};

/** Two tabs of one browser: two stores over one storage. */
function twoTabs(storage: Storage = new FakeStorage()) {
  return {
    a: createUnsettledOrderIds({ storage, locks: null }),
    b: createUnsettledOrderIds({ storage, locks: null }),
  };
}

const order: OrderRequest = {
  endpoint: 'createOrder',
  body: { symbol_id: 'BTCUSDT', side: 'Buy', type: 'LIMIT', price: '60000', quantity: '0.002' },
};
// A clear refusal settles a submission as an order does (createOrderSubmitter treats them alike).
const refused = () => envelope(12205);

describe('unsettled order ids shared by tabs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives another tab the id while the submission is unsettled, and a new one once it settled', async () => {
    const storage = new FakeStorage();
    const { a, b } = twoTabs(storage);
    expect(await a.claim('k', ids('a'))).toBe('a-1');
    expect(await b.claim('k', ids('b'))).toBe('a-1');
    expect(await b.claim('other', ids('b'))).toBe('b-1');
    b.settle('k');
    expect(await twoTabs(storage).a.claim('k', ids('c'))).toBe('c-1');
  });

  it('trusts another tab’s entry for the TTL from its latest attempt; the tab that made the id keeps it', async () => {
    const storage = new FakeStorage();
    const { a, b } = twoTabs(storage);
    await a.claim('k', ids('a'));
    vi.advanceTimersByTime(UNSETTLED_TTL_MS - 1);
    expect(await b.claim('k', ids('b'))).toBe('a-1');
    // b's attempt renewed the entry.
    vi.advanceTimersByTime(UNSETTLED_TTL_MS - 1);
    expect(await twoTabs(storage).a.claim('k', ids('c'))).toBe('a-1');
    vi.advanceTimersByTime(UNSETTLED_TTL_MS);
    expect(await twoTabs(storage).a.claim('k', ids('d'))).toBe('d-1');
    expect(await a.claim('k', ids('e'))).toBe('a-1');
  });

  it('ignores corrupt and foreign entries, sweeps them and stale ones away, and leaves other keys alone', async () => {
    const storage = new FakeStorage();
    storage.setItem('spotdesk.unsettledOrder.k', '{not json');
    storage.setItem('spotdesk.unsettledOrder.foreign', JSON.stringify({ id: 5, at: Date.now() }));
    storage.setItem('spotdesk.unsettledOrder.long', JSON.stringify({ id: 'x'.repeat(65), at: Date.now() }));
    storage.setItem(
      'spotdesk.unsettledOrder.future',
      JSON.stringify({ id: 'f', at: Date.now() + UNSETTLED_TTL_MS }),
    );
    storage.setItem(
      'spotdesk.unsettledOrder.stale',
      JSON.stringify({ id: 's', at: Date.now() - UNSETTLED_TTL_MS }),
    );
    storage.setItem('spotdesk.unsettledOrder.fresh', JSON.stringify({ id: 'f', at: Date.now() }));
    storage.setItem('spotdesk.theme', '"dark"');
    expect(await createUnsettledOrderIds({ storage, locks: null }).claim('k', ids('a'))).toBe('a-1');
    expect([...storage.items.keys()].sort()).toEqual([
      'spotdesk.theme',
      'spotdesk.unsettledOrder.fresh',
      'spotdesk.unsettledOrder.k',
    ]);
    expect(JSON.parse(storage.getItem('spotdesk.unsettledOrder.k') ?? '')).toEqual({
      id: 'a-1',
      at: Date.now(),
    });
  });

  it('falls back to the tab’s own memory when the storage throws or is full', async () => {
    const refusing = new FakeStorage();
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'key'] as const)
      vi.spyOn(refusing, method).mockImplementation(refuse);
    const full = new FakeStorage();
    vi.spyOn(full, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    for (const storage of [refusing, full]) {
      const tab = createUnsettledOrderIds({ storage, locks: null });
      expect(await tab.claim('k', ids('a'))).toBe('a-1');
      expect(await tab.claim('k', ids('b'))).toBe('a-1');
      tab.settle('k');
      expect(await tab.claim('k', ids('c'))).toBe('c-1');
    }
  });

  it('claims under the Web Lock when there is one, and without it when the lock is refused', async () => {
    const held: string[] = [];
    const locks: LockManagerLike = {
      request: async (name, callback) => {
        held.push(name);
        try {
          return callback();
        } finally {
          held.pop();
        }
      },
    };
    const storage = new FakeStorage();
    let heldDuringClaim: string[] = [];
    const newId = () => {
      heldDuringClaim = [...held];
      return 'a-1';
    };
    expect(await createUnsettledOrderIds({ storage, locks }).claim('k', newId)).toBe('a-1');
    expect(heldDuringClaim).toEqual(['spotdesk.unsettledOrders']);
    const refused: LockManagerLike = {
      request: () => Promise.reject(new DOMException('no', 'SecurityError')),
    };
    expect(await createUnsettledOrderIds({ storage, locks: refused }).claim('k', ids('b'))).toBe('a-1');
  });
});

describe('two order submitters sharing one storage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const submitter = (
    client: ReturnType<typeof recordingClient>['client'],
    storage: Storage,
    prefix: string,
    account = 'u1',
  ) =>
    createOrderSubmitter(client, {
      newId: ids(prefix),
      account: () => account,
      unsettled: createUnsettledOrderIds({ storage, locks: null }),
    });

  it('sends a lost order again from another tab under its id; once answered, the next one is new', async () => {
    const storage = new FakeStorage();
    const { client, sent } = recordingClient([lost, refused, refused]);
    const a = submitter(client, storage, 'a');
    const b = submitter(client, storage, 'b');
    expect(await a.submit(order)).toMatchObject({ ok: false, error: { kind: 'network' } });
    // The same order, its fields in another order.
    const again = await b.submit({
      endpoint: 'createOrder',
      body: {
        quantity: '0.002',
        price: '60000',
        type: 'LIMIT',
        side: 'Buy',
        symbol_id: 'BTCUSDT',
      },
    });
    expect(again).toMatchObject({ ok: false, error: { kind: 'server' } });
    await submitter(client, storage, 'c').submit(order);
    expect(sent.map((request) => request.body['client_order_id'])).toEqual(['a-1', 'a-1', 'c-1']);
  });

  it('sends a new id after the TTL, and keeps accounts apart', async () => {
    const storage = new FakeStorage();
    const { client, sent } = recordingClient([lost, lost, refused]);
    await submitter(client, storage, 'a').submit(order);
    await submitter(client, storage, 'b', 'u2').submit(order);
    vi.advanceTimersByTime(UNSETTLED_TTL_MS);
    await submitter(client, storage, 'c').submit(order);
    expect(sent.map((request) => request.body['client_order_id'])).toEqual(['a-1', 'b-1', 'c-1']);
  });
});
