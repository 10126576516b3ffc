import type { Page } from '@playwright/test';
import { expect } from './pageTest';

/**
 * Waits until no popup of the kit is still entering: popovers and modals fade in over about 100 ms,
 * marked `data-entering` meanwhile (src/app/ui/Popover.css, Modal.css). axe reading a half-faded popup
 * finds its text short of contrast, as it once did in CI: call this before every axe run.
 */
export async function expectPopupsSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-entering]')).toHaveCount(0);
}
