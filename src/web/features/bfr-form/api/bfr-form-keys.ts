/**
 * The query keys of the client's buyer file form. A buyer's file is personal data: it stays in
 * the in-memory query cache only (docs/DESIGN.md, point 13), never in sessionStorage or
 * localStorage, and is never rendered on the server.
 */
export const bfrFormKeys = {
  all: ['bfr-form'] as const,
  contact: (contactId: number) => [...bfrFormKeys.all, 'contact', contactId] as const,
};
