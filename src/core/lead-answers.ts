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

/** The answers with one text each, in form order (the situation's four boxes are one line). */
export type AnswerField = Exclude<
  keyof LeadAnswerValues,
  'currentlyOwnHome' | 'needToSellFirst' | 'preApproved' | 'workingWithAgent' | 'urgency'
>;

const ANSWER_LINES: ReadonlyArray<readonly [label: string, field: AnswerField]> = [
  ['Interest', 'buyOrSellInterest'],
  ['Timeframe', 'timeframe'],
  ['Price range', 'priceRange'],
  ['Bedrooms', 'bedrooms'],
  ['Bathrooms', 'bathrooms'],
  ['Square feet', 'sqft'],
  ['Property type', 'propertyType'],
  ['Preferred areas', 'preferredAreas'],
  ['Wish list', 'homeWishList'],
  ['Financing', 'financingType'],
  ['Down payment', 'downPaymentAmount'],
  ['Additional needs', 'additionalNeeds'],
  ['Comments', 'comments'],
  ['Heard about us', 'howDidYouHear'],
  ['Referral source', 'referralSource'],
  ['Preferred contact', 'preferredContact'],
  ['Best time to contact', 'bestTimeToContact'],
];

/** How each choice reads (its option's label, a capitalised word); free text as typed. */
const DISPLAY: Partial<Record<AnswerField, (value: string) => string>> = {
  buyOrSellInterest: (v) => labelOf(BUY_OR_SELL_OPTIONS, v),
  timeframe: (v) => labelOf(TIMEFRAME_OPTIONS, v),
  priceRange: (v) => labelOf(PRICE_RANGE_OPTIONS, v),
  propertyType: (v) => labelOf(LEAD_PROPERTY_TYPE_OPTIONS, v),
  financingType: (v) => FINANCING_LABELS[v] ?? v,
  howDidYouHear: capitalized,
  preferredContact: capitalized,
  bestTimeToContact: capitalized,
};

/**
 * One answer as an agent reads it ('$400,000 - $600,000' for '400000-600000'; the wish list
 * comma-separated), or undefined when it was not answered.
 */
export function answerText(a: LeadAnswerValues, field: AnswerField): string | undefined {
  if (field === 'homeWishList') {
    return a.homeWishList && a.homeWishList.length > 0 ? a.homeWishList.join(', ') : undefined;
  }
  const value = a[field]?.trim();
  if (!value) return undefined;
  return DISPLAY[field]?.(value) ?? value;
}

/** Labelled answers in form order; unanswered questions and unchecked boxes are left out. */
export function describeLeadAnswers(a: LeadAnswerValues): Array<[label: string, answer: string]> {
  const lines: Array<[string, string]> = [];
  const situation = [
    a.currentlyOwnHome && 'Currently owns a home',
    a.needToSellFirst && 'Needs to sell first',
    a.preApproved && 'Pre-approved',
    a.workingWithAgent && 'Working with an agent',
  ].filter((s): s is string => Boolean(s));
  if (situation.length > 0) lines.push(['Current situation', situation.join(', ')]);
  for (const [label, field] of ANSWER_LINES) {
    const answer = answerText(a, field);
    if (answer !== undefined) lines.push([label, answer]);
  }
  return lines;
}

/** The answers as plain-text lines 'Label: answer'. */
export function leadAnswersText(a: LeadAnswerValues): string {
  return describeLeadAnswers(a)
    .map(([label, answer]) => `${label}: ${answer}`)
    .join('\n');
}
