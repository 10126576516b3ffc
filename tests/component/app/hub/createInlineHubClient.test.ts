/**
 * The tabs bench's baseline (`?hub=inline` in its build): the hub core on the tab's own thread, with a
 * socket of its own to the exchange (here the msw exchange over the real gateway), no worker between.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInlineHubClient } from '../../../../src/app/hub/createInlineHubClient';
import type { OrderBookView } from '../../../../src/shared/protocol';
import { setupMswExchange } from '../../../msw/setupMswExchange';

const env = setupMswExchange();

describe('createInlineHubClient', () => {
  it('opens a socket of its own and hands a watched book to the tab, live', async () => {
    const client = createInlineHubClient();
    try {
      const seen: OrderBookView[] = [];
      client.watch({ kind: 'orderBook', symbol: 'BTCUSDT', step: '0.01', rows: 20 }, (book) =>
        seen.push(book),
      );
      await waitFor(() => expect(seen.at(-1)?.status).toBe('live'), { timeout: 5_000 });
      expect(seen.at(-1)?.bids.count).toBeGreaterThan(0);
      expect(env.current.gateway.connectionCount()).toBe(1);
    } finally {
      client.dispose();
    }
  });
});
