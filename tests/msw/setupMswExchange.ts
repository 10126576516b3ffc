import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createMswExchange, type MswExchange, type MswExchangeOptions } from './createMswExchange';

export interface MswExchangeEnv {
  /** This test's exchange (a fresh one per test). */
  readonly current: MswExchange;
  readonly exchange: MswExchange['exchange'];
  /** msw's server: `env.server.use(http.get(...))` overrides a route for one test. */
  readonly server: SetupServer;
}

/**
 * One line per test file: `const env = setupMswExchange()`. Starts msw before the file, builds a fresh
 * exchange before each test (same seed, so the same market), and resets overrides after each test.
 * Unhandled requests fail the test: every request of the page must reach the exchange.
 */
export function setupMswExchange(options: MswExchangeOptions = {}): MswExchangeEnv {
  const server = setupServer();
  let current: MswExchange | undefined;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    current = createMswExchange(options);
    server.resetHandlers(...current.handlers);
  });
  afterEach(() => {
    server.resetHandlers();
    // A test's listeners (request counters) must not outlive it.
    server.events.removeAllListeners();
    current?.dispose();
    current = undefined;
  });
  afterAll(() => server.close());

  const live = (): MswExchange => {
    if (!current) throw new Error('the msw exchange exists only inside a test');
    return current;
  };
  return {
    get current() {
      return live();
    },
    get exchange() {
      return live().exchange;
    },
    server,
  };
}
