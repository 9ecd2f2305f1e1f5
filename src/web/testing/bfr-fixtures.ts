import type { BfrPublicContactReply, ListingAgentReply } from '../../contract/bfr';
import { emptyBfrForm, type BfrFormData } from '../../core/bfr-fields';

/** A buyer file's checklist: blank and unticked but for what a test is about. */
export const bfrForm = (overrides: Partial<BfrFormData> = {}): BfrFormData => ({
  ...emptyBfrForm(),
  ...overrides,
});

type ListingOverrides = {
  agent?: Partial<ListingAgentReply['agent']>;
  property?: Partial<ListingAgentReply['property']>;
  analysis?: Partial<ListingAgentReply['analysis']>;
};

/** GET /api/listing-agent/{mls}: a 1965 house with an HOA (lead paint and HOA addendum apply). */
export function listingAgentReply(overrides: ListingOverrides = {}): ListingAgentReply {
  return {
    success: true,
    agent: {
      listingAgent: 'Morgan Reyes',
      listingAgentPhone: '928-555-0199',
      listingAgentEmail: 'morgan@pinesrealty.example',
      ...overrides.agent,
    },
    property: {
      id: 9,
      mlsNumber: '6543210',
      address: '412 W Pine Ridge Rd, Payson, AZ 85541',
      price: 450_000,
      yearBuilt: 1965,
      propertySubType: 'Single Family Residence',
      hasHOA: true,
      hoaFee: 45,
      hoaName: 'Pine Ridge HOA',
      hoaFeeIncludes: ['Sewer'],
      ...overrides.property,
    },
    analysis: { leadPaint: true, hoaAddendum: true, septic: false, ...overrides.analysis },
  };
}

type PublicContactOverrides = {
  contact?: Partial<BfrPublicContactReply['contact']>;
  form?: Partial<BfrFormData>;
  bfrUpdatedAt?: string | null;
};

/** GET /api/bfr/contact/{contactId} as the client's form receives it (no CRM fields). */
export function bfrPublicContactReply(
  overrides: PublicContactOverrides = {},
): BfrPublicContactReply {
  return {
    success: true,
    contact: {
      id: 101,
      name: 'Harper Lane',
      email: 'harper@example.com',
      phone: '928-555-0101',
      ...overrides.contact,
    },
    form: bfrForm(overrides.form),
    bfrUpdatedAt: overrides.bfrUpdatedAt ?? null,
  };
}
