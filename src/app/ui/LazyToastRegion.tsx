import { Suspense } from 'react';
import { lazyWithReload } from '../loading/lazyWithReload';

const ToastRegion = lazyWithReload(async () => (await import('./ToastRegion')).ToastRegion);

/**
 * The toast region, its code loaded right after the first paint: nothing toasts before the page is
 * on screen, and a toast queued meanwhile waits in the queue (toastAtoms) until the region shows it.
 */
export function LazyToastRegion() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
