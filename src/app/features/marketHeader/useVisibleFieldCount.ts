import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { calculateVisibleFieldCount } from './calculateVisibleFieldCount';

/**
 * How many of `count` fields fit in their container, kept current by a ResizeObserver on the container
 * and on every field (a longer price widens its field). Hidden fields stay laid out at their natural
 * width out of the flow (see MarketHeader.css), so they can be measured for coming back. Without
 * ResizeObserver every field shows.
 *
 * The first field (the last price) never hides: `firstWidth` is its width, for the container's
 * minimum width, so a strip too narrow for it wraps its other items to a new line instead.
 */
export function useVisibleFieldCount(count: number) {
  const containerRef = useRef<HTMLDListElement | null>(null);
  const fields = useRef<(HTMLElement | null)[]>([]);
  const [visible, setVisible] = useState(count);
  const [firstWidth, setFirstWidth] = useState(0);

  const fieldRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      fields.current[index] = element;
    },
    [],
  );

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const measure = () => {
      const widths = Array.from(
        { length: count },
        (_, i) => fields.current[i]?.getBoundingClientRect().width ?? Number.NaN,
      );
      const gap = Number.parseFloat(getComputedStyle(container).columnGap) || 0;
      const first = widths[0] ?? Number.NaN;
      setFirstWidth(Number.isFinite(first) && first > 0 ? Math.ceil(first) : 0);
      setVisible(
        Math.max(1, calculateVisibleFieldCount(widths, container.getBoundingClientRect().width, gap)),
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    for (const field of fields.current.slice(0, count)) if (field) observer.observe(field);
    return () => observer.disconnect();
  }, [count]);

  return { containerRef, fieldRef, visible, firstWidth };
}
