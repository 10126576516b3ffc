/**
 * A simulator process of the test's own (not Playwright's shared webServer), for tests that count
 * sockets or kill and restart the server. It serves the built app (run `npm run build` first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { STATE_CHANGE_HEADERS } from '../../src/shared/protocol';

const ROOT = resolve(import.meta.dirname, '../..');

export interface SimulatorProcess {
  readonly port: number;
  readonly url: string;
  /** Starts the process (again, on the same port) and waits until it answers. */
  start(): Promise<void>;
  /** Ends the process and waits for it to exit. */
  stop(): Promise<void>;
  /** GET /__control/stats. */
  stats(): Promise<{ connections: number; topics: string[] }>;
  control(path: string, body: unknown): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export async function createSimulatorProcess(args: string[] = []): Promise<SimulatorProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const stats = async () => {
    const response = await fetch(`${url}/__control/stats`);
    const body = (await response.json()) as { result: { connections: number; topics: string[] } };
    return body.result;
  };

  return {
    port,
    url,
    async start() {
      // One node process with tsx's loader (the tsx CLI would add a second process a kill could orphan).
      const argv = ['--import', 'tsx', 'src/server/main.ts', '--port', String(port), '--control', ...args];
      const started = spawn(process.execPath, argv, {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = started;
      exited = new Promise((done) => started.once('exit', () => done()));
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (started.exitCode !== null) throw new Error(`the simulator exited with ${started.exitCode}`);
        try {
          await stats();
          return;
        } catch {
          if (Date.now() > deadline) throw new Error(`the simulator did not answer on ${url}`);
          await new Promise((wait) => setTimeout(wait, 200));
        }
      }
    },
    async stop() {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      await exited;
      child = undefined;
    },
    stats,
    async control(path, body) {
      const response = await fetch(`${url}/__control/${path}`, {
        method: 'POST',
        headers: STATE_CHANGE_HEADERS,
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status}`);
    },
  };
}
