/**
 * The end-to-end suite's Playwright `test`: as Playwright's, and no page of the test may throw an
 * uncaught error (an exception or a rejected promise nobody handled), in the test's own context or in
 * any context the test opens with `browser.newContext()`. A page can look right while a callback throws
 * on every pair switch; the trace and the list of errors say where.
 */
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('weberror', (error) =>
          errors.push(`${error.page()?.url() ?? 'a page'}: ${error.error().stack ?? error.error().message}`),
        );
      watch(context);
      const newContext = browser.newContext.bind(browser);
      const watchedNewContext: Browser['newContext'] = async (options) => {
        const created = await newContext(options);
        watch(created);
        return created;
      };
      Object.defineProperty(browser, 'newContext', { value: watchedNewContext, configurable: true });
      try {
        await use();
      } finally {
        Reflect.deleteProperty(browser, 'newContext');
      }
      expect(errors, 'uncaught errors in the pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
