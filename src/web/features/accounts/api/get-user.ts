import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '../../../../contract/auth';
import { apiRequest, HttpError } from '../../../lib/api';

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
