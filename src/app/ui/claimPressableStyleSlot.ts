import './pressable.css';

/**
 * react-aria's `usePress` injects `<style id="react-aria-pressable-style">` on the first mount of any
 * pressable (buttons, tabs, menu items…) so touch taps skip the double-tap-zoom delay; the CSP
 * (`style-src 'self'`, no inline styles) refuses it and logs a violation. It only creates that element
 * when none with the id exists, so an inert placeholder takes the slot before the app renders, and the
 * same rule lives in pressable.css, where the policy allows it. (Call it before the first render.)
 */
export const PRESSABLE_STYLE_SLOT_ID = 'react-aria-pressable-style';

export function claimPressableStyleSlot(doc: Document = document): void {
  if (doc.getElementById(PRESSABLE_STYLE_SLOT_ID)) return;
  const placeholder = doc.createElement('meta');
  placeholder.id = PRESSABLE_STYLE_SLOT_ID;
  placeholder.name = 'react-aria-pressable-style';
  placeholder.content = 'in src/app/ui/pressable.css';
  doc.head.append(placeholder);
}
