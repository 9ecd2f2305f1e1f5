/**
 * A CRM contact's stage as the back office shows it (back-office spec section 3, 'stage labels
 * with colors'): hot lead red, spoke with customer blue, ready to buy green, showing homes
 * purple, nurture amber, any other stage gray. The stage is the CRM's own text (Follow Up Boss
 * stage names, or the built-in CRM's), so it is matched loosely: case, spaces, hyphens and
 * underscores do not matter ('hot_lead', 'Hot Lead', 'HOT-LEAD').
 */

export type StageColor = 'red' | 'blue' | 'green' | 'purple' | 'amber' | 'gray';

export type StageDisplay = {
  /** What the badge says: the spec's label for a known stage, else the CRM's own text. */
  label: string;
  color: StageColor;
};

/** The label shown for a contact without a stage. */
export const NO_STAGE_LABEL = 'No stage';

/** The stage value the hot-leads pages list (Follow Up Boss's stage name). */
export const HOT_LEAD_STAGE = 'Hot Lead';

/** The stages with a colour of their own, keyed by their normalized text. */
const KNOWN_STAGES: Record<string, StageDisplay> = {
  'hot lead': { label: HOT_LEAD_STAGE, color: 'red' },
  'spoke with customer': { label: 'Spoke with Customer', color: 'blue' },
  'ready to buy': { label: 'Ready to Buy', color: 'green' },
  'showing homes': { label: 'Showing Homes', color: 'purple' },
  nurture: { label: 'Nurture', color: 'amber' },
};

/** A stage's text reduced for matching: lower case, one space between words. */
export function normalizedStage(stage: string): string {
  return stage
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** The label and colour of a stage (gray 'No stage' when the contact has none). */
export function stageDisplay(stage: string | null | undefined): StageDisplay {
  const text = stage?.trim() ?? '';
  if (text === '') return { label: NO_STAGE_LABEL, color: 'gray' };
  return KNOWN_STAGES[normalizedStage(text)] ?? { label: text, color: 'gray' };
}

/** True when the stage is the hot-lead stage (however the CRM writes it). */
export function isHotLeadStage(stage: string | null | undefined): boolean {
  return stage != null && normalizedStage(stage) === 'hot lead';
}
