// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BFR_CHECK_ITEMS, BFR_PRINT_CHECKLISTS } from '../../../core/bfr-fields';
import { resetBrowser } from '../../testing/reset-browser';
import { bfrForm } from '../../testing/bfr-fixtures';
import {
  PRINT_BLANK,
  PRINT_TICKED,
  PRINT_UNTICKED,
  printDate,
  printDateTime,
  printMoney,
  printPercent,
  printText,
} from './bfr-print-format';
import { BfrPrintSheet, PRINT_SHEET_CLASS, PRINT_SHEET_TEXT } from './bfr-print-sheet';

const buyer = { name: 'Harper Lane', phone: '928-555-0101', email: 'harper@example.com' };

function renderSheet(form = bfrForm()) {
  render(<BfrPrintSheet form={form} buyer={buyer} />);
  return screen.getByTestId('bfr-print-sheet');
}

/** The printed values after a label, in the order printed. */
const valuesOf = (sheet: HTMLElement, label: string) =>
  within(sheet)
    .getAllByText(`${label}:`)
    .map((dt) => dt.nextElementSibling?.textContent);

const item = (sheet: HTMLElement, key: string) =>
  sheet.querySelector(`[data-item="${key}"]`) as HTMLElement;

afterEach(() => resetBrowser());

describe('BfrPrintSheet', () => {
  it('prints the title, every block and blanks as underscores', () => {
    const sheet = renderSheet();
    expect(within(sheet).getByRole('heading', { name: PRINT_SHEET_TEXT.title })).toBeTruthy();
    for (const label of ['MLS', 'Property', 'Amount', 'Percent', 'Commission', 'Inspector']) {
      expect(valuesOf(sheet, label)).toEqual([PRINT_BLANK]);
    }
    for (const block of [
      'BUYER',
      'SECOND BUYER',
      'SELLER',
      'LENDER',
      'ESCROW OFFICER',
      'LISTING AGENT',
      PRINT_SHEET_TEXT.notes,
    ]) {
      expect(within(sheet).getByRole('heading', { name: block })).toBeTruthy();
    }
    // buyer, second buyer, seller, lender, escrow officer, listing agent
    expect(valuesOf(sheet, 'Name')).toEqual([
      'Harper Lane',
      PRINT_BLANK,
      PRINT_BLANK,
      PRINT_BLANK,
      PRINT_BLANK,
      PRINT_BLANK,
    ]);
    expect(valuesOf(sheet, PRINT_SHEET_TEXT.titleCompany)).toEqual([PRINT_BLANK]);
    expect(PRINT_BLANK).toBe('__________');
    expect(sheet.classList.contains(PRINT_SHEET_CLASS)).toBe(true);
  });

  it('prints the values of the file, amounts with $ and the percentage with %', () => {
    const sheet = renderSheet(
      bfrForm({
        mlsNumber: '6543210',
        property: '412 W Pine Ridge Rd, Payson, AZ 85541',
        amount: '450,000',
        percentage: '3',
        commission: '$13,500',
        lendersName: 'Rim Country Lending',
        lenderEmail: 'loans@rimcountry.example',
        listingAgentEmail: 'morgan@pinesrealty.example',
        contractDate: '2026-03-09',
        inspectionScheduledDateTime: '2026-03-12T14:30',
      }),
    );
    expect(valuesOf(sheet, 'MLS')).toEqual(['6543210']);
    expect(valuesOf(sheet, 'Property')).toEqual(['412 W Pine Ridge Rd, Payson, AZ 85541']);
    expect(valuesOf(sheet, 'Amount')).toEqual(['$450,000']);
    expect(valuesOf(sheet, 'Percent')).toEqual(['3%']);
    expect(valuesOf(sheet, 'Commission')).toEqual(['$13,500']);
    expect(valuesOf(sheet, 'Contract')).toEqual(['03/09/2026']);
    expect(valuesOf(sheet, 'Inspection')).toEqual(['03/12/2026 2:30 PM']);
    // the NOTES / EMAIL lines name the lender's and listing agent's e-mails
    expect(valuesOf(sheet, PRINT_SHEET_TEXT.lender)).toEqual(['loans@rimcountry.example']);
    expect(valuesOf(sheet, PRINT_SHEET_TEXT.listingAgent)).toEqual(['morgan@pinesrealty.example']);
  });

  it('prints the four checklists in order, every box ticked or not', () => {
    const sheet = renderSheet(bfrForm({ purchaseContract: true, finalWalkThrough: true }));
    const lists = [...sheet.querySelectorAll('[data-checklist]')];
    expect(lists.map((list) => list.querySelector('h3')?.textContent)).toEqual(
      BFR_PRINT_CHECKLISTS.map((list) => list.title),
    );
    expect(sheet.querySelectorAll('[data-item]')).toHaveLength(BFR_CHECK_ITEMS.length);
    expect(item(sheet, 'purchaseContract').textContent).toBe(`${PRINT_TICKED} Purchase Contract`);
    expect(item(sheet, 'finalWalkThrough').textContent).toBe(`${PRINT_TICKED} Final Walk-Through`);
    expect(item(sheet, 'wireFraud').textContent).toBe(`${PRINT_UNTICKED} Wire Fraud Advisory`);
  });

  it('prints the HOA addendum red when ticked, and only then', () => {
    const plain = renderSheet();
    expect(item(plain, 'hoaAddendumActiveHOA').className).not.toContain('text-red');
    resetBrowser();

    const sheet = renderSheet(bfrForm({ hoaAddendumActiveHOA: true, purchaseContract: true }));
    expect(item(sheet, 'hoaAddendumActiveHOA').className).toContain('text-red-700');
    expect(item(sheet, 'hoaAddendumActiveHOA').textContent).toContain(PRINT_TICKED);
    expect(item(sheet, 'purchaseContract').className).not.toContain('text-red');
  });

  it('carries the print rules: the sheet alone, on a US Letter page with half-inch margins', () => {
    const sheet = renderSheet();
    const css = sheet.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@media print');
    expect(css).toContain('@page { size: letter; margin: 0.5in; }');
    expect(css).toContain(`:not(:has(.${PRINT_SHEET_CLASS})`);
    // on screen the sheet is hidden; printing shows it
    expect(sheet.className).toContain('hidden');
    expect(sheet.className).toContain('print:block');
  });
});

describe('print formats', () => {
  it('prints blanks as underscores, and values trimmed', () => {
    expect(printText('')).toBe(PRINT_BLANK);
    expect(printText('   ')).toBe(PRINT_BLANK);
    expect(printText(' Pat ')).toBe('Pat');
    expect(printMoney('')).toBe(PRINT_BLANK);
    expect(printMoney('$450,000')).toBe('$450,000');
    expect(printPercent('2.5%')).toBe('2.5%');
  });

  it('prints dates as MM/DD/YYYY and times on a 12-hour clock', () => {
    expect(printDate('2026-12-01')).toBe('12/01/2026');
    expect(printDate('next week')).toBe('next week');
    expect(printDateTime('2026-03-12T00:05')).toBe('03/12/2026 12:05 AM');
    expect(printDateTime('2026-03-12T12:00')).toBe('03/12/2026 12:00 PM');
    expect(printDateTime('')).toBe(PRINT_BLANK);
  });
});
