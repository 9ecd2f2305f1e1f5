import { describe, expect, it } from 'vitest';
import { SAMPLE_IDENTITY, sampleIdentityFields, type TeamIdentity } from './sample-identity';

const real: TeamIdentity = {
  agentName: 'Maria Lopez',
  phone: '(928) 474-2211',
  photoUrl: '/site-images/aa.png',
  officeAddress: '100 W Main St, Payson, AZ 85541',
  aboutUrl: 'https://www.rimcountryhomes.com/about',
  bridgeLenderUrl: 'https://apply.rimlending.com',
};

describe('sampleIdentityFields', () => {
  it('names every field of the shipped identity, in form order', () => {
    expect(sampleIdentityFields(SAMPLE_IDENTITY)).toEqual([
      'agentName',
      'phone',
      'photoUrl',
      'officeAddress',
      'aboutUrl',
      'bridgeLenderUrl',
    ]);
  });

  it('names nothing once every field is the team’s own', () => {
    expect(sampleIdentityFields(real)).toEqual([]);
  });

  it('names only the fields still left as shipped', () => {
    expect(
      sampleIdentityFields({
        ...real,
        agentName: ' dana whitfield ',
        photoUrl: '/agent-photo.svg',
      }),
    ).toEqual(['agentName', 'photoUrl']);
  });

  it.each(['928-555-0199', '+1 (480) 555 1234', '15205550100', '555-555-5555'])(
    'treats %s, a 555 number, as a sample',
    (phone) => {
      expect(sampleIdentityFields({ ...real, phone })).toEqual(['phone']);
    },
  );

  it.each(['(928) 474-5550', '555-1234', '+44 20 5555 0100'])(
    'takes %s as a real number',
    (phone) => {
      expect(sampleIdentityFields({ ...real, phone })).toEqual([]);
    },
  );

  it.each([
    'https://lender.example/apply',
    'http://EXAMPLE.COM',
    'https://www.example.org/x',
    'https://example.net',
  ])('treats a link to %s as a sample', (link) => {
    expect(sampleIdentityFields({ ...real, aboutUrl: link, bridgeLenderUrl: link })).toEqual([
      'aboutUrl',
      'bridgeLenderUrl',
    ]);
  });

  it.each(['https://myexample.com', 'https://example.company.com', 'not a link'])(
    'takes %s as the team’s own link',
    (link) => {
      expect(sampleIdentityFields({ ...real, aboutUrl: link })).toEqual([]);
    },
  );
});
