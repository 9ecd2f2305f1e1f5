import { describe, expect, it } from 'vitest';
import type { CrmCustomField } from '../../../contract/bfr';
import {
  duplicateMappings,
  matchesByName,
  changedRows,
  draftsAfterSave,
  mappingOptions,
  NO_MAPPING,
  shownValue,
} from './fub-mapping-state';
import { FUB_MAPPING_TEXT, groupCountText, saveButtonText, unsavedText } from './fub-mapping-text';

const fields: CrmCustomField[] = [
  { id: 3, name: 'customPurchaseContract', label: 'Purchase Contract', type: 'text' },
  { id: 1, name: 'customCloseDate', label: 'Close Date', type: 'date' },
  { id: 'a2', name: 'customAmount', label: 'amount', type: 'number' },
];

describe('mappingOptions', () => {
  it('offers No mapping, then the fields as Label (type) sorted by label, valued by name', () => {
    expect(mappingOptions(fields, NO_MAPPING, FUB_MAPPING_TEXT)).toEqual([
      { value: '', label: 'No mapping' },
      { value: 'customAmount', label: 'amount (number)' },
      { value: 'customCloseDate', label: 'Close Date (date)' },
      { value: 'customPurchaseContract', label: 'Purchase Contract (text)' },
    ]);
  });

  it('keeps a saved field the CRM no longer lists, marked, right after No mapping', () => {
    const options = mappingOptions(fields, 'customGone', FUB_MAPPING_TEXT);
    expect(options.slice(0, 2)).toEqual([
      { value: '', label: 'No mapping' },
      { value: 'customGone', label: 'customGone (not in the CRM)' },
    ]);
    expect(options).toHaveLength(fields.length + 2);
    expect(mappingOptions(fields, 'customCloseDate', FUB_MAPPING_TEXT)).toHaveLength(
      fields.length + 1,
    );
  });
});

describe('changedRows', () => {
  const codes = ['PC', 'PQPF', 'property', 'closeDate'];
  const saved = { PC: 'customPurchaseContract', closeDate: 'customCloseDate' };

  it('lists the rows whose choice differs from the saved field, in screen order', () => {
    const drafts = {
      closeDate: '',
      property: 'customAmount',
      PC: 'customPurchaseContract',
    };
    expect(changedRows(codes, saved, drafts)).toEqual([
      { formField: 'property', fubField: 'customAmount' },
      { formField: 'closeDate', fubField: '' },
    ]);
  });

  it('has nothing to save when no row was changed, or every change was undone', () => {
    expect(changedRows(codes, saved, {})).toEqual([]);
    expect(changedRows(codes, saved, { PQPF: '', PC: 'customPurchaseContract' })).toEqual([]);
  });

  it('shows the choice, else the saved field, else No mapping', () => {
    expect(shownValue('PC', saved, { PC: '' })).toBe('');
    expect(shownValue('PC', saved, {})).toBe('customPurchaseContract');
    expect(shownValue('PQPF', saved, {})).toBe(NO_MAPPING);
  });
});

describe('draftsAfterSave', () => {
  it('drops the saved choices and keeps those changed while the save ran', () => {
    const sent = [
      { formField: 'PC', fubField: 'customAmount' },
      { formField: 'SD', fubField: '' },
    ];
    expect(draftsAfterSave({ PC: 'customAmount', SD: 'customCloseDate', BA: 'x' }, sent)).toEqual({
      SD: 'customCloseDate',
      BA: 'x',
    });
  });
});

describe('texts', () => {
  it('counts the changes on the Save button and in the notice', () => {
    expect(saveButtonText(0)).toBe('Save Changes');
    expect(saveButtonText(1)).toBe('Save 1 Change');
    expect(saveButtonText(3)).toBe('Save 3 Changes');
    expect(unsavedText(1)).toMatch(/^You have 1 unsaved change\./);
    expect(unsavedText(2)).toMatch(/^You have 2 unsaved changes\./);
    expect(groupCountText(17)).toBe('17 fields');
  });
});

describe('duplicate mappings (issue 41)', () => {
  const codes = ['PC', 'EM', 'closeDate', 'contractDate'];
  it('lists each CRM field chosen for more than one row, saved or chosen, in screen order', () => {
    expect(
      duplicateMappings(codes, { PC: 'customA', closeDate: 'customDate' }, { EM: 'customA' }),
    ).toEqual([{ fubField: 'customA', codes: ['PC', 'EM'] }]);
    expect(
      duplicateMappings(codes, { closeDate: 'customDate' }, { contractDate: 'customDate' }),
    ).toEqual([{ fubField: 'customDate', codes: ['closeDate', 'contractDate'] }]);
  });
  it('says nothing of rows without a mapping, or once a row is set apart', () => {
    expect(duplicateMappings(codes, {}, { PC: '', EM: '' })).toEqual([]);
    expect(duplicateMappings(codes, { PC: 'customA', EM: 'customA' }, { EM: 'customB' })).toEqual(
      [],
    );
  });
});

describe('match by name (issue 41)', () => {
  const rows = [
    { code: 'PC', label: 'Purchase Contract' },
    { code: 'PQPF', label: 'Pre-Qual or Proof of Funds' },
    { code: 'closeDate', label: 'Close of Escrow Date' },
    { code: 'EM', label: 'Earnest Money' },
    { code: 'lenderPhone', label: 'Lender Phone' },
  ];
  const field = (name: string, label: string) => ({ id: name, name, label, type: 'text' });
  const fields = [
    field('customPurchaseContract', 'purchase contract'),
    field('customPreQual', 'Pre-Qual or Proof of Funds!'),
    field('customEscrow', 'Close of Escrow Date'),
    field('customEscrow2', 'Close-of-Escrow date'),
    field('customEM', 'EM'),
    field('customOther', 'Something else'),
  ];
  it('maps unmapped rows to the one CRM field of the same label or code, loosely', () => {
    expect(matchesByName(rows, fields, {}, {})).toEqual({
      PC: 'customPurchaseContract',
      PQPF: 'customPreQual',
      EM: 'customEM',
    });
  });
  it('leaves mapped rows, two matches and fields already taken alone', () => {
    expect(matchesByName(rows, fields, { PC: 'customOther' }, { EM: '' })).toEqual({
      PQPF: 'customPreQual',
      EM: 'customEM',
    });
    expect(matchesByName(rows, fields, {}, { EM: 'customPurchaseContract' })).toEqual({
      PQPF: 'customPreQual',
    });
  });
});
