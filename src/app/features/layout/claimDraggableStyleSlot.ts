/**
 * react-draggable injects a `<style id="react-draggable-style-el">` on the first drag to stop text
 * selection; the CSP (`style-src 'self'`) refuses it and logs a violation. It only creates that element
 * when none with the id exists, so an inert placeholder takes the slot; the same rule lives in
 * TradingGrid.css, where the policy allows it.
 */
const SLOT_ID = 'react-draggable-style-el';

export function claimDraggableStyleSlot(doc: Document = document): void {
  if (doc.getElementById(SLOT_ID)) return;
  const placeholder = doc.createElement('meta');
  placeholder.id = SLOT_ID;
  placeholder.name = 'react-draggable-style';
  placeholder.content = 'in TradingGrid.css';
  doc.head.append(placeholder);
}
