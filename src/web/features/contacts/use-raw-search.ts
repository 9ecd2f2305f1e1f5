import { useRouter } from 'wouter';
import { useSearch as useLocationSearch } from 'wouter/use-browser-location';

/**
 * The query string as typed, without its '?' (the request's on the server). wouter's own
 * useSearch decodes %25 and other escapes, which would change a search term such as '100%41'.
 */
export function useRawSearch(): string {
  const search = useLocationSearch({ ssrSearch: useRouter().ssrSearch });
  return search.startsWith('?') ? search.slice(1) : search;
}
