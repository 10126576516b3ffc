/**
 * `npm start` / `npm run dev`: the simulator with the real clock. See config.ts for the flags, and
 * http/control.ts for the runtime fault controls that --control enables.
 */
import { createSiteSettings } from './api/siteSettings';
import { readConfig } from './config';
import { createExchange } from './exchange/createExchange';
import { createRng } from './exchange/rng';
import type { Scheduler } from './exchange/types';
import { startServer } from './http/startServer';

const scheduler: Scheduler = (ms, task) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

async function main(): Promise<void> {
  const config = readConfig(process.argv.slice(2), process.env);
  const exchange = createExchange({
    seed: config.seed,
    rate: config.rate,
    ...(config.symbols === undefined ? {} : { symbols: config.symbols }),
    clock: { now: () => Date.now() },
    scheduler,
  });
  const server = await startServer({
    exchange,
    users: exchange.accounts,
    scheduler,
    // Seeded, so a fault run repeats with the same seed.
    random: createRng(config.seed).fork('gateway-faults').next,
    host: config.host,
    port: config.port,
    dev: config.dev,
    ...(config.distDir ? { distDir: config.distDir } : {}),
    control: config.control,
    trustProxy: config.trustProxy,
    faults: config.faults,
    site: createSiteSettings({ region: config.region }),
  });
  exchange.start();
  console.log(`spotdesk simulator listening on ${server.url}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`spotdesk simulator stopping (${signal})`);
    exchange.stop();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('spotdesk simulator failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
