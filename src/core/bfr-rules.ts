/*
 * The buyer-file (BFR) rules of the back-office spec, section 4: the commission, the property
 * analysis and how a checklist box is filled when the form loads. Pure, so the admin tool, the
 * client form and the server agree.
 */

import {
  BFR_CHECK_ITEMS,
  BFR_TEXT_FIELDS,
  emptyBfrForm,
  type BfrCheckKey,
  type BfrFormData,
  type BfrTextKey,
} from './bfr-fields';

/** '$450,000' or '450000' as a number; null when there is no number in it. */
function amountOf(text: string): number | null {
  const cleaned = text.replace(/[$,%\s]/g, '');
  if (cleaned === '' || !/^\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * The commission: amount × percent / 100 in whole dollars, '$', ',' and '%' ignored
 * ('450,000' and '3%' → 13500); null until both are numbers.
 */
export function commissionOf(amount: string, percent: string): number | null {
  const a = amountOf(amount);
  const p = amountOf(percent);
  if (a === null || p === null) return null;
  return Math.round((a * p) / 100);
}

/** The commission as the form shows it: '$13,500', or '' until it can be worked out. */
export function commissionText(amount: string, percent: string): string {
  const value = commissionOf(amount, percent);
  return value === null ? '' : `$${value.toLocaleString('en-US')}`;
}

/** The listing facts the analysis reads (spec section 3, property analysis inputs). */
export type PropertyAnalysisInput = {
  yearBuilt: number | null;
  hasHOA: boolean | null;
  hoaFee: number | null;
  hoaName: string | null;
  /** What the HOA fee includes ('Sewer', 'Sewer Service', 'Trash', …). */
  hoaFeeIncludes: readonly string[];
  propertySubType: string | null;
};

export const LEAD_PAINT_LAST_YEAR = 1978;

export type PropertyAnalysis = {
  /** Built in 1978 or earlier: the lead-based paint disclosure is required. */
  leadPaint: boolean;
  /** An HOA (flag, a fee above 0 or a name): the HOA addendum is required. */
  hoaAddendum: boolean;
  /** A single family residence whose HOA fee covers no sewer: the septic certification is required. */
  septic: boolean;
};

export function analyzeProperty(input: PropertyAnalysisInput): PropertyAnalysis {
  const sewerIncluded = input.hoaFeeIncludes.some((item) =>
    ['sewer', 'sewer service'].includes(item.trim().toLowerCase()),
  );
  return {
    leadPaint: input.yearBuilt !== null && input.yearBuilt <= LEAD_PAINT_LAST_YEAR,
    hoaAddendum:
      input.hasHOA === true || (input.hoaFee ?? 0) > 0 || (input.hoaName ?? '').trim() !== '',
    septic: /single family/i.test(input.propertySubType ?? '') && !sewerIncluded,
  };
}

/** Whether a CRM custom field's value means 'received': y, yes, 1 or true, any case. */
export function crmSaysYes(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return (
    typeof value === 'string' && ['y', 'yes', '1', 'true'].includes(value.trim().toLowerCase())
  );
}

/**
 * The boxes whose saved value wins only when it is ticked; an unticked saved box takes the
 * CRM's value instead (spec section 4: BINSR (buyersInspectionNoticeSellerResponse), limited dual consent, affidavit, MLS printout,
 * counter offers, septic, referral, buyer contingency and addendums 2 to 5).
 */
export const SAVED_WINS_ONLY_WHEN_TRUE: ReadonlySet<string> = new Set([
  'buyersInspectionNoticeSellerResponse',
  'limitedDualConsentFormBothAgents',
  'affidavitOfDisclosureNoSubdivided',
  'mlsPrintoutShowingPendingListing',
  'counterOffers',
  'septicCertification',
  'referralAgreement',
  'buyerContingency',
  'addendums2',
  'addendums3',
  'addendums4',
  'addendums5',
]);

/**
 * A checklist box as the form loads it: the saved value when there is one (for the boxes of
 * SAVED_WINS_ONLY_WHEN_TRUE, only when it is ticked), else the CRM's custom field.
 */
export function loadCheckbox(
  field: string,
  saved: boolean | null | undefined,
  crm: unknown,
): boolean {
  if (saved === true) return true;
  if (saved === false && !SAVED_WINS_ONLY_WHEN_TRUE.has(field)) return false;
  return crmSaysYes(crm);
}

/** The inspection date-time (and any text field): the saved one when not blank, else the CRM's. */
export function loadInspectionDateTime(saved: string | null | undefined, crm: unknown): string {
  if (saved && saved.trim() !== '') return saved;
  return typeof crm === 'string' ? crm : '';
}

/**
 * The checklist as the form opens (spec section 4, BFR form loading): each box by
 * `loadCheckbox`, each text field the saved text when not blank, else the CRM's value (the
 * inspection date-time by `loadInspectionDateTime`, the same rule). `crmValue` answers the
 * contact's CRM custom field for a form field (through the field mapping), or undefined.
 */
export function loadBfrForm(
  saved: Partial<BfrFormData> | null,
  crmValue: (key: BfrTextKey | BfrCheckKey) => unknown,
): BfrFormData {
  const form = emptyBfrForm();
  const writable = form as Record<string, string | boolean>;
  for (const item of BFR_CHECK_ITEMS) {
    writable[item.key] = loadCheckbox(item.key, saved?.[item.key], crmValue(item.key));
  }
  for (const field of BFR_TEXT_FIELDS) {
    writable[field.key] = loadInspectionDateTime(saved?.[field.key], crmValue(field.key));
  }
  return form;
}
