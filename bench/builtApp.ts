/**
 * The built app as benches use it: `buildApp` runs vite build (into dist/, or a variant into a
 * directory of its own with the env switches vite.config.ts reads), and `serveBuild` serves a build
 * from an in-process simulator on a free port, as `npm start` serves dist/.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createExchange, type SimulatedExchange } from '../src/server/exchange/createExchange';
import { createRng } from '../src/server/exchange/rng';
import type { Scheduler } from '../src/server/exchange/types';
import type { ApiUser } from '../src/server/api/users';
import { startServer } from '../src/server/http/startServer';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');

export const realScheduler: Scheduler = (ms, task) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

/** Builds the app into `outDir` (dist/ by default), with `env` set and vite's `extraArgs` (`--minify false`). */
export function buildApp(
  outDir?: string,
  env: Record<string, string> = {},
  extraArgs: readonly string[] = [],
): void {
  const args = ['vite', 'build', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : []), ...extraArgs];
  const result = spawnSync('npx', args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/** A market on the real clock; `rate` as the simulator's `--rate`. Started by the caller. */
export function createBenchExchange(seed: number, rate?: number): SimulatedExchange {
  return createExchange({
    seed,
    ...(rate !== undefined ? { rate } : {}),
    clock: { now: () => Date.now() },
    scheduler: realScheduler,
  });
}

/**
 * Serves `distDir` with `exchange` behind it (several builds may share one market). `users` who can log
 * in (default the demo users; a bench adds its own account); `port` default 0, a free one.
 */
export async function serveBuild(
  exchange: SimulatedExchange,
  distDir: string,
  seed: number,
  options: { users?: readonly ApiUser[]; port?: number } = {},
): Promise<ServedBuild> {
  const server = await startServer({
    exchange,
    users: options.users ?? exchange.accounts,
    scheduler: realScheduler,
    random: createRng(seed).fork('gateway-faults').next,
    host: '127.0.0.1',
    port: options.port ?? 0,
    distDir,
    log: () => undefined,
  });
  return { url: server.url, close: () => server.close() };
}
