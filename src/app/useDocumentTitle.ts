import { useEffect } from 'react';

/**
 * Sets `document.title`. (React 19's hoisted `<title>` would sit after index.html's own title, and the
 * first one in the document wins.)
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
