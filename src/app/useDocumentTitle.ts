import { useEffect } from 'react';

/**
 * Sets `document.title`. (React 19's hoisted `<title>` would sit after index.html's own title, and the
 * first one in the document wins.) `undefined` leaves the title to another component.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
