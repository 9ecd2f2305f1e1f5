import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { propertyDetailSchema, type PropertyDetail } from '../../../../contract/properties';
import { apiRequest } from '../../../lib/api';

const pageDataSchema = z.object({ property: propertyDetailSchema });

/**
 * The listing the server embedded in the page (`<script id="page-data">`), when it is the one
 * the route asks for: the first screen then renders without an API round trip.
 */
function embeddedProperty(id: string): PropertyDetail | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('page-data');
  if (!element?.textContent) return undefined;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success && String(parsed.data.property.id) === id
      ? parsed.data.property
      : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/properties/{id}: one listing in full (400 for a malformed id, 404 when not shown). */
export const getProperty = (id: string) =>
  apiRequest(`/api/properties/${encodeURIComponent(id)}`, { schema: propertyDetailSchema });

export const propertyQueryOptions = (id: string) => {
  const initialData = embeddedProperty(id);
  return queryOptions({
    queryKey: ['property', id],
    queryFn: () => getProperty(id),
    ...(initialData ? { initialData } : {}),
  });
};

/** The listing of the property page. */
export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}
