import { useEffect, useState, type RefObject } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The content-box size of an element, followed with a ResizeObserver; `undefined` until measured or
 * where there is no ResizeObserver (then callers use their fallbacks). Values the observer does not
 * give (a test stub that reports only a width) come back as NaN, which callers treat as unknown.
 */
export function useBoxSize(ref: RefObject<HTMLElement | null>): BoxSize | undefined {
  const [size, setSize] = useState<BoxSize | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const rect = entries[entries.length - 1]?.contentRect;
      if (!rect) return;
      const width = Number(rect.width);
      const height = Number(rect.height);
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
