import { useSyncExternalStore } from 'react';

/** Spec 000 §2: right-to-left applies to Arabic (ar-SA). */
const RTL_LOCALES: readonly string[] = ['ar-SA'];

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const readDir = () => document.documentElement.dir;

/**
 * Whether the page reads right to left: `<html dir="rtl">` (whoever sets it) or an RTL locale in the
 * URL. Read from both so the grid does not depend on which of them is set first.
 */
export function useIsRtl(locale: string): boolean {
  const dir = useSyncExternalStore(subscribe, readDir);
  return dir === 'rtl' || RTL_LOCALES.includes(locale);
}
