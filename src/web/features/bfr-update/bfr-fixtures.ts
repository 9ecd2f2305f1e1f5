import type { BfrContactReply, ListingAgentReply } from '../../../contract/bfr';
import { emptyBfrForm, type BfrFormData } from '../../../core/bfr-fields';

/** A checklist: blank and unticked but for what a test is about. */
export const bfrForm = (overrides: Partial<BfrFormData> = {}): BfrFormData => ({
  ...emptyBfrForm(),
  ...overrides,
});

type ContactOverrides = Partial<Omit<BfrContactReply, 'contact' | 'form'>> & {
  contact?: Partial<BfrContactReply['contact']>;
  form?: Partial<BfrFormData>;
};

/** GET /api/admin/bfr/contact/{nameOrEmail} as the server answers it; override what a test is about. */
export function bfrContactReply(overrides: ContactOverrides = {}): BfrContactReply {
  const contact: BfrContactReply['contact'] = {
    id: 101,
    name: 'Harper Lane',
    email: 'harper@example.com',
    phone: '928-555-0101',
    customFields: {},
    bfrData: null,
    bfrUpdatedAt: null,
    ...overrides.contact,
  };
  return {
    success: true,
    contact,
    form: bfrForm(overrides.form),
    matches: overrides.matches ?? [{ id: contact.id, name: contact.name, email: contact.email }],
  };
}

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
