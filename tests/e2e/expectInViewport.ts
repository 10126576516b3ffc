import { expect, type Locator } from '@playwright/test';

/** What of an element's box a person can see: its size, and the part of it left by clips and viewport. */
interface SeenBox {
  width: number;
  height: number;
  seenWidth: number;
  seenHeight: number;
}

/**
 * Asserts that what `locator` finds is on screen as a person sees it (issue 19 §6): a box of non-zero
 * size, wholly inside the viewport and inside every ancestor that clips its overflow. Playwright's
 * toBeVisible() asks only for a non-empty box: rows cut off by a panel 29 px tall pass it. Scrolls the
 * element into view first, as a person scrolls to it; retries until `timeout`, for live content.
 * Point it at content (a price row, the chart's canvas, a table row), not at a panel's frame.
 */
export async function expectInViewport(locator: Locator, { timeout = 10_000 } = {}): Promise<void> {
  await expect(async () => {
    await expect(locator).toBeVisible({ timeout: 1_000 });
    await locator.scrollIntoViewIfNeeded({ timeout: 1_000 });
    const seen = await locator.evaluate(measureSeenBox);
    expect(seen.width, 'width of the box').toBeGreaterThan(0);
    expect(seen.height, 'height of the box').toBeGreaterThan(0);
    // Within a pixel: boxes fall on fractional pixels.
    expect(seen.seenWidth, 'width left in sight').toBeGreaterThanOrEqual(seen.width - 1);
    expect(seen.seenHeight, 'height left in sight').toBeGreaterThanOrEqual(seen.height - 1);
  }).toPass({ timeout });
}

/** Runs in the page: the element's box cut by each clipping ancestor, then by the viewport. */
function measureSeenBox(element: Element): SeenBox {
  const box = element.getBoundingClientRect();
  let { left, top, right, bottom } = box;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    const clipsAll = /paint|strict|content/.test(style.contain);
    const clip = parent.getBoundingClientRect();
    if (clipsAll || style.overflowX !== 'visible') {
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (clipsAll || style.overflowY !== 'visible') {
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
  }
  const viewport = document.documentElement;
  left = Math.max(left, 0);
  top = Math.max(top, 0);
  right = Math.min(right, viewport.clientWidth);
  bottom = Math.min(bottom, viewport.clientHeight);
  return {
    width: box.width,
    height: box.height,
    seenWidth: Math.max(0, right - left),
    seenHeight: Math.max(0, bottom - top),
  };
}
