import type { LeadFormInput } from '../../contract/leads';

let counter = 0;

/**
 * A complete, valid new-client submission, a new person at every call (name, e-mail and phone
 * numbered); override what a test is about. Shared by the API tests and the e2e journeys.
 */
export function validLead(overrides: Partial<LeadFormInput> = {}): LeadFormInput {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`;
  return {
    firstName: 'Avery',
    lastName: `Lead${n}`,
    email: `avery.lead${n}@example.com`,
    phone: `(928) 555-${String(1000 + (counter % 9000)).padStart(4, '0')}`,
    currentlyOwnHome: true,
    needToSellFirst: false,
    preApproved: true,
    workingWithAgent: false,
    buyOrSellInterest: 'buying',
    timeframe: '1-3months',
    priceRange: '400000-600000',
    bedrooms: '3',
    bathrooms: '2',
    sqft: '1,500-2,500',
    propertyType: 'single-family',
    homeWishList: [],
    elapsedMs: 45_000,
    ...overrides,
  };
}
