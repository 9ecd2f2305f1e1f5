import { queryOptions, useQuery } from '@tanstack/react-query';
import { emailsReplySchema } from '../../../../contract/crm';
import { apiRequest } from '../../../lib/api';
import { contactKeys, contactsCacheTimes, EMAILS_LIMIT } from './contact-keys';

/** GET /api/followup-boss/emails/{personId}?limit=50: a person's logged e-mails, newest first. */
export const getCrmEmails = (personId: number) =>
  apiRequest(`/api/followup-boss/emails/${personId}?limit=${EMAILS_LIMIT}`, {
    schema: emailsReplySchema,
  }).then((reply) => reply.emails);

export const crmEmailsQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: contactKeys.emails(personId),
    queryFn: () => getCrmEmails(personId),
    ...contactsCacheTimes,
  });

export const useCrmEmails = (personId: number | null) =>
  useQuery({ ...crmEmailsQueryOptions(personId ?? 0), enabled: personId !== null });
