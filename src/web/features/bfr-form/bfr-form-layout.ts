import {
  BFR_CHECK_ITEMS,
  BFR_TEXT_FIELDS,
  type BfrCheckItem,
  type BfrCheckKey,
  type BfrChecklistId,
  type BfrFormData,
  type BfrTextField,
  type BfrTextKey,
} from '../../../core/bfr-fields';

/*
 * The client's form (back-office spec section 2, BFR client form) lays the shared checklist
 * (core/bfr-fields.ts) out in its own eight cards: the text fields by name, the boxes by their
 * checklist. Every field and every box is in exactly one card (bfr-form-layout.test.ts).
 */

export type BfrFormCardId =
  | 'buyer'
  | 'property'
  | 'listingAgent'
  | 'lender'
  | 'contractWritten'
  | 'afterContract'
  | 'escrowDates'
  | 'ifNeeded';

/**
 * How a text field shows: typed by the client, shown from the contact (the buyer's own phone and
 * e-mail: the file's value, else the contact's; read-only), or worked out (the commission).
 */
export type BfrFormFieldMode = 'edit' | 'fromContact' | 'computed';

export type BfrFormCardField = BfrTextField & { key: BfrTextKey; mode: BfrFormFieldMode };
export type BfrFormCardBox = BfrCheckItem & { key: BfrCheckKey };

export type BfrFormCard = {
  id: BfrFormCardId;
  title: string;
  fields: readonly BfrFormCardField[];
  boxes: readonly BfrFormCardBox[];
};

/** The cards in the spec's order, with their text fields (by name) and checklist (boxes). */
const CARDS: readonly {
  id: BfrFormCardId;
  title: string;
  fields: readonly BfrTextKey[];
  checklist: BfrChecklistId | null;
}[] = [
  {
    id: 'buyer',
    title: 'BUYER INFORMATION',
    fields: ['buyerPhone', 'buyerEmail', 'buyerName2', 'buyerPhone2', 'buyerEmail2', 'sellersName'],
    checklist: null,
  },
  {
    id: 'property',
    title: 'PROPERTY INFORMATION',
    fields: ['mlsNumber', 'property', 'amount', 'percentage', 'commission'],
    checklist: null,
  },
  {
    id: 'listingAgent',
    title: 'LISTING AGENT INFORMATION',
    fields: ['listingAgent', 'listingAgentPhone', 'listingAgentEmail'],
    checklist: null,
  },
  {
    id: 'lender',
    title: 'LENDER INFORMATION',
    fields: ['lendersName', 'lenderPhone', 'lenderEmail'],
    checklist: null,
  },
  { id: 'contractWritten', title: 'CONTRACT WRITTEN', fields: [], checklist: 'contractWritten' },
  { id: 'afterContract', title: 'AFTER CONTRACT', fields: [], checklist: 'afterAcceptance' },
  {
    id: 'escrowDates',
    title: 'ESCROW IMPORTANT DATES',
    fields: [
      'contractDate',
      'inspectionPeriodEndDate',
      'inspectionScheduledDateTime',
      'inspectionName',
      'appraisalDate',
      'closeDate',
      'escrowOfficer',
      'escrowOfficerPhone',
    ],
    checklist: 'escrow',
  },
  { id: 'ifNeeded', title: 'IF NEEDED', fields: [], checklist: 'ifNeeded' },
];

const FROM_CONTACT: ReadonlySet<BfrTextKey> = new Set(['buyerPhone', 'buyerEmail']);
const COMPUTED: ReadonlySet<BfrTextKey> = new Set(['commission']);

const modeOf = (key: BfrTextKey): BfrFormFieldMode =>
  FROM_CONTACT.has(key) ? 'fromContact' : COMPUTED.has(key) ? 'computed' : 'edit';

const fieldOf = (key: BfrTextKey): BfrFormCardField => {
  const field = (BFR_TEXT_FIELDS as readonly (BfrTextField & { key: BfrTextKey })[]).find(
    (f) => f.key === key,
  );
  if (!field) throw new Error(`No BFR text field ${key}`);
  return { ...field, mode: modeOf(key) };
};

export const BFR_FORM_CARDS: readonly BfrFormCard[] = CARDS.map((card) => ({
  id: card.id,
  title: card.title,
  fields: card.fields.map(fieldOf),
  boxes:
    card.checklist === null
      ? []
      : (BFR_CHECK_ITEMS as readonly BfrFormCardBox[]).filter(
          (item) => item.section === card.checklist,
        ),
}));

/** Every field of the form in the order shown (the first with a message is focused). */
export const BFR_FORM_FIELD_ORDER: readonly (keyof BfrFormData)[] = BFR_FORM_CARDS.flatMap(
  (card) => [...card.fields.map((f) => f.key), ...card.boxes.map((b) => b.key)],
);

const CARD_OF = new Map<string, BfrFormCardId>(
  BFR_FORM_CARDS.flatMap((card) =>
    [...card.fields, ...card.boxes].map((item) => [item.key, card.id] as const),
  ),
);

/** The cards holding these fields. */
export function cardsOf(keys: readonly string[]): BfrFormCardId[] {
  return [...new Set(keys.flatMap((key) => CARD_OF.get(key) ?? []))];
}
