import type { Agent } from '../../../contract/agents';
import type {
  ContactsListReply,
  CrmActivity,
  CrmContact,
  CrmEmail,
  CrmNote,
} from '../../../contract/crm';

/** A CRM contact as the API answers it; override what a test is about. */
export function contactFixture(overrides: Partial<CrmContact> = {}): CrmContact {
  return {
    id: 101,
    name: 'Harper Lane',
    firstName: 'Harper',
    lastName: 'Lane',
    stage: 'Hot Lead',
    source: 'Website',
    price: 450_000,
    assignedTo: 'Rita Agent',
    created: '2026-11-02T17:00:00.000Z',
    updated: '2026-11-24T18:00:00.000Z',
    lastActivity: '2026-11-25T21:05:00.000Z',
    createdVia: 'Form',
    emails: [{ value: 'harper@example.com', isPrimary: true, type: 'home' }],
    phones: [{ value: '928-555-0101', isPrimary: true, type: 'mobile' }],
    addresses: [{ street: '12 Pine St', city: 'Payson', state: 'AZ', zip: '85541' }],
    picture: null,
    tags: ['Buyer', 'Payson'],
    socialData: null,
    collaborators: [],
    websiteVisits: null,
    timeframeDateRange: null,
    timeframeStatus: null,
    dealName: null,
    dealStage: null,
    dealStatus: null,
    dealPrice: null,
    dealCloseDate: null,
    sourceUrl: null,
    carrier: null,
    lineType: null,
    leadAnswers: null,
    ...overrides,
  };
}

/** One of the team's agents as GET /api/agents answers it. */
export function agentFixture(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 7,
    username: 'rita',
    email: 'rita@ridgeline.example',
    name: 'Rita Agent',
    ...overrides,
  };
}

/** A page of contacts (GET /api/contacts and /api/contacts/search). */
export function listReply(
  contacts: CrmContact[],
  { page = 1, totalPages = 1, totalInAccount = contacts.length } = {},
): ContactsListReply {
  return { success: true, contacts, totalInAccount, totalPages, page };
}

export function noteFixture(overrides: Partial<CrmNote> = {}): CrmNote {
  return {
    id: 1,
    subject: 'Called',
    body: 'Wants a cabin near Pine.',
    isHtml: false,
    created: '2026-11-25T21:05:00.000Z',
    createdBy: 'Rita Agent',
    systemName: null,
    ...overrides,
  };
}

export function emailFixture(overrides: Partial<CrmEmail> = {}): CrmEmail {
  return {
    id: 1,
    subject: 'Cabins in Pine',
    from: 'rita@ridgeline.example',
    to: ['harper@example.com'],
    body: 'Here are three cabins.',
    created: '2026-11-20T16:30:00.000Z',
    ...overrides,
  };
}

export function activityFixture(overrides: Partial<CrmActivity> = {}): CrmActivity {
  return {
    id: 1,
    activityType: 'Viewed Property',
    userId: null,
    description: 'Viewed 123 Main St, Payson',
    created: '2026-11-24T15:00:00.000Z',
    ...overrides,
  };
}
