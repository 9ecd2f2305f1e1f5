import type { FubCustomField, FubEmailMessage, FubNote, FubPerson } from '../types';

/**
 * A small, believable Follow Up Boss account for running the app against the fake by hand:
 * buyers and sellers of the mountain towns with notes, logged e-mails and custom fields.
 * Deterministic, so two runs show the same account.
 */

type Seeder = {
  seedPerson(partial?: Partial<FubPerson>): FubPerson;
  seedNote(personId: number, partial?: Partial<FubNote>): FubNote;
  seedEmail(personId: number, partial?: Partial<FubEmailMessage>): FubEmailMessage;
  seedCustomField(partial: Partial<FubCustomField> & { label: string }): FubCustomField;
};

const FIRST = [
  'Avery',
  'Jordan',
  'Morgan',
  'Casey',
  'Riley',
  'Quinn',
  'Harper',
  'Rowan',
  'Emery',
  'Sage',
  'Parker',
  'Reese',
];
const LAST = [
  'Holloway',
  'Castillo',
  'Nakamura',
  'Whitfield',
  'Okafor',
  'Lindqvist',
  'Barela',
  'Tso',
  'McAllister',
  'Duarte',
];
const TOWNS = [
  'Payson',
  'Pine',
  'Strawberry',
  'Star Valley',
  'Show Low',
  'Pinetop',
  'Lakeside',
  'Heber',
  'Overgaard',
  'Prescott',
];
const STAGES = [
  'Lead',
  'Hot Lead',
  'Spoke with Customer',
  'Ready to Buy',
  'Showing Homes',
  'Nurture',
];
const ZIPS: Record<string, string> = {
  Payson: '85541',
  Pine: '85544',
  Strawberry: '85544',
  'Star Valley': '85541',
  'Show Low': '85901',
  Pinetop: '85935',
  Lakeside: '85929',
  Heber: '85928',
  Overgaard: '85933',
  Prescott: '86301',
};

/** Seeds 24 people (newest last), a note or two each, a few e-mails and two custom fields. */
export function seedFakeFubDemo(fake: Seeder): void {
  fake.seedCustomField({ label: 'Lead Score', type: 'number' });
  fake.seedCustomField({ label: 'Preferred Town', type: 'dropdown', choices: TOWNS });
  const day = 86_400_000;
  const start = Date.UTC(2026, 8, 1, 16);
  for (let i = 0; i < 24; i++) {
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 7) % LAST.length]!;
    const town = TOWNS[i % TOWNS.length]!;
    const created = new Date(start + i * 2.5 * day).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const handle = `${firstName}.${lastName}`.toLowerCase();
    const person = fake.seedPerson({
      firstName,
      lastName,
      created,
      updated: created,
      lastActivity: created,
      stage: STAGES[i % STAGES.length]!,
      source: i % 3 === 0 ? 'Zillow' : 'ridgeline.example',
      sourceUrl: i % 3 === 0 ? null : 'https://ridgeline.example/new-client',
      price: 325_000 + ((i * 37_500) % 600_000),
      assignedTo: i % 2 === 0 ? 'Dana Agent' : 'Luis Ortega',
      tags: i % 4 === 0 ? ['Cabin', town] : [town],
      emails: [{ value: `${handle}@example.com`, type: 'home', status: 'Valid', isPrimary: 1 }],
      phones: [
        {
          value: `(928) 555-${String(1000 + i * 37).slice(-4)}`,
          type: 'mobile',
          status: 'Valid',
          isPrimary: 1,
          isLandline: false,
        },
      ],
      addresses: [
        {
          street: `${100 + i * 13} W Pine Ridge Rd`,
          city: town,
          state: 'AZ',
          code: ZIPS[town]!,
          country: 'US',
          type: 'home',
        },
      ],
      websiteVisits: (i * 5) % 31,
      timeframeStatus: i % 2 === 0 ? '0-3 Months' : '3-6 Months',
      customLeadScore: String(40 + ((i * 11) % 60)),
      customPreferredTown: town,
    });
    fake.seedNote(person.id, {
      subject: 'First call',
      body: `Looking in ${town}; wants a garage and some acreage. Follow up next week.`,
      created,
    });
    if (i % 3 === 1) {
      fake.seedNote(person.id, {
        subject: 'Showing',
        body: `Toured two homes in ${town}.`,
        created,
      });
      fake.seedEmail(person.id, {
        subject: `Homes in ${town} this week`,
        from: 'dana@ridgeline.example',
        to: [`${handle}@example.com`],
        body: `Hi ${firstName}, here are three new listings in ${town} that match your search.`,
        created,
      });
    }
  }
}
