import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWidth = () => window.innerWidth;

/** The viewport width, live: the default chart/book split follows it while no custom layout exists. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, readWidth);
}
