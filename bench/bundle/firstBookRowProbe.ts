/**
 * An init script for the bundle bench: resolves `window.__firstBookRow` with the time (ms since
 * navigation start, `performance.now()`) at which the first order-book row was on screen: the first
 * `tr.book-row` shown (the painter unhides a slot row when it writes a level into it), then the next
 * frame's paint (a task queued from requestAnimationFrame runs after that frame is painted).
 */
export const FIRST_BOOK_ROW_PROBE = `(() => {
  window.__firstBookRow = new Promise((resolve) => {
    const shown = () => document.querySelector('tr.book-row:not([hidden])') !== null;
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  });
})();`;
