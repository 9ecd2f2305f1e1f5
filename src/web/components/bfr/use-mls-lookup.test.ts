import { describe, expect, it } from 'vitest';
import { listingAgentReply } from '../../testing/bfr-fixtures';
import { listingFills } from './use-mls-lookup';

describe('listingFills', () => {
  it('fills the address and the listing agent, trimmed, leaving blank values alone', () => {
    const listing = listingAgentReply({
      agent: { listingAgent: '  Morgan Reyes ', listingAgentEmail: '   ' },
    });
    expect(listingFills(listing)).toEqual([
      ['property', '412 W Pine Ridge Rd, Payson, AZ 85541'],
      ['listingAgent', 'Morgan Reyes'],
      ['listingAgentPhone', '928-555-0199'],
    ]);
  });
});
