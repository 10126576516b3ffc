/**
 * jsdom has no layout: no ResizeObserver, no offsetParent, every size 0. The grid measures its
 * container with `useContainerWidth` (a ResizeObserver) and react-draggable positions drags against
 * `offsetParent`, so these stubs give the grid a width and let pointer drags move panels.
 */
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

export const GRID_PADDING = 4;
export const GRID_MARGIN = 4;

/** Pixel width of an item `w` columns wide, as react-grid-layout computes it (120 columns). */
export function columnsToPx(w: number, containerWidth: number): number {
  const column = (containerWidth - GRID_MARGIN * 119 - GRID_PADDING * 2) / 120;
  return Math.round(column * w + GRID_MARGIN * (w - 1));
}

const observers = new Set<() => void>();

/** Sets the viewport width and tells the page (a resize event) and the grid (its observer). */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
  for (const notify of observers) notify();
}

/** Installs the stubs for each test of the file; the grid container measures `containerWidth()`. */
export function stubGridEnvironment(containerWidth: () => number): void {
  const originalInnerWidth = window.innerWidth;
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  beforeEach(() => {
    class ResizeObserverStub {
      constructor(private readonly callback: ResizeObserverCallback) {}
      private notify: (() => void) | undefined;
      observe(target: Element) {
        this.notify = () => {
          const entry = {
            target,
            contentRect: { width: containerWidth() },
          } as unknown as ResizeObserverEntry;
          this.callback([entry], this as unknown as ResizeObserver);
        };
        observers.add(this.notify);
        this.notify();
      }
      unobserve() {
        this.disconnect();
      }
      disconnect() {
        if (this.notify) observers.delete(this.notify);
      }
    }
    globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'ResizeObserver');
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    setViewportWidth(originalInnerWidth);
    localStorage.clear();
    document.documentElement.removeAttribute('dir');
  });
}

/**
 * Presses the mouse on `element`, moves it by (dx, dy) in steps, and releases it. Each event is its
 * own act (fireEvent's), so the grid's drag state commits between them as in a browser.
 */
export function dragBy(element: Element, dx: number, dy: number): void {
  fireEvent.mouseDown(element, { button: 0, clientX: 10, clientY: 10 });
  for (let step = 1; step <= 4; step++) {
    fireEvent.mouseMove(document, { clientX: 10 + (dx * step) / 4, clientY: 10 + (dy * step) / 4 });
  }
  fireEvent.mouseUp(document, { clientX: 10 + dx, clientY: 10 + dy });
}
