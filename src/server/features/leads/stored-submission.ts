import { z } from 'zod';
import type { DueDelivery } from './outbox-store';

const optionalText = z.string().optional();
const optionalFlag = z.boolean().optional();

/** The contact fields as a submission stored them (the matched contact's own, under knownAs). */
const contactFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/**
 * A submission as stored in lead_submissions.answers: the validated form's contact fields and
 * answers (core/lead-answers.ts reads them), plus what intake added. Read leniently on purpose:
 * a row stored under an earlier version of the form must still be delivered, so the answers'
 * choices are plain text here and unknown keys are kept, not refused.
 */
export const storedSubmissionSchema = z.looseObject({
  ...contactFieldsSchema.shape,
  currentlyOwnHome: optionalFlag,
  needToSellFirst: optionalFlag,
  preApproved: optionalFlag,
  workingWithAgent: optionalFlag,
  buyOrSellInterest: optionalText,
  timeframe: optionalText,
  priceRange: optionalText,
  bedrooms: optionalText,
  bathrooms: optionalText,
  sqft: optionalText,
  propertyType: optionalText,
  preferredAreas: optionalText,
  financingType: optionalText,
  downPaymentAmount: optionalText,
  additionalNeeds: optionalText,
  homeWishList: z.array(z.string()).optional(),
  comments: optionalText,
  howDidYouHear: optionalText,
  referralSource: optionalText,
  preferredContact: optionalText,
  bestTimeToContact: optionalText,
  urgency: optionalText,
  source: optionalText,
  /** Why the lead might be a bot's (see leads/service.ts spamSuspicion). */
  suspectedSpam: optionalText,
  /**
   * The matched contact's own identity, when this submission's name, e-mail or phone differ:
   * the event is sent as that person, so it never renames or re-numbers them in the CRM.
   */
  knownAs: contactFieldsSchema.optional(),
  /** What differed, as staff read it ('name Mallory Attacker', 'phone 602-555-9999'). */
  differentDetails: z.array(z.string()).optional(),
});

/** The submission as stored: contact fields plus the form's answers. */
export type StoredSubmission = z.infer<typeof storedSubmissionSchema>;

/**
 * The stored submission of a delivery, checked: a row that does not hold one (edited by hand,
 * or written by a bug) fails this delivery with a message that names it, instead of sending
 * `undefined` fields to a CRM.
 */
export function readStoredSubmission(delivery: Pick<DueDelivery, 'submission' | 'submissionId'>) {
  const parsed = storedSubmissionSchema.safeParse(delivery.submission);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    throw new Error(
      `Submission ${delivery.submissionId} is not a stored lead (check ${fields.join(', ')})`,
    );
  }
  return parsed.data;
}
