/**
 * The fault suite's Playwright `test`: every test gets a simulator of its own (so socket counts,
 * closes and pauses concern it alone), a TCP proxy in front of it that the page loads through (so the
 * page's socket crosses a network the test can break), and a count of CSP violations on every page of
 * the context, which must stay zero. It is the e2e suite's `test` (pageTest.ts): a page that throws an
 * uncaught error fails the test too, whatever fault it was put through.
 */
import type { Page } from '@playwright/test';
import { test as base, expect } from '../../e2e/pageTest';
import { createSimulatorProcess, type SimulatorProcess } from '../../e2e/simulatorProcess';
import { createTcpProxy, type TcpProxy } from '../createTcpProxy';

interface FaultFixtures {
  /** The simulator's extra flags (`test.use({ simulatorArgs: [...] })`). */
  simulatorArgs: string[];
  sim: SimulatorProcess;
  network: TcpProxy;
  /** CSP violations the context's pages reported so far; checked to be none after the test. */
  cspViolations: string[];
}

export const test = base.extend<FaultFixtures>({
  simulatorArgs: [['--rate', '5'], { option: true }],
  sim: async ({ simulatorArgs }, use) => {
    const sim = await createSimulatorProcess(simulatorArgs);
    await sim.start();
    await use(sim);
    await sim.stop();
  },
  network: async ({ sim }, use) => {
    const proxy = await createTcpProxy(sim.port);
    await use(proxy);
    await proxy.close();
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
            violations.push(message.text());
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
