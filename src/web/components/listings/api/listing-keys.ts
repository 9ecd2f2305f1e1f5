/**
 * The query-cache keys of listing data, in one place so that every page reading the same
 * listing shares its cache entry (opening a compared listing is instant) and a change can
 * invalidate by prefix.
 */
export const listingKeys = {
  /** Every list of listings (searches, Just Listed, the Payson row): `['properties', …]`. */
  lists: () => ['properties'] as const,
  /** One list of listings, by its name and what it was asked with. */
  list: <P extends readonly unknown[]>(name: string, ...params: P) =>
    [...listingKeys.lists(), name, ...params] as const,
  /** One listing in full (GET /api/properties/{id}) and, below it, what belongs to it. */
  detail: (id: number) => ['property', String(id)] as const,
  /** The listing's tax record (GET /api/properties/{id}/tax-records). */
  taxRecord: (id: number) => [...listingKeys.detail(id), 'tax-record'] as const,
};
