import { useEffect } from 'react';

/** The browser tab shows `title` (once it is known) while the page is open; the previous title comes back after. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
