import { digitsOnly } from './number-format';

/*
 * The team's contact details ship with made-up values so a fresh install shows a complete
 * page. A site that goes live with them sends visitors to a phone nobody answers and to links
 * that lead nowhere, so the operations view and a production start name the ones still in force.
 */

/** The identity fields the admin panel's General tab and the SITE_* variables set. */
export type TeamIdentity = {
  agentName: string;
  phone: string;
  photoUrl: string;
  officeAddress: string;
  aboutUrl: string;
  bridgeLenderUrl: string;
};

export type TeamIdentityField = keyof TeamIdentity;

/** What the server starts with when neither the environment nor the panel says otherwise. */
export const SAMPLE_IDENTITY: TeamIdentity = {
  agentName: 'Dana Whitfield',
  phone: '(928) 555-0142',
  photoUrl: '/agent-photo.svg',
  officeAddress: '512 S Beeline Hwy, Payson, AZ 85541',
  aboutUrl: 'https://www.ridgelinerealty.example',
  bridgeLenderUrl: 'https://www.bridgeloanpartner.example/apply',
};

/** How the fields are named to an admin (the General tab's labels). */
export const IDENTITY_FIELD_LABELS: Record<TeamIdentityField, string> = {
  agentName: 'Agent name',
  phone: 'Phone',
  photoUrl: 'Agent photo',
  officeAddress: 'Office address',
  aboutUrl: 'About link',
  bridgeLenderUrl: 'Bridge-loan lender link',
};

const IDENTITY_FIELDS = Object.keys(IDENTITY_FIELD_LABELS) as TeamIdentityField[];

/** A North American number in the 555 exchange: reserved for fiction, never a real line. */
function isFictionalPhone(phone: string): boolean {
  const digits = digitsOnly(phone).replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 && digits.slice(3, 6) === '555';
}

/** Hosts reserved for examples (RFC 2606): no one can answer there. */
function isExampleLink(link: string): boolean {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'example' || host.endsWith('.example') || /(^|\.)example\.(com|net|org)$/.test(host)
  );
}

function isSample(field: TeamIdentityField, value: string): boolean {
  const trimmed = value.trim();
  switch (field) {
    case 'phone':
      return isFictionalPhone(trimmed);
    case 'aboutUrl':
    case 'bridgeLenderUrl':
      return isExampleLink(trimmed);
    default:
      return trimmed.toLowerCase() === SAMPLE_IDENTITY[field].toLowerCase();
  }
}

/** The fields of the identity in force that are still the shipped samples, in form order. */
export function sampleIdentityFields(identity: TeamIdentity): TeamIdentityField[] {
  return IDENTITY_FIELDS.filter((field) => isSample(field, identity[field]));
}
