import { leadAnswersText } from '../../../core/lead-answers';
import { budgetOfPriceRange } from '../../../core/lead-options';
import type { FubEventInput, FubProperty } from '../../integrations/followupboss/types';
import { leadTags } from './store';
import type { StoredSubmission } from './stored-submission';

/** The listing a lead asked about, as Follow Up Boss's event `property` block wants it. */
export type LeadProperty = FubProperty & { street: string; city: string; mlsNumber: string };

/** The body of POST /v1/events for one lead (contracts/external-apis.md section 2.5). */
export type FubLeadEvent = FubEventInput & { type: 'Registration' | 'Inquiry' };

/** The line in every event's message that lets a retry find an event that already arrived. */
export function leadReference(submissionId: number): string {
  return `Ridgeline reference: RL-${submissionId}`;
}

/**
 * A lead as a Follow Up Boss event: a Registration, or an Inquiry about a listing when the
 * form came from a property page. occurredAt is left out on purpose: FUB treats events older
 * than a day as history and runs no action plan, and a lead delivered late after an outage
 * still needs its agent notified. The submission time is in the message instead.
 */
export function buildFubEvent(input: {
  submission: StoredSubmission;
  submissionId: number;
  submittedAt: Date;
  property: LeadProperty | null;
  pageUrl: string | null;
  site: { source: string; system: string };
}): FubLeadEvent {
  const { submission: s } = input;
  const budget = budgetOfPriceRange(s.priceRange);
  const answers = leadAnswersText(s);
  const person = s.knownAs ?? s;
  const message = [
    s.differentDetails?.length
      ? `New submission with different details: ${s.differentDetails.join('; ')}.`
      : '',
    input.property
      ? `Asked about ${input.property.street}, ${input.property.city} (MLS #${input.property.mlsNumber}).`
      : 'Registered through the new-client form.',
    answers,
    `Submitted: ${input.submittedAt.toISOString()}`,
    leadReference(input.submissionId),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  return {
    source: input.site.source,
    system: input.site.system,
    type: input.property ? 'Inquiry' : 'Registration',
    message,
    description: 'New-client form',
    ...(input.pageUrl ? { pageUrl: input.pageUrl, pageTitle: 'New-client form' } : {}),
    person: {
      firstName: person.firstName,
      lastName: person.lastName,
      emails: [{ value: person.email, type: 'home' }],
      phones: [{ value: person.phone, type: 'mobile' }],
      tags: leadTags(s),
      source: input.site.source,
      ...(budget !== null ? { price: budget } : {}),
    },
    ...(input.property ? { property: input.property } : {}),
  };
}
