/*
 * The buyer file (BFR) checklist of the back-office spec (sections 2, 3 and 9), defined once:
 * every text field and document box with its label, its section of the admin tool, its
 * checklist on the printed sheet and its CRM mapping code. The database columns, the zod
 * contract, the admin tool, the print view and the field-mapping screen are all built from
 * these tables, so adding a box is one line here (and a migration).
 *
 * Names: one name per item (the admin tool's long names, e.g. `purchaseContract`). The spec's
 * 17 document codes (PC, PQPF, … CN) are kept as the items' `code`: they are the mapping
 * screen's row keys and the default CRM custom field (`customPC`). The spec hides two names
 * behind `{hash}`; we call them `earnestMoney` (code EM) and `leadBasedPaintDisclosure`.
 */

/** The admin tool's collapsible sections, in the spec's order. */
export const BFR_SECTIONS = [
  { id: 'property', title: 'Property Information' },
  { id: 'contractWritten', title: 'Contract Written' },
  { id: 'afterAcceptance', title: 'After Contract Acceptance' },
  { id: 'escrow', title: 'Escrow' },
  { id: 'ifNeeded', title: 'If Needed' },
] as const;

export type BfrSectionId = (typeof BFR_SECTIONS)[number]['id'];

/** How a text field is entered and checked. */
export type BfrTextKind =
  'text' | 'mls' | 'money' | 'percent' | 'phone' | 'email' | 'date' | 'datetime';

export type BfrTextField = {
  readonly key: string;
  readonly label: string;
  readonly section: BfrSectionId;
  readonly kind: BfrTextKind;
  /** The field-mapping group it is a row of; absent: not mappable (buyer contact details). */
  readonly mapping?: 'property' | 'dates';
};

/** The text fields, in the order the admin tool shows them within their section. */
export const BFR_TEXT_FIELDS = [
  { key: 'mlsNumber', label: 'MLS Number', section: 'property', kind: 'mls', mapping: 'property' },
  {
    key: 'property',
    label: 'Property Address',
    section: 'property',
    kind: 'text',
    mapping: 'property',
  },
  {
    key: 'amount',
    label: 'Purchase Amount',
    section: 'property',
    kind: 'money',
    mapping: 'property',
  },
  {
    key: 'percentage',
    label: 'Percentage',
    section: 'property',
    kind: 'percent',
    mapping: 'property',
  },
  {
    key: 'commission',
    label: 'Commission',
    section: 'property',
    kind: 'money',
    mapping: 'property',
  },
  {
    key: 'sellersName',
    label: "Seller's Name",
    section: 'property',
    kind: 'text',
    mapping: 'property',
  },
  {
    key: 'listingAgent',
    label: 'Listing Agent',
    section: 'property',
    kind: 'text',
    mapping: 'property',
  },
  {
    key: 'listingAgentPhone',
    label: 'Listing Agent Phone',
    section: 'property',
    kind: 'phone',
    mapping: 'property',
  },
  {
    key: 'listingAgentEmail',
    label: 'Listing Agent Email',
    section: 'property',
    kind: 'email',
    mapping: 'property',
  },
  { key: 'buyerPhone', label: 'Buyer Phone', section: 'property', kind: 'phone' },
  { key: 'buyerEmail', label: 'Buyer Email', section: 'property', kind: 'email' },
  { key: 'buyerName2', label: 'Second Buyer Name', section: 'property', kind: 'text' },
  { key: 'buyerPhone2', label: 'Second Buyer Phone', section: 'property', kind: 'phone' },
  { key: 'buyerEmail2', label: 'Second Buyer Email', section: 'property', kind: 'email' },
  {
    key: 'lendersName',
    label: "Lender's Name",
    section: 'property',
    kind: 'text',
    mapping: 'property',
  },
  {
    key: 'lenderPhone',
    label: 'Lender Phone',
    section: 'property',
    kind: 'phone',
    mapping: 'property',
  },
  {
    key: 'lenderEmail',
    label: 'Lender Email',
    section: 'property',
    kind: 'email',
    mapping: 'property',
  },
  {
    key: 'escrowOfficer',
    label: 'Escrow Officer',
    section: 'escrow',
    kind: 'text',
    mapping: 'property',
  },
  {
    key: 'escrowOfficerPhone',
    label: 'Escrow Officer Phone',
    section: 'escrow',
    kind: 'phone',
    mapping: 'property',
  },
  {
    key: 'contractDate',
    label: 'Contract Date',
    section: 'escrow',
    kind: 'date',
    mapping: 'dates',
  },
  {
    key: 'closeDate',
    label: 'Close of Escrow Date',
    section: 'escrow',
    kind: 'date',
    mapping: 'dates',
  },
  {
    key: 'appraisalDate',
    label: 'Appraisal Date',
    section: 'escrow',
    kind: 'date',
    mapping: 'dates',
  },
  {
    key: 'inspectionPeriodEndDate',
    label: 'Inspection Period End Date',
    section: 'escrow',
    kind: 'date',
    mapping: 'dates',
  },
  {
    key: 'inspectionScheduledDateTime',
    label: 'Inspection Scheduled Date & Time',
    section: 'escrow',
    kind: 'datetime',
    mapping: 'dates',
  },
  {
    key: 'inspectionName',
    label: "Inspector's Name",
    section: 'escrow',
    kind: 'text',
    mapping: 'dates',
  },
] as const satisfies readonly BfrTextField[];

export type BfrTextKey = (typeof BFR_TEXT_FIELDS)[number]['key'];

/** The printed sheet's checklists, in the spec's order. */
export const BFR_PRINT_CHECKLISTS = [
  { id: 'contractWritten', title: 'WHEN CONTRACT WRITTEN' },
  { id: 'escrow', title: 'ESCROW' },
  { id: 'afterAcceptance', title: 'AFTER CONTRACT ACCEPTANCE' },
  { id: 'ifNeeded', title: 'IF NEEDED' },
] as const;

export type BfrChecklistId = (typeof BFR_PRINT_CHECKLISTS)[number]['id'];

export type BfrCheckItem = {
  readonly key: string;
  readonly label: string;
  /** Section of the admin tool, which is also the printed checklist. */
  readonly section: BfrChecklistId;
  /** One of the spec's 17 core document codes (a field-mapping row). */
  readonly code?: string;
};

/** The document-received boxes (all default false), in the order shown and printed. */
export const BFR_CHECK_ITEMS = [
  { key: 'purchaseContract', code: 'PC', label: 'Purchase Contract', section: 'contractWritten' },
  {
    key: 'preQualOrProofOfFunds',
    code: 'PQPF',
    label: 'Pre-Qual or Proof of Funds',
    section: 'contractWritten',
  },
  {
    key: 'agencyDisclosureElectionForm',
    code: 'ADEF',
    label: 'Agency Disclosure & Election Form',
    section: 'contractWritten',
  },
  { key: 'buyersAdvisory', code: 'BA', label: "Buyer's Advisory", section: 'contractWritten' },
  {
    key: 'marketConditions',
    code: 'MC',
    label: 'Market Conditions Advisory',
    section: 'contractWritten',
  },
  {
    key: 'supplementalDisclosure',
    code: 'SD',
    label: 'Supplemental Disclosure',
    section: 'contractWritten',
  },
  { key: 'wireFraud', code: 'WF', label: 'Wire Fraud Advisory', section: 'contractWritten' },
  {
    key: 'buyerBrokerExclusiveEmploymentAgreement',
    code: 'BBEEA',
    label: 'Buyer-Broker Exclusive Employment Agreement',
    section: 'contractWritten',
  },
  {
    key: 'buyerBrokerAgreementToShowProperty',
    label: 'Buyer-Broker Agreement to Show Property',
    section: 'contractWritten',
  },
  {
    key: 'compensationAgreementBetweenBroker',
    label: 'Compensation Agreement Between Brokers',
    section: 'contractWritten',
  },
  {
    key: 'sellerCompensationAddendum',
    code: 'SCA',
    label: 'Seller Compensation Addendum',
    section: 'contractWritten',
  },
  { key: 'earnestMoney', code: 'EM', label: 'Earnest Money', section: 'afterAcceptance' },
  {
    key: 'sellerPropertyDisclosureStatementSPDS',
    code: 'SPDS',
    label: "Seller's Property Disclosure Statement (SPDS)",
    section: 'afterAcceptance',
  },
  {
    key: 'insuranceClaimHistoryCLUEReport',
    code: 'CLUE',
    label: 'Insurance Claim History (CLUE) Report',
    section: 'afterAcceptance',
  },
  {
    key: 'buyersInspectionNoticeSellerResponse',
    code: 'BINSR',
    label: "Buyer's Inspection Notice & Seller's Response (BINSR)",
    section: 'afterAcceptance',
  },
  {
    key: 'commissionInstructions',
    code: 'CI',
    label: 'Commission Instructions',
    section: 'afterAcceptance',
  },
  {
    key: 'loanApprovalLetter',
    code: 'LAL',
    label: 'Loan Approval Letter',
    section: 'afterAcceptance',
  },
  { key: 'titleCommitment', label: 'Title Commitment', section: 'afterAcceptance' },
  { key: 'inspectionReport', label: 'Inspection Report', section: 'afterAcceptance' },
  { key: 'appraisalReport', label: 'Appraisal Report', section: 'afterAcceptance' },
  { key: 'insuranceBinder', label: 'Insurance Binder', section: 'afterAcceptance' },
  { key: 'termiteInspection', label: 'Termite Inspection', section: 'afterAcceptance' },
  { key: 'survey', label: 'Survey', section: 'afterAcceptance' },
  { key: 'settlementStatement', code: 'SS', label: 'Settlement Statement', section: 'escrow' },
  { key: 'cureNotices', code: 'CN', label: 'Cure Notices', section: 'escrow' },
  { key: 'loanDocsAndInstructions', label: 'Loan Documents & Instructions', section: 'escrow' },
  { key: 'downPaymentVerification', label: 'Down Payment Verification', section: 'escrow' },
  { key: 'finalWalkThrough', label: 'Final Walk-Through', section: 'escrow' },
  { key: 'keysAndGarageRemotes', label: 'Keys & Garage Remotes', section: 'escrow' },
  { key: 'warrantyDocuments', label: 'Warranty Documents', section: 'escrow' },
  { key: 'deedRecording', label: 'Deed Recording', section: 'escrow' },
  { key: 'addendums1', label: 'Addendum 1', section: 'ifNeeded' },
  { key: 'addendums2', label: 'Addendum 2', section: 'ifNeeded' },
  { key: 'addendums3', label: 'Addendum 3', section: 'ifNeeded' },
  { key: 'addendums4', label: 'Addendum 4', section: 'ifNeeded' },
  { key: 'addendums5', label: 'Addendum 5', section: 'ifNeeded' },
  { key: 'counterOffers', label: 'Counter Offers', section: 'ifNeeded' },
  { key: 'hoaAddendumActiveHOA', label: 'HOA Addendum (Active HOA)', section: 'ifNeeded' },
  {
    key: 'leadBasedPaintDisclosure',
    label: 'Lead-Based Paint Disclosure (built 1978 or earlier)',
    section: 'ifNeeded',
  },
  {
    key: 'limitedDualConsentFormBothAgents',
    label: 'Limited Dual Consent Form (Both Agents)',
    section: 'ifNeeded',
  },
  {
    key: 'affidavitOfDisclosureNoSubdivided',
    label: 'Affidavit of Disclosure (Unsubdivided Land)',
    section: 'ifNeeded',
  },
  { key: 'septicCertification', label: 'Septic Certification', section: 'ifNeeded' },
  { key: 'domesticWellSPDSAddendum', label: 'Domestic Well SPDS Addendum', section: 'ifNeeded' },
  {
    key: 'onsiteWasteWaterTreatmentFacility',
    label: 'Onsite Wastewater Treatment Facility',
    section: 'ifNeeded',
  },
  { key: 'referralAgreement', label: 'Referral Agreement', section: 'ifNeeded' },
  {
    key: 'mlsPrintoutShowingPendingListing',
    label: 'MLS Printout Showing Pending Listing',
    section: 'ifNeeded',
  },
  { key: 'buyerContingency', label: 'Buyer Contingency', section: 'ifNeeded' },
  { key: 'additionalClauseAddendum', label: 'Additional Clause Addendum', section: 'ifNeeded' },
] as const satisfies readonly BfrCheckItem[];

export type BfrCheckKey = (typeof BFR_CHECK_ITEMS)[number]['key'];

/** The items the property analysis can require (section 4), by analysis term. */
export const BFR_ANALYSIS_ITEMS = {
  leadPaint: 'leadBasedPaintDisclosure',
  hoaAddendum: 'hoaAddendumActiveHOA',
  septic: 'septicCertification',
} as const satisfies Record<string, BfrCheckKey>;

/** The HOA addendum box prints red when ticked (spec, print view). */
export const BFR_PRINT_RED_WHEN_TICKED: ReadonlySet<BfrCheckKey> = new Set([
  'hoaAddendumActiveHOA',
]);

/** The whole record as the form edits it: text fields as strings ('' = blank), boxes as booleans. */
export type BfrFormData = Record<BfrTextKey, string> & Record<BfrCheckKey, boolean>;

/** An empty checklist: every text blank, every box unticked. */
export function emptyBfrForm(): BfrFormData {
  return Object.fromEntries([
    ...BFR_TEXT_FIELDS.map((f) => [f.key, ''] as const),
    ...BFR_CHECK_ITEMS.map((i) => [i.key, false] as const),
  ]) as BfrFormData;
}

/*
 * The field-mapping screen (spec: 17 core, 14 property/contact, 6 date rows). A row's code is
 * the document code for the core group and the field's key for the other two.
 */

export type BfrMappingGroupId = 'core' | 'property' | 'dates';

export type BfrMappingRow = {
  readonly code: string;
  readonly label: string;
  /** The form field the row maps. */
  readonly key: BfrTextKey | BfrCheckKey;
  readonly kind: 'checkbox' | BfrTextKind;
};

function coreRows(): BfrMappingRow[] {
  const rows: BfrMappingRow[] = [];
  for (const item of BFR_CHECK_ITEMS as readonly BfrCheckItem[]) {
    if (item.code) {
      rows.push({
        code: item.code,
        label: item.label,
        key: item.key as BfrCheckKey,
        kind: 'checkbox',
      });
    }
  }
  return rows;
}

/** The spec lists the property rows with the address first; the admin tool asks the MLS number first. */
const PROPERTY_ROW_FIRST: BfrTextKey = 'property';

function textRows(group: 'property' | 'dates'): BfrMappingRow[] {
  const fields = (BFR_TEXT_FIELDS as readonly BfrTextField[]).filter((f) => f.mapping === group);
  const ordered = [
    ...fields.filter((f) => f.key === PROPERTY_ROW_FIRST),
    ...fields.filter((f) => f.key !== PROPERTY_ROW_FIRST),
  ];
  return ordered.map((f) => ({
    code: f.key,
    label: f.label,
    key: f.key as BfrTextKey,
    kind: f.kind,
  }));
}

export const BFR_MAPPING_GROUPS: readonly {
  id: BfrMappingGroupId;
  title: string;
  rows: readonly BfrMappingRow[];
}[] = [
  { id: 'core', title: 'CORE BFR DOCUMENT FIELDS', rows: coreRows() },
  { id: 'property', title: 'PROPERTY & CONTACT INFORMATION', rows: textRows('property') },
  { id: 'dates', title: 'DATE & TIMELINE FIELDS', rows: textRows('dates') },
];

export const BFR_MAPPING_ROWS: readonly BfrMappingRow[] = BFR_MAPPING_GROUPS.flatMap((g) => g.rows);

/** The mapping codes, for the contract's enum. */
export const BFR_MAPPING_CODES = BFR_MAPPING_ROWS.map((r) => r.code) as [string, ...string[]];

/**
 * The CRM custom field a mapping row reads when the admin mapped none: the spec's
 * `custom{CODE}` names for the 17 core boxes (customPC, …); the other rows read nothing.
 */
export function defaultCrmFieldOf(code: string): string | null {
  return BFR_MAPPING_GROUPS[0]!.rows.some((r) => r.code === code) ? `custom${code}` : null;
}

/**
 * The CRM custom field that holds the contact's client link (/bfr/{id}), written when a link is
 * generated (spec: 'link added to the contact's custom fields'). Follow Up Boss names a field
 * labelled 'BFR Link' this way.
 */
export const BFR_LINK_CRM_FIELD = 'customBFRLink';

/**
 * The built-in CRM's own custom fields: one per mapping row, named as Follow Up Boss names
 * them (`custom` + PascalCase), so the mapping screen and the write-back work the same on
 * both CRMs, and the client link. Checkbox rows are text fields holding 'Yes' or 'No'.
 */
export const BUILT_IN_CRM_CUSTOM_FIELDS: readonly {
  name: string;
  label: string;
  type: 'text' | 'date';
}[] = [
  ...BFR_MAPPING_ROWS.map((row) => ({
    name: `custom${row.code.charAt(0).toUpperCase()}${row.code.slice(1)}`,
    label: row.kind === 'checkbox' ? `${row.label} (${row.code})` : row.label,
    type: row.kind === 'date' ? ('date' as const) : ('text' as const),
  })),
  { name: BFR_LINK_CRM_FIELD, label: 'BFR Link', type: 'text' },
];

/** A form value as a CRM custom field holds it: boxes as 'Yes'/'No', text as typed. */
export function crmValueOf(value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}
