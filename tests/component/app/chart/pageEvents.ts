import { act } from '@testing-library/react';

/** Sets what `document.visibilityState` says and tells the page, as a tab switch would. */
export function setPageVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Restores jsdom's own (always visible) document. */
export function resetPageVisibility() {
  delete (document as { visibilityState?: unknown }).visibilityState;
}

export function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
  });
}
