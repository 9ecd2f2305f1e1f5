/**
 * The contact whose file the form opens: the query's `contactId`, or `contact` (spec section 2);
 * null when there is none, or it is not a contact id (a positive whole number).
 */
export function contactIdOf(search: string): number | null {
  const params = new URLSearchParams(search);
  const raw = (params.get('contactId') ?? params.get('contact') ?? '').trim();
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
