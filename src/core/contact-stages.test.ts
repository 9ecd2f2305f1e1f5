import { describe, expect, it } from 'vitest';
import { HOT_LEAD_STAGE, isHotLeadStage, NO_STAGE_LABEL, stageDisplay } from './contact-stages';

describe('stageDisplay', () => {
  it('gives each stage of the spec its colour and label', () => {
    expect(stageDisplay('Hot Lead')).toEqual({ label: 'Hot Lead', color: 'red' });
    expect(stageDisplay('Spoke with Customer')).toEqual({
      label: 'Spoke with Customer',
      color: 'blue',
    });
    expect(stageDisplay('Ready to Buy')).toEqual({ label: 'Ready to Buy', color: 'green' });
    expect(stageDisplay('Showing Homes')).toEqual({ label: 'Showing Homes', color: 'purple' });
    expect(stageDisplay('Nurture')).toEqual({ label: 'Nurture', color: 'amber' });
  });

  it('matches the CRM text loosely: case, spaces, hyphens and underscores', () => {
    expect(stageDisplay('hot_lead')).toEqual({ label: 'Hot Lead', color: 'red' });
    expect(stageDisplay('  HOT-LEAD ')).toEqual({ label: 'Hot Lead', color: 'red' });
    expect(stageDisplay('spoke  with customer')).toEqual({
      label: 'Spoke with Customer',
      color: 'blue',
    });
    expect(stageDisplay('NURTURE').color).toBe('amber');
  });

  it('shows any other stage as the CRM writes it, in gray', () => {
    expect(stageDisplay('Lead')).toEqual({ label: 'Lead', color: 'gray' });
    expect(stageDisplay(' Closed ')).toEqual({ label: 'Closed', color: 'gray' });
    expect(stageDisplay('Hot Leads')).toEqual({ label: 'Hot Leads', color: 'gray' });
  });

  it("says 'No stage' for a contact without one", () => {
    expect(stageDisplay(null)).toEqual({ label: NO_STAGE_LABEL, color: 'gray' });
    expect(stageDisplay(undefined)).toEqual({ label: NO_STAGE_LABEL, color: 'gray' });
    expect(stageDisplay('   ')).toEqual({ label: NO_STAGE_LABEL, color: 'gray' });
  });
});

describe('isHotLeadStage', () => {
  it('is true for the hot-lead stage however it is written', () => {
    expect(isHotLeadStage(HOT_LEAD_STAGE)).toBe(true);
    expect(isHotLeadStage('hot lead')).toBe(true);
    expect(isHotLeadStage('Hot_Lead')).toBe(true);
  });

  it('is false for other stages and none', () => {
    expect(isHotLeadStage('Lead')).toBe(false);
    expect(isHotLeadStage('Hot Leads')).toBe(false);
    expect(isHotLeadStage(null)).toBe(false);
    expect(isHotLeadStage('')).toBe(false);
  });
});
