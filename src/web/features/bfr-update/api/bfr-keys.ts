/**
 * The query keys of the BFR Admin Update Tool: the contact lookups (by name or e-mail, and by
 * id) under `contacts()`, where a save finds the contact's cached answers. The MLS lookups are
 * shared with the client's form (components/bfr/api/get-listing-agent.ts).
 *
 * A buyer's file is personal data: it stays in this in-memory cache only (docs/DESIGN.md, point
 * 13), never in sessionStorage or localStorage, and is never rendered on the server.
 */
export const bfrKeys = {
  all: ['admin', 'bfr'] as const,
  contacts: () => [...bfrKeys.all, 'contact'] as const,
  search: (nameOrEmail: string) => [...bfrKeys.contacts(), 'search', nameOrEmail] as const,
  contact: (id: number) => [...bfrKeys.contacts(), 'id', id] as const,
};

/**
 * A contact's file is kept as the spec keeps contacts (section 9: stale after 5 minutes, kept
 * 10), and never asked again behind the admin's back: an answer arriving while the form is open
 * would open the form again, dropping what was typed. Searching again asks again.
 */
export const bfrContactCacheOptions = {
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  refetchOnReconnect: false,
  refetchOnWindowFocus: false,
} as const;
