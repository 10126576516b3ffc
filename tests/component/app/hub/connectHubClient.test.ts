import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHubClient } from '../../../../src/app/hub/connectHubClient';
import type { HubApi, ViewKey } from '../../../../src/shared/protocol';

/** A hub that records the calls it gets, in order, and numbers watches from 1. */
function recordingHub() {
  const calls: string[] = [];
  let nextWatch = 1;
  const api: HubApi = {
    hello: async () => void calls.push('hello'),
    watch: async (_tab, view) => {
      const id = nextWatch++;
      calls.push(`watch ${id} ${view.kind === 'orderBook' ? view.rows : view.kind}`);
      return id;
    },
    unwatch: async (_tab, id) => void calls.push(`unwatch ${id}`),
    setVisible: async () => undefined,
    setOnline: async () => undefined,
    sessionIs: async () => undefined,
    goodbye: async () => undefined,
  };
  return { api, calls };
}

const book = (rows: number): ViewKey => ({ kind: 'orderBook', symbol: 'BTCUSDT', step: '0.01', rows });

describe('connectHubClient', () => {
  it('watches a view that replaces another in the same task before it lets go of the old one', async () => {
    const { api, calls } = recordingHub();
    const client = connectHubClient(api, { passCallback: (callback) => callback });
    const stopTen = client.watch(book(10), () => undefined);
    await waitFor(() => expect(calls).toEqual(['hello', 'watch 1 10']));

    // One commit: the panel's row count changed, so the old view stops and the new one starts.
    stopTen();
    client.watch(book(20), () => undefined);
    // The hub keeps the shared topic (and its book) only if the new watch comes first.
    await waitFor(() => expect(calls).toEqual(['hello', 'watch 1 10', 'watch 2 20', 'unwatch 1']));
    client.dispose();
  });
});
