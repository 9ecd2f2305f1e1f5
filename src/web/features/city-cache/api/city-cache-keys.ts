/** How often the page asks for the cache status and summary (back-office spec section 9). */
export const CACHE_POLL_MS = 5_000;

/** The query keys of the city cache page: the summary and the city list. */
export const cityCacheKeys = {
  all: ['admin', 'city-cache'] as const,
  summary: () => [...cityCacheKeys.all, 'summary'] as const,
  status: () => [...cityCacheKeys.all, 'status'] as const,
};
