import { describe, expect, it } from 'vitest';
import { buildFubEvent, leadReference } from './fub-event';
import { retryDelayMs } from './outbox';

const submission = {
  firstName: 'Quinn',
  lastName: 'Ponderosa',
  email: 'quinn@example.com',
  phone: '928-555-0188',
  buyOrSellInterest: 'selling',
  timeframe: 'immediately',
  priceRange: '0-200000',
};
const site = { source: 'homes.ridgeline.example', system: 'Ridgeline' };

describe('buildFubEvent', () => {
  it('makes a Registration with the person, tags, budget and a message that names the lead', () => {
    const event = buildFubEvent({
      submission,
      submissionId: 42,
      submittedAt: new Date('2026-11-20T17:30:00Z'),
      property: null,
      pageUrl: 'https://homes.ridgeline.example/contact',
      site,
    });
    expect(event).toMatchObject({
      type: 'Registration',
      source: 'homes.ridgeline.example',
      system: 'Ridgeline',
      pageUrl: 'https://homes.ridgeline.example/contact',
      person: {
        firstName: 'Quinn',
        lastName: 'Ponderosa',
        emails: [{ value: 'quinn@example.com', type: 'home' }],
        phones: [{ value: '928-555-0188', type: 'mobile' }],
        tags: ['Website Lead', 'Seller'],
        source: 'homes.ridgeline.example',
        price: 200_000,
      },
    });
    expect(event.message).toBe(
      [
        'Registered through the new-client form.',
        'Interest: Selling\nTimeframe: Immediately\nPrice range: $0 - $200,000',
        'Submitted: 2026-11-20T17:30:00.000Z',
        leadReference(42),
      ].join('\n\n'),
    );
    // left out on purpose: a late delivery must still trigger the agent's action plan
    expect(event).not.toHaveProperty('occurredAt');
    expect(event).not.toHaveProperty('property');
  });

  it('makes an Inquiry carrying the listing when the lead came from a property page', () => {
    const event = buildFubEvent({
      submission: { ...submission, priceRange: undefined },
      submissionId: 7,
      submittedAt: new Date(),
      property: {
        street: '12 Cedar Ln',
        city: 'Pine',
        state: 'AZ',
        code: '85544',
        mlsNumber: '6200001',
        price: 389_000,
        url: 'https://homes.ridgeline.example/property/5',
      },
      pageUrl: null,
      site,
    });
    expect(event.type).toBe('Inquiry');
    expect(event.property).toMatchObject({ street: '12 Cedar Ln', mlsNumber: '6200001' });
    expect(event.person!.price).toBeUndefined();
    expect(event.message).toMatch(/^Asked about 12 Cedar Ln, Pine \(MLS #6200001\)\./);
  });
});

describe('retryDelayMs', () => {
  it('waits 30 s, then doubles up to 30 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000,
    ]);
  });
});
