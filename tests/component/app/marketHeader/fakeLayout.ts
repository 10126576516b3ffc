/**
 * jsdom lays nothing out: this gives the header strip and the markets list sizes, and a ResizeObserver
 * the test can fire, so the "hide from the right" and virtualized-list code paths run.
 */
import { afterEach, beforeEach } from 'vitest';

export interface FakeLayout {
  /** Width of the figures container (the <dl> in the header). */
  fieldsWidth: number;
  /** Width of each figure (a <div> in that <dl>). */
  fieldWidth: number;
  /** Height of every scroll box (the markets list's viewport). */
  viewportHeight: number;
  /** Fires every live ResizeObserver, as a browser would after a resize. */
  resize(): void;
}

export function setupFakeLayout(initial: Partial<Omit<FakeLayout, 'resize'>> = {}): FakeLayout {
  const observers = new Set<FakeResizeObserver>();
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      observers.add(this);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this);
    }
    fire() {
      this.callback([], this as unknown as ResizeObserver);
    }
  }

  const layout: FakeLayout = {
    fieldsWidth: 2000,
    fieldWidth: 100,
    viewportHeight: 800,
    ...initial,
    resize() {
      for (const observer of [...observers]) observer.fire();
    },
  };
  const defaults = { ...layout };

  const original = {
    rect: HTMLElement.prototype.getBoundingClientRect,
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    observer: globalThis.ResizeObserver,
  };

  beforeEach(() => {
    Object.assign(layout, defaults);
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const width =
        this.tagName === 'DL'
          ? layout.fieldsWidth
          : this.parentElement?.tagName === 'DL'
            ? layout.fieldWidth
            : 0;
      return new DOMRect(0, 0, width, 20);
    };
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get: () => layout.viewportHeight,
    });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 560 });
  });

  afterEach(() => {
    observers.clear();
    HTMLElement.prototype.getBoundingClientRect = original.rect;
    if (original.clientHeight)
      Object.defineProperty(Element.prototype, 'clientHeight', original.clientHeight);
    if (original.clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', original.clientWidth);
    globalThis.ResizeObserver = original.observer;
  });

  return layout;
}
