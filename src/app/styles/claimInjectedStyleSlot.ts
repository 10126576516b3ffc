/**
 * Some libraries inject a `<style id="…">` into the head unless an element with that id is already
 * there (react-draggable on the first drag, react-aria's usePress on the first pressable). The CSP
 * (`style-src 'self'`) refuses injected styles and logs a violation, so an inert `<meta>` takes the id
 * first and the same rule lives in one of our stylesheets, which the policy allows.
 */
export function claimInjectedStyleSlot(id: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const marker = doc.createElement('meta');
  marker.id = id;
  doc.head.append(marker);
}
