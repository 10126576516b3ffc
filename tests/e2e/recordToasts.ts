import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every toast that appeared in the tab, as its text, so one gone after its 2.5 s still counts. */
    shownToasts: string[];
  }
}

/** Runs in each page: records each toast as it appears (a status inside the Notifications region). */
function recordToasts() {
  window.shownToasts = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLElement)
          for (const status of [node, ...node.querySelectorAll('[role="status"]')])
            if (status.getAttribute('role') === 'status' && status.closest('[role="region"]'))
              window.shownToasts.push(status.textContent ?? '');
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Every page the context opens from now on records its toasts from its first script, so a test can
 * count the toasts a tab showed, those gone already included (`toastsShown`).
 */
export async function recordToastsIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordToasts);
}

/** The texts of the toasts the page has shown so far, oldest first. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => window.shownToasts);
}
