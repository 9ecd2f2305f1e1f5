import { queryOptions, useQuery } from '@tanstack/react-query';
import { notesReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes, NOTES_LIMIT } from './contact-keys';

/**
 * GET /api/followup-boss/notes?personId=&limit=100: a person's notes in the current CRM (the
 * interactions dialog, back-office spec section 7).
 */
export const getCrmNotes = (personId: number) =>
  apiRequest(`/api/followup-boss/notes?personId=${personId}&limit=${NOTES_LIMIT}`, {
    schema: notesReplySchema,
  }).then((reply) => reply.notes);

export const crmNotesQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: contactKeys.crmNotes(personId),
    queryFn: () => getCrmNotes(personId),
    ...contactsCacheTimes,
  });

export const useCrmNotes = (personId: number | null) =>
  useQuery({ ...crmNotesQueryOptions(personId ?? 0), enabled: personId !== null });
