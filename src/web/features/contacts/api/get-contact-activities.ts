import { queryOptions, useQuery } from '@tanstack/react-query';
import { activitiesReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes } from './contact-keys';

/** GET /api/contacts/{id}/activities: the contact's activity, newest first. */
export const getContactActivities = (id: number) =>
  apiRequest(`/api/contacts/${id}/activities`, { schema: activitiesReplySchema }).then(
    (reply) => reply.activities,
  );

export const contactActivitiesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contactKeys.activities(id),
    queryFn: () => getContactActivities(id),
    ...contactsCacheTimes,
  });

export const useContactActivities = (id: number | null) =>
  useQuery({ ...contactActivitiesQueryOptions(id ?? 0), enabled: id !== null });
