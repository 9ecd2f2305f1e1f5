import { eq } from 'drizzle-orm';
import { nextLeadAgent, type LeadRoutingRule } from '../../../core/lead-routing';
import type { Agent } from '../../../contract/agents';
import type { Database } from '../../db/connect';
import { crmContacts, leadRoutingState, users } from '../../db/schema';
import { listAgents } from '../accounts/agents-store';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The agent a new contact is assigned to by the General tab's rule, inside the lead's
 * transaction: the routing row is locked first, so two leads at the same moment go to two
 * agents in turn, and the choice is remembered only if the lead is stored.
 */
export async function routeNewLead(tx: Tx, rule: LeadRoutingRule): Promise<Agent | null> {
  if (rule.mode === 'none') return null;
  const [state] = await tx
    .select({ lastAgentId: leadRoutingState.lastAgentId })
    .from(leadRoutingState)
    .where(eq(leadRoutingState.id, 1))
    .for('update');
  const agents = await listAgents(tx);
  const chosenId = nextLeadAgent(
    rule,
    agents.map((agent) => agent.id),
    state?.lastAgentId ?? null,
  );
  const chosen = agents.find((agent) => agent.id === chosenId) ?? null;
  if (chosen) {
    await tx
      .insert(leadRoutingState)
      .values({ id: 1, lastAgentId: chosen.id })
      .onConflictDoUpdate({
        target: leadRoutingState.id,
        set: { lastAgentId: chosen.id, updatedAt: new Date() },
      });
  }
  return chosen;
}

/** The agent a contact is assigned to (name and e-mail), or null. */
export async function assignedAgentOf(
  db: Pick<Database, 'select'>,
  contactId: number,
): Promise<{ id: number; name: string; email: string } | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(crmContacts)
    .innerJoin(users, eq(users.id, crmContacts.assignedUserId))
    .where(eq(crmContacts.id, contactId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim() || row.username,
  };
}
