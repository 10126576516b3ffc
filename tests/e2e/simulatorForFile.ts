import { test } from '@playwright/test';
import { createSimulatorProcess, type SimulatorProcess } from './simulatorProcess';

/**
 * A simulator process for one spec file's tests alone (not Playwright's shared webServer): started
 * before the file's first test and ended after its last. For specs that count sockets, change the
 * server's settings or need an account no earlier run has traded on. Read it inside a test: `sim()`.
 */
export function simulatorForFile(args: string[] = []): () => SimulatorProcess {
  let sim: SimulatorProcess | undefined;
  test.beforeAll(async () => {
    sim = await createSimulatorProcess(args);
    await sim.start();
  });
  test.afterAll(async () => {
    await sim?.stop();
  });
  return () => {
    if (!sim) throw new Error('simulatorForFile: the simulator starts in beforeAll, before any test');
    return sim;
  };
}
