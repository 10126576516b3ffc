import type { ReactNode } from 'react';

/**
 * Keeps its content left to right inside a right-to-left page: price charts and their time axis read
 * left to right in every locale.
 */
export function LtrIsland({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div dir="ltr" className={className}>
      {children}
    </div>
  );
}
