import { z } from 'zod';
import { intValue, text } from './primitives';
import { LEAD_ROUTING_MODES } from '../core/lead-routing';

/*
 * The team's agents (issue 41 B): accounts with the `agent` role, whom staff assign contacts
 * to and the General tab's routing rule hands new leads to.
 */

export const agentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** First and last name, or the username when the account has none. */
  name: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

/** GET /api/agents (staff): the agents a contact can be assigned to, by name. */
export const agentsReplySchema = z.object({ agents: z.array(agentSchema) });
export type AgentsReply = z.infer<typeof agentsReplySchema>;

/** POST /api/admin/agents: gives an existing account (username or e-mail) the agent role. */
export const addAgentRequestSchema = z.object({
  identifier: text({ error: 'Enter a username or e-mail', max: 254 }).min(
    1,
    'Enter a username or e-mail',
  ),
});

/** PUT /api/contacts/:id/assignee: the agent to assign, or null to leave the contact unassigned. */
export const assignContactRequestSchema = z.object({
  agentId: intValue('Choose an agent', { min: 1 }).nullable(),
});
export type AssignContactRequest = z.infer<typeof assignContactRequestSchema>;

export const leadRoutingModeSchema = z.enum(LEAD_ROUTING_MODES);

export const AGENT_MESSAGES = {
  notAnAgent: 'That account is not an agent',
  noFubUser: (name: string, email: string) =>
    `${name} has no Follow Up Boss user with the e-mail ${email}: add them to Follow Up Boss first`,
  fubKeepsAssigned:
    'Follow Up Boss keeps every contact assigned: choose another agent, or change it in Follow Up Boss',
  routingAgentNotAgent: 'That account is no longer an agent: choose another',
} as const;
