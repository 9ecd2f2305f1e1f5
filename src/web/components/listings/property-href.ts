/** The link of a property page, carrying the list page to go back to (spec: ?return=). */
export function propertyHref(id: number, returnTo?: string): string {
  return returnTo ? `/property/${id}?return=${encodeURIComponent(returnTo)}` : `/property/${id}`;
}
