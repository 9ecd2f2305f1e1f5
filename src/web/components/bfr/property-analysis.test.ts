import { describe, expect, it } from 'vitest';
import { bfrForm, listingAgentReply } from '../../testing/bfr-fixtures';
import { BFR_SHARED_TEXT as TEXT } from './bfr-shared-text';
import { analysisLines, analysisToast, needsIfNeeded, requiredBoxes } from './property-analysis';

describe('property analysis on the page', () => {
  it('requires the boxes of the terms that apply', () => {
    expect([...requiredBoxes({ leadPaint: true, hoaAddendum: false, septic: true })]).toEqual([
      'leadBasedPaintDisclosure',
      'septicCertification',
    ]);
    expect(requiredBoxes(undefined).size).toBe(0);
    // every required box is a box of the form
    const form = bfrForm();
    for (const key of requiredBoxes({ leadPaint: true, hoaAddendum: true, septic: true })) {
      expect(form[key]).toBe(false);
    }
  });

  it('opens If Needed for lead paint or the HOA addendum, not for septic alone', () => {
    expect(needsIfNeeded({ leadPaint: false, hoaAddendum: true, septic: false })).toBe(true);
    expect(needsIfNeeded({ leadPaint: false, hoaAddendum: false, septic: true })).toBe(false);
    expect(needsIfNeeded(undefined)).toBe(false);
  });

  it("toasts 'Property Analysis Complete', destructive with WARNING for lead paint or HOA", () => {
    expect(analysisToast({ leadPaint: true, hoaAddendum: true, septic: true })).toEqual({
      title: TEXT.analysisComplete,
      description:
        'WARNING: Lead-Based Paint Disclosure, HOA Addendum and Septic Certification required.',
      variant: 'destructive',
    });
    expect(analysisToast({ leadPaint: false, hoaAddendum: false, septic: false })).toEqual({
      title: TEXT.analysisComplete,
      description: 'No additional disclosures are required for this property.',
    });
  });

  it('says why each term applies: the year built, the HOA, the property type', () => {
    const lines = analysisLines(listingAgentReply());
    expect(lines.map(({ term, required, why }) => [term, required, why])).toEqual([
      ['leadPaint', true, 'built 1965'],
      ['hoaAddendum', true, 'Pine Ridge HOA'],
      ['septic', false, 'Single Family Residence'],
    ]);
    const feeOnly = analysisLines(listingAgentReply({ property: { hoaName: null, hoaFee: 45.5 } }));
    expect(feeOnly[1]!.why).toBe('HOA fee $45.50');
  });
});
