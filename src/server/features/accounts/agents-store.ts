import { and, asc, eq } from 'drizzle-orm';
import type { Agent } from '../../../contract/agents';
import { AGENT_MESSAGES } from '../../../contract/agents';
import type { Database } from '../../db/connect';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { insertAuditEntry } from '../settings/store';
import { findUserByLogin } from './store';

/*
 * The team's agents (issue 41 B): accounts with the `agent` role. Other features read them
 * here (the CRM's assignment, the lead routing rule, the settings' check of the rule's agent);
 * the Admin Settings tab gives and takes the role.
 */

type AgentRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'firstName' | 'lastName'
>;

const agentColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

function presentAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim() || row.username,
  };
}

/** Every agent, by name. */
export async function listAgents(db: Pick<Database, 'select'>): Promise<Agent[]> {
  const rows = await db
    .select(agentColumns)
    .from(users)
    .where(eq(users.isAgent, true))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username));
  return rows.map(presentAgent);
}

/** The agent with this account id, or null when the account is not (or no longer) an agent. */
export async function findAgent(db: Pick<Database, 'select'>, id: number): Promise<Agent | null> {
  const [row] = await db
    .select(agentColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAgent, true)))
    .limit(1);
  return row ? presentAgent(row) : null;
}

/** Gives an existing account (username or e-mail) the agent role, or takes it away; audited. */
export async function setAgentRole(
  db: Database,
  change: { identifier: string; isAgent: true } | { userId: number; isAgent: false },
  actor: { id: number; username: string },
): Promise<Agent[]> {
  let row: AgentRow & { isAgent: boolean };
  if (change.isAgent) {
    const found = await findUserByLogin(db, change.identifier);
    if (!found) throw notFound(`No account has the username or e-mail '${change.identifier}'`);
    if (found.isAgent) throw new AppError('CONFLICT', `${found.username} is already an agent`);
    row = found;
  } else {
    const [found] = await db
      .select({ ...agentColumns, isAgent: users.isAgent })
      .from(users)
      .where(eq(users.id, change.userId))
      .limit(1);
    if (!found?.isAgent) throw notFound(AGENT_MESSAGES.notAnAgent);
    row = found;
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isAgent: change.isAgent }).where(eq(users.id, row.id));
    await insertAuditEntry(tx, {
      actorUserId: actor.id > 0 ? actor.id : null,
      actorName: actor.username,
      section: 'agents',
      fields: [
        `${change.isAgent ? 'made' : 'removed'} ${row.username} ${change.isAgent ? 'an agent' : 'as an agent'}`,
      ],
    });
  });
  return listAgents(db);
}
