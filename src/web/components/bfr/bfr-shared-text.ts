import { messageText } from '../../../core/spec-messages';

/**
 * The words both buyer-file (BFR) pages say alike: the admin tool and the client's form (the
 * back-office spec, sections 4 and 8, keeps their wording here; tests import them).
 */
export const BFR_SHARED_TEXT = {
  // spec section 8
  analysisComplete: messageText('analysis.complete'),

  // the checklist
  required: 'REQUIRED',
  commissionHint: 'Worked out from the purchase amount and the percentage.',

  // the MLS lookup and the property analysis (spec section 4)
  mlsHint: 'From 6 characters the listing’s address and agent are looked up.',
  lookingUp: (mls: string) => `Looking up MLS #${mls}...`,
  noListing: (mls: string) => `No listing found for MLS #${mls}`,
  lookupFailed: (mls: string, message: string) => `Could not look up MLS #${mls}: ${message}`,
  analysisTitle: (mls: string) => `Property analysis for MLS #${mls}`,
  builtIn: (year: number) => `built ${year}`,
  notRequired: 'not required',
  leadPaint: 'Lead-Based Paint Disclosure',
  hoaAddendum: 'HOA Addendum',
  septic: 'Septic Certification',
  /** The analysis toast's message: WARNING first when lead paint or the HOA addendum applies. */
  analysisMessage: (required: readonly string[], warning: boolean) =>
    required.length === 0
      ? 'No additional disclosures are required for this property.'
      : `${warning ? `${messageText('analysis.warning')}: ` : ''}${listed(required)} required.`,
} as const;

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
