import { describe, expect, it } from 'vitest';
import { BFR_CHECK_ITEMS, BFR_TEXT_FIELDS } from '../../../core/bfr-fields';
import { BFR_FORM_CARDS, BFR_FORM_FIELD_ORDER, cardsOf } from './bfr-form-layout';

describe("the client's form layout", () => {
  it('has the eight cards of the spec, in its order', () => {
    expect(BFR_FORM_CARDS.map((card) => card.title)).toEqual([
      'BUYER INFORMATION',
      'PROPERTY INFORMATION',
      'LISTING AGENT INFORMATION',
      'LENDER INFORMATION',
      'CONTRACT WRITTEN',
      'AFTER CONTRACT',
      'ESCROW IMPORTANT DATES',
      'IF NEEDED',
    ]);
  });

  it('shows every text field and every box exactly once', () => {
    const shown = BFR_FORM_FIELD_ORDER;
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(
      [...BFR_TEXT_FIELDS.map((f) => f.key), ...BFR_CHECK_ITEMS.map((i) => i.key)].sort(),
    );
  });

  it('keeps each checklist in its card, in the shared order', () => {
    const boxesOf = (id: string) => BFR_FORM_CARDS.find((c) => c.id === id)!.boxes;
    expect(boxesOf('contractWritten')).toEqual(
      BFR_CHECK_ITEMS.filter((i) => i.section === 'contractWritten'),
    );
    expect(boxesOf('afterContract').every((b) => b.section === 'afterAcceptance')).toBe(true);
    expect(boxesOf('escrowDates').every((b) => b.section === 'escrow')).toBe(true);
    expect(boxesOf('ifNeeded').map((b) => b.key)).toContain('leadBasedPaintDisclosure');
  });

  it('shows the buyer’s own phone and e-mail from the contact, and works the commission out', () => {
    const modes = Object.fromEntries(
      BFR_FORM_CARDS.flatMap((c) => c.fields).map((f) => [f.key, f.mode]),
    );
    expect(modes).toMatchObject({
      buyerPhone: 'fromContact',
      buyerEmail: 'fromContact',
      buyerName2: 'edit',
      sellersName: 'edit',
      commission: 'computed',
      mlsNumber: 'edit',
    });
  });

  it('finds the cards of fields, each once', () => {
    expect(cardsOf(['closeDate', 'escrowOfficer', 'lenderEmail', 'nope'])).toEqual([
      'escrowDates',
      'lender',
    ]);
  });
});
