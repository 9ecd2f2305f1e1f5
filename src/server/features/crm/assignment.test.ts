import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentsReplySchema } from '../../../contract/agents';
import { contactReplySchema } from '../../../contract/crm';
import {
  crmActivities,
  crmContacts,
  leadRoutingState,
  leadSubmissions,
  users,
} from '../../db/schema';
import {
  startFakeFollowUpBoss,
  type FakeFollowUpBoss,
} from '../../integrations/followupboss/fake/server';
import { signUp, signUpAdmin, signUpAgent } from '../../testing/admin-client';
import { createHttpClient, type HttpClient } from '../../testing/http-client';
import { validLead } from '../../testing/lead-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createLeadDestinations } from '../leads/destinations';
import { createLeadOutbox } from '../leads/outbox';

/*
 * Agents and assignment (issue 41 B): the agent role's reach, assigning a contact on the
 * built-in CRM and on Follow Up Boss, and the General tab's routing of new leads.
 */

const logger = pino({ level: 'silent' });

async function submitLead(t: TestApp, overrides: Parameters<typeof validLead>[0] = {}) {
  const res = await createHttpClient(t.app).post('/api/contacts', validLead(overrides));
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db
    .select({ contactId: leadSubmissions.contactId })
    .from(leadSubmissions)
    .orderBy(leadSubmissions.id)
    .then((rows) => rows.slice(-1));
  return row!.contactId!;
}

async function userId(t: TestApp, username: string) {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return row!.id;
}

describe('agents on the built-in CRM', () => {
  let t: TestApp;
  let admin: HttpClient;
  let visitor: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t, 'boss-ann');
    visitor = await signUp(t, 'plain-pat');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.database.db.update(users).set({ isAgent: false });
    await t.database.db.update(leadRoutingState).set({ lastAgentId: null });
    await admin.request('PATCH', '/api/admin/settings', {
      generalSettings: { leadRouting: 'none', leadRoutingAgentId: null },
    });
  });

  it('an admin gives and takes the agent role; an agent reaches contacts, buyer files and showings, never the settings', async () => {
    const agent = await signUp(t, 'agent-avery');
    expect((await agent.get('/api/contacts')).statusCode).toBe(403);

    const added = await admin.post('/api/admin/agents', { identifier: 'Agent-Avery' });
    expect(added.statusCode, added.body).toBe(200);
    expect(agentsReplySchema.parse(added.json()).agents.map((a) => a.username)).toEqual([
      'agent-avery',
    ]);
    expect((await admin.post('/api/admin/agents', { identifier: 'agent-avery' })).statusCode).toBe(
      409,
    );
    const unknown = await admin.post('/api/admin/agents', { identifier: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('nobody@example.com');
    // only admins give the role
    expect((await agent.post('/api/admin/agents', { identifier: 'plain-pat' })).statusCode).toBe(
      403,
    );

    expect((await agent.get('/api/user')).json()).toMatchObject({ isAgent: true, isAdmin: false });
    for (const path of [
      '/api/contacts',
      '/api/agents',
      '/api/admin/bfr/links?contactId=1',
      '/api/admin/showing-routes',
    ]) {
      expect((await agent.get(path)).statusCode, path).toBe(200);
    }
    for (const path of [
      '/api/admin/settings',
      '/api/admin/users',
      '/api/admin/health',
      '/api/admin/fub/mappings',
    ]) {
      expect((await agent.get(path)).statusCode, path).toBe(403);
    }
    expect((await visitor.get('/api/agents')).statusCode).toBe(403);

    const id = await userId(t, 'agent-avery');
    const removed = await admin.request('DELETE', `/api/admin/agents/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(agentsReplySchema.parse(removed.json()).agents).toEqual([]);
    expect((await agent.get('/api/contacts')).statusCode).toBe(403);
    expect((await admin.request('DELETE', `/api/admin/agents/${id}`)).statusCode).toBe(404);

    const audit = (await admin.get('/api/admin/settings/audit')).json() as {
      entries: Array<{ section: string; fields: string[] }>;
    };
    const agentEntries = audit.entries.filter((e) => e.section === 'agents').map((e) => e.fields);
    expect(agentEntries).toEqual([
      ['removed agent-avery as an agent'],
      ['made agent-avery an agent'],
    ]);
  });

  it('staff assign a contact to an agent and back to nobody, recorded on the contact', async () => {
    await signUpAgent(t, 'agent-blair');
    const blair = await userId(t, 'agent-blair');
    const contactId = await submitLead(t);
    const agent = await signUpAgent(t, 'agent-casey');

    const assigned = await agent.request('PUT', `/api/contacts/${contactId}/assignee`, {
      agentId: blair,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(contactReplySchema.parse(assigned.json()).contact.assignedTo).toBe('Test Member');
    // the same again changes nothing and records nothing more
    await agent.request('PUT', `/api/contacts/${contactId}/assignee`, { agentId: blair });

    const notAgent = await admin.request('PUT', `/api/contacts/${contactId}/assignee`, {
      agentId: await userId(t, 'plain-pat'),
    });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json().message).toBe('That account is not an agent');
    const badBody = await admin.request('PUT', `/api/contacts/${contactId}/assignee`, {
      agentId: 'blair',
    });
    expect(badBody.statusCode).toBe(400);
    expect(
      (await admin.request('PUT', '/api/contacts/999999/assignee', { agentId: blair })).statusCode,
    ).toBe(404);
    expect(
      (await visitor.request('PUT', `/api/contacts/${contactId}/assignee`, { agentId: blair }))
        .statusCode,
    ).toBe(403);

    const cleared = await admin.request('PUT', `/api/contacts/${contactId}/assignee`, {
      agentId: null,
    });
    expect(contactReplySchema.parse(cleared.json()).contact.assignedTo).toBeNull();

    const activities = await t.database.db
      .select({ type: crmActivities.activityType, text: crmActivities.description })
      .from(crmActivities)
      .where(eq(crmActivities.contactId, contactId))
      .orderBy(crmActivities.id);
    expect(activities.filter((a) => a.type === 'Assigned').map((a) => a.text)).toEqual([
      'Assigned to Test Member by agent-casey',
      'Unassigned from Test Member by boss-ann',
    ]);
  });

  it('routes new leads to one agent, or to the agents in turn, and leaves returning contacts alone', async () => {
    await signUpAgent(t, 'agent-drew');
    await signUpAgent(t, 'agent-emery');
    const drew = await userId(t, 'agent-drew');
    const emery = await userId(t, 'agent-emery');
    const assignedOf = async (contactId: number) =>
      (
        await t.database.db
          .select({ id: crmContacts.assignedUserId })
          .from(crmContacts)
          .where(eq(crmContacts.id, contactId))
      )[0]!.id;

    expect(await assignedOf(await submitLead(t))).toBeNull();

    // one agent: the rule needs one, and an agent
    const missing = await admin.request('PATCH', '/api/admin/settings', {
      generalSettings: { leadRouting: 'oneAgent', leadRoutingAgentId: null },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors['generalSettings.leadRoutingAgentId']).toBe(
      'Choose the agent who receives new leads',
    );
    const notAgent = await admin.request('PATCH', '/api/admin/settings', {
      generalSettings: {
        leadRouting: 'oneAgent',
        leadRoutingAgentId: await userId(t, 'plain-pat'),
      },
    });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json().fieldErrors['generalSettings.leadRoutingAgentId']).toBe(
      'That account is no longer an agent: choose another',
    );
    const one = await admin.request('PATCH', '/api/admin/settings', {
      generalSettings: { leadRouting: 'oneAgent', leadRoutingAgentId: emery },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(await assignedOf(await submitLead(t))).toBe(emery);
    expect(await assignedOf(await submitLead(t))).toBe(emery);

    // round robin by account id, and the same person again keeps their agent
    await admin.request('PATCH', '/api/admin/settings', {
      generalSettings: { leadRouting: 'roundRobin' },
    });
    const first = await submitLead(t, { email: 'return.visitor@example.com' });
    const turns = [await assignedOf(first)];
    for (let n = 0; n < 3; n++) turns.push(await assignedOf(await submitLead(t)));
    expect(turns).toEqual([drew, emery, drew, emery]);
    await submitLead(t, { email: 'return.visitor@example.com' });
    expect(await assignedOf(first)).toBe(drew);
    const [activity] = await t.database.db
      .select({ text: crmActivities.description })
      .from(crmActivities)
      .where(eq(crmActivities.contactId, first))
      .orderBy(crmActivities.id)
      .then((rows) => rows.filter((r) => r.text.startsWith('Assigned')));
    expect(activity!.text).toBe('Assigned to Test Member by the lead routing rule');
  });
});

describe('assignment on Follow Up Boss', () => {
  const FUB_KEY = 'fub-assign-key';
  let fub: FakeFollowUpBoss;
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    fub = await startFakeFollowUpBoss({ apiKey: FUB_KEY });
    t = await createTestApp({ env: { FUB_API_KEY: FUB_KEY, FUB_BASE_URL: fub.apiBaseUrl } });
    admin = await signUpAdmin(t, 'fub-boss');
  });
  afterAll(async () => {
    await t?.close();
    await fub?.close();
  });

  async function agentWithEmail(username: string, email: string) {
    await signUpAgent(t, username);
    await t.database.db.update(users).set({ email }).where(eq(users.username, username));
    return userId(t, username);
  }

  it("assigns the person to the agent's Follow Up Boss user, found by e-mail, and says when there is none", async () => {
    const person = fub.seedPerson({ firstName: 'Rowan', lastName: 'Pine', name: 'Rowan Pine' });
    const luis = await agentWithEmail('luis-o', 'Luis@Ridgeline.example');
    const res = await admin.request('PUT', `/api/contacts/${person.id}/assignee`, {
      agentId: luis,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(contactReplySchema.parse(res.json()).contact.assignedTo).toBe('Luis Ortega');
    expect(fub.people.find((p) => p.id === person.id)).toMatchObject({
      assignedUserId: 2,
      assignedTo: 'Luis Ortega',
    });

    const stranger = await agentWithEmail('new-agent', 'newbie@example.com');
    const refused = await admin.request('PUT', `/api/contacts/${person.id}/assignee`, {
      agentId: stranger,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Test Member has no Follow Up Boss user with the e-mail newbie@example.com: add them to Follow Up Boss first',
    );
    const nobody = await admin.request('PUT', `/api/contacts/${person.id}/assignee`, {
      agentId: null,
    });
    expect(nobody.statusCode).toBe(409);
    expect(fub.people.find((p) => p.id === person.id)?.assignedTo).toBe('Luis Ortega');
  });

  it('gives a person a routed lead created to the routed agent', async () => {
    await t.database.db.update(users).set({ isAgent: false });
    const dana = await agentWithEmail('dana-a', 'dana@ridgeline.example');
    const saved = await admin.request('PATCH', '/api/admin/settings', {
      generalSettings: { leadRouting: 'oneAgent', leadRoutingAgentId: dana },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await submitLead(t, { email: 'routed.buyer@example.com', firstName: 'Routed' });
    const outbox = createLeadOutbox({
      db: t.database.db,
      destinations: createLeadDestinations({
        db: t.database.db,
        config: t.config,
        integrations: t.integrations,
        logger,
      }),
      logger,
    });
    expect(await outbox.processDue()).toMatchObject({ delivered: 1, failed: 0 });
    const person = fub.people.find((p) =>
      (p.emails ?? []).some((e) => e.value === 'routed.buyer@example.com'),
    );
    expect(person).toMatchObject({ assignedUserId: 1, assignedTo: 'Dana Agent' });
  });
});
