import { queryOptions, useQuery } from '@tanstack/react-query';
import { notesReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes, NOTES_LIMIT } from './contact-keys';

/** GET /api/contacts/{id}/notes?limit=100: the contact's notes, newest first (the contact page). */
export const getContactNotes = (id: number) =>
  apiRequest(`/api/contacts/${id}/notes?limit=${NOTES_LIMIT}`, { schema: notesReplySchema }).then(
    (reply) => reply.notes,
  );

export const contactNotesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: contactKeys.notes(id),
    queryFn: () => getContactNotes(id),
    ...contactsCacheTimes,
  });

export const useContactNotes = (id: number | null) =>
  useQuery({ ...contactNotesQueryOptions(id ?? 0), enabled: id !== null });
