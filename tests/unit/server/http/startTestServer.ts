/**
 * The real simulator server on 127.0.0.1 and a free port, for server tests and e2e. Time is real
 * (setTimeout scheduler) but the market is started only when asked, so a test can own the book.
 */
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createExchange, type SimulatedExchange } from '../../../../src/server/exchange/createExchange';
import type { Scheduler } from '../../../../src/server/exchange/types';
import { startServer, type RunningServer, type ServerOptions } from '../../../../src/server/http/startServer';
import { STATE_CHANGE_HEADERS } from '../../../../src/shared/protocol';

export const realScheduler: Scheduler = (ms, task) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

/** A throwaway dist/ with an index.html and one hashed asset, so static serving is testable without a build. */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'spotdesk-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>spotdesk</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  return dir;
}

export interface TestServer extends RunningServer {
  exchange: SimulatedExchange;
  /** Logs in with the JSON form and returns the cookie header to send. */
  login(email?: string): Promise<string>;
  wsUrl: string;
}

export async function startTestServer(
  options: Partial<Omit<ServerOptions, 'exchange' | 'users'>> & { seed?: number; startMarket?: boolean } = {},
): Promise<TestServer> {
  const exchange = createExchange({
    seed: options.seed ?? 1,
    symbols: 6,
    clock: { now: () => Date.now() },
    scheduler: realScheduler,
  });
  const distDir = options.distDir ?? fakeDist();
  const server = await startServer({
    scheduler: realScheduler,
    random: Math.random,
    distDir,
    log: () => undefined,
    ...options,
    exchange,
    users: exchange.accounts,
    port: 0,
    host: '127.0.0.1',
  });
  if (options.startMarket) exchange.start();
  return {
    ...server,
    exchange,
    wsUrl: `ws://127.0.0.1:${server.port}/realtime_w`,
    async close() {
      exchange.stop();
      await server.close();
      if (options.distDir === undefined) rmSync(distDir, { recursive: true, force: true });
    },
    async login(email = 'classic@spotdesk.test') {
      const response = await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: STATE_CHANGE_HEADERS,
        body: JSON.stringify({ email, password: 'spotdesk' }),
      });
      const cookie = response.headers.get('set-cookie') ?? '';
      return cookie.split(';')[0] ?? '';
    },
  };
}
