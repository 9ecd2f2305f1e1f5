import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth';
import { apiRequest, HttpError, lazySchema } from '../../../lib/api';

// Every page's header asks for the session, so this module is on every first view: its reply
// schema (with zod) loads with the first request instead (lib/api.ts).
const userSchema = lazySchema(() => import('../../../../contract/auth').then((m) => m.userSchema));

/** The signed-in user, or null for an anonymous visitor (the API answers 401). */
export async function getUser(): Promise<User | null> {
  try {
    return await apiRequest('/api/user', { schema: userSchema });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

// The session cache key every part of the site shares (visitor spec section 7).
export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: getUser,
    retry: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
