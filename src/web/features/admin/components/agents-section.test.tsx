// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Agent } from '../../../../contract/agents';
import { agentsKeys } from '../../../components/staff/api/agents';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { ok, requestLog, stubApi, type Reply, type StubRequest } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { settingsAuditKeys } from '../api/settings-audit';
import { SETTINGS_UPDATED } from '../settings-feedback';
import { CONFIRM_REMOVE } from './account-role-parts';
import { AGENTS_TEXT, AgentsSection } from './agents-section';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

const ANN: Agent = { id: 7, username: 'ann', email: 'ann@ridgeline.example', name: 'Ann Agent' };
const BEN: Agent = { id: 4, username: 'ben', email: 'ben@ridgeline.example', name: 'Ben Broker' };

/**
 * GET /api/agents, POST and DELETE /api/admin/agents over one list, as the server keeps it;
 * `answer` may answer a change (or the list) instead.
 */
function renderSection(
  agents: Agent[] = [ANN, BEN],
  answer?: (request: StubRequest) => Reply | Promise<Reply> | undefined,
) {
  let list = agents;
  const api = stubApi(
    {},
    {
      otherwise: async (request) => {
        const answered = await answer?.(request);
        if (answered) return answered;
        const { method, url } = request;
        if (method === 'GET' && url.pathname === '/api/agents') return ok({ agents: list });
        if (!url.pathname.startsWith('/api/admin/agents')) return { status: 404 };
        if (method === 'POST') {
          const { identifier } = request.body as { identifier: string };
          list = [
            ...list,
            { id: 9, username: identifier, email: `${identifier}@x.example`, name: 'Nina New' },
          ];
        } else if (method === 'DELETE') {
          const id = Number(url.pathname.split('/').pop());
          list = list.filter((agent) => agent.id !== id);
        }
        return ok({ agents: list });
      },
    },
  );
  const view = renderWithProviders(
    <>
      <AgentsSection />
      <Toaster />
    </>,
  );
  return { api, client: view.client };
}

const list = () => screen.findByRole('list', { name: 'Agents' });
const row = async (text: string) =>
  within(await list())
    .getByText(text)
    .closest('li') as HTMLElement;
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const identifier = () => screen.getByLabelText(AGENTS_TEXT.addLabel) as HTMLInputElement;
const sentBodies = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('AgentsSection', () => {
  it('says what the role means and lists the agents with their username and e-mail', async () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Agents' })).toBeTruthy();
    expect(screen.getByText(AGENTS_TEXT.role)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(AGENTS_TEXT.loading);

    const ann = await row('Ann Agent');
    expect(within(ann).getByText('@ann · ann@ridgeline.example')).toBeTruthy();
    expect(within(ann).getByRole('button', { name: 'Remove Ann Agent' })).toBeTruthy();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says there are no agents yet', async () => {
    renderSection([]);
    expect(await screen.findByText(AGENTS_TEXT.empty)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Agents' })).toBeNull();
    expect(identifier()).toBeTruthy();
  });

  it('says when the agents cannot be loaded', async () => {
    renderSection([], (request) =>
      request.method === 'GET'
        ? { status: 500, body: { code: 'INTERNAL', message: 'The database is down' } }
        : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(AGENTS_TEXT.loadError);
    expect(alert.textContent).toContain('The database is down');
  });

  it('adds an agent by username or e-mail, and the list and the shared cache show it', async () => {
    const user = userEvent.setup();
    const { api, client } = renderSection();
    client.setQueryData(settingsAuditKeys.all, { entries: [] });
    await list();
    await user.type(identifier(), ' nina ');
    await user.click(screen.getByRole('button', { name: AGENTS_TEXT.add }));
    expect(await toastTitle(SETTINGS_UPDATED.title)).toBeTruthy();
    expect(await row('Nina New')).toBeTruthy();
    expect(sentBodies(api)).toEqual([{ identifier: 'nina' }]);
    expect(identifier().value).toBe('');
    // the General tab's agent select and the contact pages read the same entry
    expect(
      (client.getQueryData(agentsKeys.all) as { agents: Agent[] }).agents.map((a) => a.id),
    ).toEqual([7, 4, 9]);
    // the change is in the settings audit trail: the Advanced tab asks for it again
    expect(client.getQueryState(settingsAuditKeys.all)?.isInvalidated).toBe(true);
    // the reply is the new list: nothing asked again
    expect(requestLog(api).filter((call) => call === 'GET /api/agents')).toHaveLength(1);
  });

  it("asks for an identifier, and shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    const { api } = renderSection([ANN], (request) =>
      request.method === 'POST'
        ? {
            status: 404,
            body: { code: 'NOT_FOUND', message: "No account has the username or e-mail 'ghost'" },
          }
        : undefined,
    );
    await list();
    await user.click(screen.getByRole('button', { name: AGENTS_TEXT.add }));
    expect(await screen.findByText('Enter a username or e-mail')).toBeTruthy();
    expect(sentBodies(api)).toEqual([]);

    await user.type(identifier(), 'ghost');
    await user.click(screen.getByRole('button', { name: AGENTS_TEXT.add }));
    const message = await screen.findByText("No account has the username or e-mail 'ghost'", {
      selector: '#agent-add-identifier-error',
    });
    expect(message).toBeTruthy();
    expect(identifier().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(identifier());
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes an agent only after the confirmation, and nothing on Cancel', async () => {
    const user = userEvent.setup();
    const { api } = renderSection();
    await user.click(
      within(await row('Ben Broker')).getByRole('button', { name: 'Remove Ben Broker' }),
    );
    const dialog = await screen.findByRole('dialog', { name: AGENTS_TEXT.confirmTitle });
    expect(within(dialog).getByText(/Ben Broker \(ben@ridgeline.example\)/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestLog(api).some((call) => call.startsWith('DELETE'))).toBe(false);
    expect(await row('Ben Broker')).toBeTruthy();

    await user.click(
      within(await row('Ben Broker')).getByRole('button', { name: 'Remove Ben Broker' }),
    );
    const again = await screen.findByRole('dialog', { name: AGENTS_TEXT.confirmTitle });
    await user.click(within(again).getByRole('button', { name: CONFIRM_REMOVE }));
    expect(await toastTitle(SETTINGS_UPDATED.title)).toBeTruthy();
    expect(requestLog(api)).toContain('DELETE /api/admin/agents/4');
    await waitFor(() => expect(screen.queryByText('Ben Broker')).toBeNull());
    expect(await row('Ann Agent')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of a removal as an 'Error' toast and keeps the agent", async () => {
    const user = userEvent.setup();
    renderSection([ANN], (request) =>
      request.method === 'DELETE'
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'That account is not an agent' } }
        : undefined,
    );
    await user.click(
      within(await row('Ann Agent')).getByRole('button', { name: 'Remove Ann Agent' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_REMOVE }));
    expect(await toastTitle('Error')).toBeTruthy();
    expect(
      screen.getByText('That account is not an agent', {
        selector: '[data-slot="toast-description"]',
      }),
    ).toBeTruthy();
    expect(await row('Ann Agent')).toBeTruthy();
  });
});
