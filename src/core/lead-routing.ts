/**
 * Who a new lead goes to (issue 41 B; the General tab's rule). 'none' leaves new contacts
 * unassigned (the team e-mail goes to the team), 'oneAgent' gives every new lead to one agent,
 * 'roundRobin' takes the agents in turn by account id, after the one who had the last lead.
 */
export const LEAD_ROUTING_MODES = ['none', 'oneAgent', 'roundRobin'] as const;
export type LeadRoutingMode = (typeof LEAD_ROUTING_MODES)[number];

export const LEAD_ROUTING_LABELS: Record<LeadRoutingMode, string> = {
  none: 'Nobody (the team decides)',
  oneAgent: 'One agent',
  roundRobin: 'Round robin among agents',
};

export type LeadRoutingRule = { mode: LeadRoutingMode; agentId: number | null };

/**
 * The agent (an id of `agentIds`) who gets the next new lead, or null for nobody. A rule whose
 * agent lost the role, or a round robin without agents, assigns nobody rather than someone
 * the admin did not choose. `lastAgentId`: who got the previous routed lead (may be gone).
 */
export function nextLeadAgent(
  rule: LeadRoutingRule,
  agentIds: readonly number[],
  lastAgentId: number | null,
): number | null {
  if (rule.mode === 'none') return null;
  if (rule.mode === 'oneAgent') {
    return rule.agentId !== null && agentIds.includes(rule.agentId) ? rule.agentId : null;
  }
  const ordered = [...new Set(agentIds)].sort((a, b) => a - b);
  if (ordered.length === 0) return null;
  // the first agent after the last one served (by id, so an agent added or removed in between
  // neither skips nor repeats anyone else), wrapping round
  return ordered.find((id) => lastAgentId === null || id > lastAgentId) ?? ordered[0]!;
}
