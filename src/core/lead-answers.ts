import {
  BUY_OR_SELL_OPTIONS,
  LEAD_PROPERTY_TYPE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  TIMEFRAME_OPTIONS,
} from './lead-options';

/**
 * The new-client form's answers as an agent reads them: labelled lines in form order, only
 * the questions the visitor answered. One wording for the CRM event message, the built-in
 * CRM's contact page and the Apps Script sheet.
 */

/** The answers this module reads (a subset of the contract's LeadAnswers, all optional). */
export type LeadAnswerValues = {
  currentlyOwnHome?: boolean;
  needToSellFirst?: boolean;
  preApproved?: boolean;
  workingWithAgent?: boolean;
  buyOrSellInterest?: string;
  timeframe?: string;
  priceRange?: string;
  bedrooms?: string;
  bathrooms?: string;
  sqft?: string;
  propertyType?: string;
  preferredAreas?: string;
  financingType?: string;
  downPaymentAmount?: string;
  additionalNeeds?: string;
  homeWishList?: readonly string[];
  comments?: string;
  howDidYouHear?: string;
  referralSource?: string;
  preferredContact?: string;
  bestTimeToContact?: string;
  urgency?: string;
};

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

const FINANCING_LABELS: Record<string, string> = {
  conventional: 'Conventional',
  fha: 'FHA',
  va: 'VA',
  cash: 'Cash',
  other: 'Other',
};

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Labelled answers in form order; unanswered questions and unchecked boxes are left out. */
export function describeLeadAnswers(a: LeadAnswerValues): Array<[label: string, answer: string]> {
  const lines: Array<[string, string]> = [];
  const add = (label: string, value: string | undefined) => {
    if (value !== undefined && value.trim() !== '') lines.push([label, value.trim()]);
  };
  const situation = [
    a.currentlyOwnHome && 'Currently owns a home',
    a.needToSellFirst && 'Needs to sell first',
    a.preApproved && 'Pre-approved',
    a.workingWithAgent && 'Working with an agent',
  ].filter((s): s is string => Boolean(s));
  if (situation.length > 0) add('Current situation', situation.join(', '));
  if (a.buyOrSellInterest) add('Interest', labelOf(BUY_OR_SELL_OPTIONS, a.buyOrSellInterest));
  if (a.timeframe) add('Timeframe', labelOf(TIMEFRAME_OPTIONS, a.timeframe));
  if (a.priceRange) add('Price range', labelOf(PRICE_RANGE_OPTIONS, a.priceRange));
  add('Bedrooms', a.bedrooms);
  add('Bathrooms', a.bathrooms);
  add('Square feet', a.sqft);
  if (a.propertyType) add('Property type', labelOf(LEAD_PROPERTY_TYPE_OPTIONS, a.propertyType));
  add('Preferred areas', a.preferredAreas);
  if (a.homeWishList && a.homeWishList.length > 0) add('Wish list', a.homeWishList.join(', '));
  if (a.financingType) add('Financing', FINANCING_LABELS[a.financingType] ?? a.financingType);
  add('Down payment', a.downPaymentAmount);
  add('Additional needs', a.additionalNeeds);
  add('Comments', a.comments);
  if (a.howDidYouHear) add('Heard about us', capitalized(a.howDidYouHear));
  add('Referral source', a.referralSource);
  if (a.preferredContact) add('Preferred contact', capitalized(a.preferredContact));
  if (a.bestTimeToContact) add('Best time to contact', capitalized(a.bestTimeToContact));
  return lines;
}

/** The answers as plain-text lines 'Label: answer'. */
export function leadAnswersText(a: LeadAnswerValues): string {
  return describeLeadAnswers(a)
    .map(([label, answer]) => `${label}: ${answer}`)
    .join('\n');
}
