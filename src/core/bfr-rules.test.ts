import { describe, expect, it } from 'vitest';
import {
  analyzeProperty,
  commissionOf,
  commissionText,
  crmSaysYes,
  loadCheckbox,
  loadInspectionDateTime,
  type PropertyAnalysisInput,
} from './bfr-rules';

describe('commission', () => {
  it('is amount × percent / 100 in whole dollars, ignoring $ , and %', () => {
    expect(commissionOf('450,000', '3%')).toBe(13500);
    expect(commissionOf('$450,000', '3')).toBe(13500);
    expect(commissionText('450000', '2.5%')).toBe('$11,250');
    expect(commissionOf('399,999', '2.75')).toBe(11000);
  });

  it('waits for both numbers', () => {
    expect(commissionOf('', '3')).toBeNull();
    expect(commissionOf('450,000', 'three')).toBeNull();
    expect(commissionText('450,000', '')).toBe('');
  });
});

const base: PropertyAnalysisInput = {
  yearBuilt: 1995,
  hasHOA: false,
  hoaFee: 0,
  hoaName: '',
  hoaFeeIncludes: [],
  propertySubType: 'Townhouse',
};

describe('property analysis', () => {
  it('needs lead paint for 1978 and earlier', () => {
    expect(analyzeProperty({ ...base, yearBuilt: 1978 }).leadPaint).toBe(true);
    expect(analyzeProperty({ ...base, yearBuilt: 1979 }).leadPaint).toBe(false);
    expect(analyzeProperty({ ...base, yearBuilt: null }).leadPaint).toBe(false);
  });

  it('needs the HOA addendum for the flag, a fee above 0 or a name', () => {
    expect(analyzeProperty(base).hoaAddendum).toBe(false);
    expect(analyzeProperty({ ...base, hasHOA: true }).hoaAddendum).toBe(true);
    expect(analyzeProperty({ ...base, hoaFee: 45 }).hoaAddendum).toBe(true);
    expect(analyzeProperty({ ...base, hoaName: 'Chaparral Pines' }).hoaAddendum).toBe(true);
    expect(analyzeProperty({ ...base, hoaName: '   ' }).hoaAddendum).toBe(false);
  });

  it('needs septic for a single family residence whose HOA fee includes no sewer', () => {
    const house = { ...base, propertySubType: 'Single Family Residence' };
    expect(analyzeProperty(house).septic).toBe(true);
    expect(analyzeProperty({ ...house, hoaFeeIncludes: ['Trash', 'Sewer'] }).septic).toBe(false);
    expect(analyzeProperty({ ...house, hoaFeeIncludes: ['sewer service'] }).septic).toBe(false);
    expect(analyzeProperty(base).septic).toBe(false);
  });
});

describe('loading a checklist box', () => {
  it('reads the CRM as yes for y, yes, 1 or true in any case', () => {
    for (const yes of ['y', 'Y', 'yes', 'YES', '1', 'true', 'True', true, 1]) {
      expect(crmSaysYes(yes), String(yes)).toBe(true);
    }
    for (const no of ['n', 'no', '0', 'false', '', null, undefined, 2]) {
      expect(crmSaysYes(no), String(no)).toBe(false);
    }
  });

  it('prefers the saved value, else the CRM', () => {
    expect(loadCheckbox('PC', true, 'no')).toBe(true);
    expect(loadCheckbox('PC', false, 'yes')).toBe(false);
    expect(loadCheckbox('PC', null, 'yes')).toBe(true);
    expect(loadCheckbox('PC', undefined, undefined)).toBe(false);
  });

  it('lets a saved box of the special list win only when ticked', () => {
    for (const field of [
      'buyersInspectionNoticeSellerResponse',
      'septicCertification',
      'addendums2',
      'addendums5',
      'counterOffers',
    ]) {
      expect(loadCheckbox(field, false, 'Yes'), field).toBe(true);
      expect(loadCheckbox(field, true, 'no'), field).toBe(true);
      expect(loadCheckbox(field, false, 'no'), field).toBe(false);
    }
    // addendum 1 is not on the list: an unticked save wins
    expect(loadCheckbox('addendums1', false, 'Yes')).toBe(false);
  });

  it('takes the saved inspection date-time, else the CRM one', () => {
    expect(loadInspectionDateTime('2026-12-01T10:00', '2026-11-30T09:00')).toBe('2026-12-01T10:00');
    expect(loadInspectionDateTime('', '2026-11-30T09:00')).toBe('2026-11-30T09:00');
    expect(loadInspectionDateTime(null, 42)).toBe('');
  });
});
