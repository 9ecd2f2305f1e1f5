import { useEffect } from 'react';

/**
 * The tab title names the page while it is open (an effect: the server writes the first
 * load's head itself, and there is no document while it renders).
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
