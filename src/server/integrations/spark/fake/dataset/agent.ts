import type { Place } from './context';
import { pad } from './format';
import { FIRST_NAMES, LAST_NAMES, OFFICES } from './names';
import type { Rng } from './random';

/**
 * The listing agent and office, and the agent-only texts (private remarks, showing instructions).
 */

type Agent = {
  first: string;
  last: string;
  phone: string;
  email: string;
  office: string;
  officePhone: string;
};

/** Agents are stable per (region, agent number), so the same names recur across listings. */
export function pickAgent(rng: Rng, place: Place): Agent {
  const offices = OFFICES[place.profile.region];
  const agentNo = rng.int(0, 59);
  const officeNo = agentNo % offices.length;
  const office = offices[officeNo] as string;
  const first = FIRST_NAMES[(agentNo * 7 + officeNo) % FIRST_NAMES.length] as string;
  const last = LAST_NAMES[
    (agentNo * 11 + place.profile.region.length) % LAST_NAMES.length
  ] as string;
  const area = place.profile.phoneArea;
  const domain = `${office.toLowerCase().replace(/[^a-z]/g, '')}.com`;
  return {
    first,
    last,
    phone: `${area}-555-0${pad(100 + ((agentNo * 37 + area.length) % 900), 3)}`,
    email: `${first}.${last}@${domain}`.toLowerCase(),
    office,
    officePhone: `${area}-555-01${pad(officeNo, 2)}`,
  };
}

/** PrivateRemarks: notes meant for other agents only. */
export function privateRemarks(rng: Rng): string {
  return rng
    .sample(
      [
        `Seller prefers a ${rng.pick([30, 45])}-day close.`,
        `Lockbox on ${rng.pick(['front door', 'side gate', 'propane tank'])}.`,
        'Call listing agent before writing an offer.',
        `Tenant occupied until ${rng.pick(['March', 'June', 'September'])}; 24 hours notice required.`,
        `Septic inspection completed in ${rng.int(2023, 2025)}.`,
        'Seller is a licensed real estate agent in Arizona.',
      ],
      rng.int(1, 2),
    )
    .join(' ');
}

/** How to arrange a showing, with the agent phone or a lockbox code. */
export function showingInstructions(rng: Rng, phone: string): string {
  return rng.pick([
    `Call listing agent at ${phone}.`,
    'ShowingTime; 2 hours notice please.',
    `Go direct; lockbox on front door, code ${pad(rng.int(0, 9999), 4)}.`,
    'Appointment only; dogs on property.',
    'Vacant; go and show.',
  ]);
}
