import { describe, expect, it } from 'vitest';
import { nextLeadAgent } from './lead-routing';

describe('nextLeadAgent', () => {
  it('assigns nobody when the rule says so, whatever agents there are', () => {
    expect(nextLeadAgent({ mode: 'none', agentId: 4 }, [4, 7], null)).toBeNull();
  });

  it('gives every lead to the chosen agent while they hold the role', () => {
    const rule = { mode: 'oneAgent', agentId: 7 } as const;
    expect(nextLeadAgent(rule, [4, 7], null)).toBe(7);
    expect(nextLeadAgent(rule, [4, 7], 7)).toBe(7);
    expect(nextLeadAgent(rule, [4], 7)).toBeNull();
    expect(nextLeadAgent({ mode: 'oneAgent', agentId: null }, [4], null)).toBeNull();
  });

  it('takes the agents in turn by id and wraps round', () => {
    const rule = { mode: 'roundRobin', agentId: null } as const;
    const agents = [9, 4, 7];
    const served: number[] = [];
    let last: number | null = null;
    for (let i = 0; i < 7; i++) {
      last = nextLeadAgent(rule, agents, last);
      served.push(last!);
    }
    expect(served).toEqual([4, 7, 9, 4, 7, 9, 4]);
  });

  it('neither skips nor repeats when the last agent left or a new one joined', () => {
    const rule = { mode: 'roundRobin', agentId: null } as const;
    // agent 7 had the last lead and has lost the role: the next after 7 is 9
    expect(nextLeadAgent(rule, [4, 9], 7)).toBe(9);
    // agent 5 joined after 4 had the last lead: 5 is next
    expect(nextLeadAgent(rule, [4, 5, 9], 4)).toBe(5);
    expect(nextLeadAgent(rule, [], 4)).toBeNull();
  });
});
