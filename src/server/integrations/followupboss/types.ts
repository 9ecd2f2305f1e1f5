/**
 * The wire shapes of the Follow Up Boss API v1 (contracts/external-apis.md section 2). Field
 * names are exact; FUB omits the fields it was not asked for, so most are optional.
 */

/** FUB sends isPrimary as 1/0; some clients write booleans. */
export type FubFlag = 0 | 1 | boolean;

export type FubEmailAddress = {
  value: string;
  type?: string | null;
  status?: string | null;
  isPrimary?: FubFlag | null;
  relationshipId?: number | null;
};

export type FubPhoneNumber = {
  value: string;
  type?: string | null;
  status?: string | null;
  isPrimary?: FubFlag | null;
  /** Digits only, e.g. "2335550124". */
  normalized?: string | null;
  relationshipId?: number | null;
  isLandline?: boolean | null;
};

export type FubAddress = {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  /** The ZIP code. */
  code?: string | null;
  country?: string | null;
  type?: string | null;
};

export type FubSocialData = {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  age?: string | number | null;
  location?: string | null;
  company?: string | null;
  title?: string | null;
  bio?: string | null;
  topics?: string | string[] | null;
  facebook?: string | null;
  twitter?: string | null;
  googleProfile?: string | null;
  googlePlus?: string | null;
  linkedIn?: string | null;
};

export type FubCollaborator = {
  id: number;
  name: string;
  assigned: boolean | number;
  role: string | null;
};

/** A person as GET /v1/people answers it; custom fields (`customXxx`) only with fields=allFields. */
export type FubPerson = {
  id: number;
  created?: string;
  updated?: string;
  createdVia?: string | null;
  lastActivity?: string | null;
  name?: string;
  firstName?: string | null;
  lastName?: string | null;
  stage?: string | null;
  stageId?: number | null;
  type?: string | null;
  source?: string | null;
  sourceId?: number | null;
  sourceUrl?: string | null;
  leadFlowId?: number | null;
  delayed?: boolean;
  contacted?: number;
  price?: number | null;
  assignedLenderId?: number | null;
  assignedLenderName?: string | null;
  assignedUserId?: number | null;
  assignedPondId?: number | null;
  assignedTo?: string | null;
  tags?: string[];
  emails?: FubEmailAddress[];
  phones?: FubPhoneNumber[];
  addresses?: FubAddress[];
  picture?: { small?: string } | null;
  socialData?: FubSocialData | null;
  websiteVisits?: number | null;
  timeframeId?: number | null;
  timeframeUpdated?: string | null;
  timeframeStatus?: string | null;
  timeframeDateRange?: string | null;
  claimed?: boolean;
  dealStatus?: string | null;
  dealStage?: string | null;
  dealName?: string | null;
  dealCloseDate?: string | null;
  dealPrice?: number | null;
  firstToClaimOffer?: boolean;
  collaborators?: FubCollaborator[];
  teamLeaders?: unknown[];
  pondMembers?: unknown[];
  background?: string | null;
  [customField: `custom${string}`]: unknown;
};

/**
 * PUT /v1/people/{id} body: only the fields sent change (contract 2.4); `source` and
 * `sourceUrl` are settable on create only, so they are not here. Custom fields by name.
 */
export type FubPersonUpdate = {
  firstName?: string;
  lastName?: string;
  /** A stage name of the account, e.g. "Hot Lead". */
  stage?: string;
  stageId?: number;
  tags?: string[];
  price?: number;
  assignedTo?: string;
  assignedUserId?: number;
  contacted?: boolean;
  [customField: `custom${string}`]: unknown;
};

/** `property` of an event as sent (numbers) — FUB reads back price/bedrooms/bathrooms as strings. */
export type FubProperty = {
  street?: string;
  city?: string;
  state?: string;
  code?: string;
  mlsNumber?: string;
  price?: number | string;
  forRent?: boolean | number;
  url?: string;
  type?: string;
  bedrooms?: number | string;
  bathrooms?: number | string;
  area?: number | string;
  lot?: number | string;
};

export type FubPropertySearch = {
  city?: string;
  state?: string;
  code?: string;
  neighborhood?: string;
  minPrice?: number;
  maxPrice?: number;
  minBedrooms?: number;
  maxBedrooms?: number;
  minBathrooms?: number;
  maxBathrooms?: number;
  type?: string;
};

export type FubEventType =
  | 'Registration'
  | 'Inquiry'
  | 'Seller Inquiry'
  | 'Property Inquiry'
  | 'General Inquiry'
  | 'Viewed Property'
  | 'Saved Property'
  | 'Visited Website'
  | 'Incoming Call'
  | 'Unsubscribed'
  | 'Property Search'
  | 'Saved Property Search'
  | 'Visited Open House'
  | 'Viewed Page';

/** The person of an event: FUB dedupes it by `id`, else by e-mail or phone. */
export type FubEventPerson = {
  id?: number;
  firstName?: string;
  lastName?: string;
  emails?: Array<{ value: string; type?: string }>;
  phones?: Array<{ value: string; type?: string }>;
  addresses?: FubAddress[];
  tags?: string[];
  stage?: string;
  source?: string;
  sourceUrl?: string;
  price?: number;
  assignedTo?: string;
  contacted?: boolean;
  [customField: `custom${string}`]: unknown;
};

/** POST /v1/events body: the vendor's way to send website leads. */
export type FubEventInput = {
  source: string;
  system: string;
  type: FubEventType;
  message?: string;
  description?: string;
  /** ISO time; more than a day old counts as historical and triggers nothing. */
  occurredAt?: string;
  pageTitle?: string;
  pageUrl?: string;
  pageReferrer?: string;
  pageDuration?: number;
  person?: FubEventPerson;
  property?: FubProperty;
  propertySearch?: FubPropertySearch;
  campaign?: Record<string, string>;
};

/** An event record as FUB reads it back. */
export type FubEvent = {
  id: number;
  created?: string;
  updated?: string;
  occurred?: string | null;
  personId?: number | null;
  message?: string | null;
  description?: string | null;
  additional?: unknown[];
  noteId?: number | null;
  source?: string | null;
  type?: string | null;
  pageTitle?: string | null;
  pageUrl?: string | null;
  pageDuration?: number | null;
  property?:
    | (Omit<FubProperty, 'forRent'> & {
        id?: number;
        forRent?: number;
        lat?: number | null;
        lng?: number | null;
      })
    | null;
  propertySearch?: FubPropertySearch | null;
};

/** POST /v1/notes body (contract 2.6). The note is FUB's key user's, as FUB records it. */
export type FubNoteInput = {
  personId: number;
  subject?: string;
  body: string;
  isHtml: boolean;
};

export type FubNote = {
  id: number;
  created?: string;
  updated?: string;
  createdById?: number | null;
  updatedById?: number | null;
  createdBy?: string | null;
  updatedBy?: string | null;
  personId?: number | null;
  subject?: string | null;
  body?: string | null;
  type?: string | null;
  isHtml?: boolean | number;
  showContent?: boolean;
  actionPlanId?: number | null;
  automationId?: number | null;
  isExternal?: boolean;
  systemId?: number | null;
  systemName?: string | null;
};

/**
 * A logged 1:1 e-mail (GET /v1/emails?personId=). The contract names the endpoint but not the
 * record, so the address fields are read loosely: a string, a list or `{name, email}` objects.
 */
export type FubEmailMessage = {
  id: number;
  created?: string;
  updated?: string;
  personId?: number | null;
  userId?: number | null;
  subject?: string | null;
  /** May be FUB's marker '[CONTENT HIDDEN]'. */
  body?: string | null;
  from?: FubMailbox | null;
  to?: FubMailbox | FubMailbox[] | null;
  cc?: FubMailbox | FubMailbox[] | null;
  isIncoming?: boolean | number;
};
export type FubMailbox = string | { name?: string | null; email?: string | null };

export type FubCustomField = {
  id: number;
  /** e.g. "customLeadScore" */
  name: string;
  label: string;
  type: 'text' | 'date' | 'number' | 'dropdown';
  orderWeight?: number;
  hideIfEmpty?: boolean;
  readOnly?: boolean;
  choices?: string[];
};

/** A user of the account (GET /v1/users): an agent, lender or admin who can be assigned people. */
export type FubUser = {
  id: number;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  role?: string | null;
  status?: string | null;
};

export type FubWebhook = { id: number; event: string; url: string; status?: string };

export type FubIdentity = {
  account: { id: number; domain: string; name: string; owner: { name: string; email: string } };
  user: {
    id: number;
    name: string;
    email: string;
    fuid?: string;
    role: string;
    isOwner: boolean;
    isAdmin: boolean;
    isLender: boolean;
  };
};

export type FubMetadata = {
  collection: string;
  offset: number;
  limit: number;
  total: number;
  next: string | null;
  nextLink: string | null;
};
