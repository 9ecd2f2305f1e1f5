import type { ListingAgentReply } from '../../../contract/bfr';
import { BFR_ANALYSIS_ITEMS, type BfrCheckKey } from '../../../core/bfr-fields';
import type { PropertyAnalysis } from '../../../core/bfr-rules';
import type { ToastInput } from '../ui/use-toast';
import { BFR_SHARED_TEXT as TEXT } from './bfr-shared-text';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

type AnalysisTerm = keyof typeof BFR_ANALYSIS_ITEMS;

/** The analysis terms in the order the page and the toast name them, with their words. */
const TERMS: readonly { term: AnalysisTerm; label: string }[] = [
  { term: 'leadPaint', label: TEXT.leadPaint },
  { term: 'hoaAddendum', label: TEXT.hoaAddendum },
  { term: 'septic', label: TEXT.septic },
];

/** The checklist boxes the analysis makes required (shown in red with REQUIRED). */
export function requiredBoxes(analysis: PropertyAnalysis | undefined): ReadonlySet<BfrCheckKey> {
  if (!analysis) return new Set();
  return new Set(
    TERMS.filter(({ term }) => analysis[term]).map(({ term }) => BFR_ANALYSIS_ITEMS[term]),
  );
}

/** Lead paint or the HOA addendum: the If Needed section opens, and the toast warns. */
export const needsIfNeeded = (analysis: PropertyAnalysis | undefined) =>
  Boolean(analysis && (analysis.leadPaint || analysis.hoaAddendum));

/** 'Property Analysis Complete', destructive with WARNING when lead paint or HOA applies. */
export function analysisToast(analysis: PropertyAnalysis): ToastInput {
  const required = TERMS.filter(({ term }) => analysis[term]).map(({ label }) => label);
  const warning = needsIfNeeded(analysis);
  return {
    title: TEXT.analysisComplete,
    description: TEXT.analysisMessage(required, warning),
    ...(warning ? { variant: 'destructive' as const } : {}),
  };
}

/** One line of the analysis panel per term: its words, whether it applies, and why. */
export function analysisLines(listing: ListingAgentReply) {
  const { property, analysis } = listing;
  const why: Record<AnalysisTerm, string | null> = {
    leadPaint: property.yearBuilt === null ? null : TEXT.builtIn(property.yearBuilt),
    hoaAddendum:
      property.hoaName?.trim() ||
      (property.hoaFee ? `HOA fee ${USD.format(property.hoaFee)}` : null) ||
      (property.hasHOA ? 'HOA' : null),
    septic: property.propertySubType,
  };
  return TERMS.map(({ term, label }) => ({
    term,
    label,
    required: analysis[term],
    why: why[term],
  }));
}
