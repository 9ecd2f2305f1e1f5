import { describe, expect, it } from 'vitest';
import {
  BFR_ANALYSIS_ITEMS,
  BFR_CHECK_ITEMS,
  BFR_LINK_CRM_FIELD,
  BFR_MAPPING_GROUPS,
  BFR_MAPPING_ROWS,
  BFR_PRINT_CHECKLISTS,
  BFR_SECTIONS,
  BFR_TEXT_FIELDS,
  BUILT_IN_CRM_CUSTOM_FIELDS,
  crmValueOf,
  defaultCrmFieldOf,
  emptyBfrForm,
} from './bfr-fields';
import { loadBfrForm } from './bfr-rules';

describe('the BFR field tables', () => {
  it('has the mapping layout of the spec: 17 core, 14 property/contact, 6 date rows', () => {
    expect(BFR_MAPPING_GROUPS.map((g) => [g.title, g.rows.length])).toEqual([
      ['CORE BFR DOCUMENT FIELDS', 17],
      ['PROPERTY & CONTACT INFORMATION', 14],
      ['DATE & TIMELINE FIELDS', 6],
    ]);
    expect(BFR_MAPPING_GROUPS[0]!.rows.map((r) => r.code)).toEqual(
      'PC PQPF ADEF BA MC SD WF BBEEA SCA EM SPDS CLUE BINSR CI LAL SS CN'.split(' '),
    );
    expect(BFR_MAPPING_GROUPS[1]!.rows.map((r) => r.code)).toEqual([
      'property',
      'mlsNumber',
      'amount',
      'percentage',
      'commission',
      'sellersName',
      'listingAgent',
      'listingAgentPhone',
      'listingAgentEmail',
      'lendersName',
      'lenderPhone',
      'lenderEmail',
      'escrowOfficer',
      'escrowOfficerPhone',
    ]);
    expect(BFR_MAPPING_GROUPS[2]!.rows.map((r) => r.code)).toEqual([
      'contractDate',
      'closeDate',
      'appraisalDate',
      'inspectionPeriodEndDate',
      'inspectionScheduledDateTime',
      'inspectionName',
    ]);
  });

  it('names every item once, in a known section', () => {
    const keys = [...BFR_TEXT_FIELDS, ...BFR_CHECK_ITEMS].map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    const sections = new Set<string>(BFR_SECTIONS.map((s) => s.id));
    for (const f of [...BFR_TEXT_FIELDS, ...BFR_CHECK_ITEMS]) expect(sections).toContain(f.section);
    const printed = new Set<string>(BFR_PRINT_CHECKLISTS.map((c) => c.id));
    for (const item of BFR_CHECK_ITEMS) expect(printed).toContain(item.section);
    for (const key of Object.values(BFR_ANALYSIS_ITEMS)) expect(keys).toContain(key);
  });

  it('keeps the spec names of the document boxes', () => {
    const keys = BFR_CHECK_ITEMS.map((i) => i.key);
    for (const name of [
      'titleCommitment',
      'deedRecording',
      'addendums5',
      'counterOffers',
      'hoaAddendumActiveHOA',
      'sellerPropertyDisclosureStatementSPDS',
      'onsiteWasteWaterTreatmentFacility',
    ]) {
      expect(keys).toContain(name);
    }
  });

  it('reads the core boxes from customXxx fields when nothing is mapped', () => {
    expect(defaultCrmFieldOf('PC')).toBe('customPC');
    expect(defaultCrmFieldOf('BINSR')).toBe('customBINSR');
    expect(defaultCrmFieldOf('property')).toBeNull();
    const names = BUILT_IN_CRM_CUSTOM_FIELDS.map((f) => f.name);
    expect(names).toContain('customPC');
    expect(names).toContain('customMlsNumber');
    // one per mapping row, and the client link
    expect(new Set(names).size).toBe(BFR_MAPPING_ROWS.length + 1);
    expect(BFR_MAPPING_ROWS).toHaveLength(37);
    expect(BUILT_IN_CRM_CUSTOM_FIELDS.find((f) => f.name === BFR_LINK_CRM_FIELD)).toEqual({
      name: 'customBFRLink',
      label: 'BFR Link',
      type: 'text',
    });
    expect(BUILT_IN_CRM_CUSTOM_FIELDS.find((f) => f.name === 'customCloseDate')?.type).toBe('date');
  });

  it('writes boxes to the CRM as Yes or No and text as typed', () => {
    expect(crmValueOf(true)).toBe('Yes');
    expect(crmValueOf(false)).toBe('No');
    expect(crmValueOf('Payson')).toBe('Payson');
  });

  it('opens an empty form with the CRM values filled in', () => {
    const crm: Record<string, unknown> = { purchaseContract: 'yes', property: '1 Main St' };
    const form = loadBfrForm(null, (key) => crm[key]);
    expect(form.purchaseContract).toBe(true);
    expect(form.wireFraud).toBe(false);
    expect(form.property).toBe('1 Main St');
    const saved = { ...emptyBfrForm(), property: '9 Pine Rd', purchaseContract: false };
    const reloaded = loadBfrForm(saved, (key) => crm[key]);
    expect(reloaded.property).toBe('9 Pine Rd');
    expect(reloaded.purchaseContract).toBe(false);
  });
});
