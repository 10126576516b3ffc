import './pressable.css';

/**
 * react-aria's usePress injects a `<style id="react-aria-pressable-style">` into the head the first
 * time a pressable mounts, unless an element with that id already exists. Our CSP (`style-src 'self'`)
 * blocks injected styles and the e2e suite counts the violation, so the kit ships the same rule in
 * pressable.css and puts an inert marker with that id in the head before any pressable mounts
 * (this module runs when the first kit component is imported).
 */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(PRESSABLE_STYLE_ID)) {
  const marker = document.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  document.head.append(marker);
}
