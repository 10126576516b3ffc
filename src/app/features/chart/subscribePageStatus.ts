/** What the chart's hooks want to hear of the page: hidden, visible, offline and online. */
export interface PageStatusHandlers {
  hidden?(): void;
  visible?(): void;
  offline?(): void;
  online?(): void;
}

/**
 * Listens to the document's visibility and the window's connectivity; returns the unsubscribe. A page
 * that starts hidden (opened in a background tab) reports `hidden` at once, so an absence counts from
 * the start.
 */
export function subscribePageStatus(
  handlers: PageStatusHandlers,
  doc: Document = document,
  win: Window = window,
): () => void {
  const onVisibility = () => (doc.visibilityState === 'hidden' ? handlers.hidden?.() : handlers.visible?.());
  const onOnline = () => handlers.online?.();
  const onOffline = () => handlers.offline?.();
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('online', onOnline);
  win.addEventListener('offline', onOffline);
  if (doc.visibilityState === 'hidden') handlers.hidden?.();
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('online', onOnline);
    win.removeEventListener('offline', onOffline);
  };
}
