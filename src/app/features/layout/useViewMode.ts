import { useEffect, useEffectEvent, useState } from 'react';
import { calculateViewMode, createViewModeWatcher, type ViewMode } from './calculateViewMode';

function reloadPage(): void {
  window.location.reload();
}

/**
 * The view this page load shows, fixed for its life: crossing the 500 px threshold reloads the page
 * (`reload` is injectable for tests) rather than switching views under the user.
 */
export function useViewMode(reload: () => void = reloadPage): ViewMode {
  const [initialWidth] = useState(() => window.innerWidth);
  const onCross = useEffectEvent(() => reload());
  useEffect(() => {
    const watcher = createViewModeWatcher(initialWidth, () => onCross());
    const onResize = () => watcher.resized(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      watcher.dispose();
    };
  }, [initialWidth]);
  return calculateViewMode(initialWidth);
}
