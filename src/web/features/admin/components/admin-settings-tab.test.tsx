// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminUsersReply } from '../../../../contract/admin-settings';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { ok, requestLog, stubApi, type Reply, type StubRequest } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { userFixture } from '../../../testing/user-fixture';
import { adminUsersFixture } from '../admin-test-fixtures';
import { SETTINGS_UPDATED } from '../settings-feedback';
import { ADMIN_USERS_TEXT, AdminSettingsTab } from './admin-settings-tab';
import { AGENTS_TEXT } from './agents-section';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

const rita = userFixture({
  id: 1,
  username: 'rita',
  email: 'rita@example.com',
  firstName: 'Rita',
  lastName: 'Ranger',
  isAdmin: true,
});

/** GET, POST and DELETE /api/admin/users over one list; `answer` may answer a change instead. */
function renderTab(answer?: (request: StubRequest) => Reply | undefined) {
  let reply: AdminUsersReply = adminUsersFixture();
  const api = stubApi(
    {
      'GET /api/agents': ok({
        agents: [{ id: 5, username: 'ann', email: 'ann@example.com', name: 'Ann Agent' }],
      }),
    },
    {
      otherwise: (request) => {
        if (!request.url.pathname.startsWith('/api/admin/users')) return { status: 404 };
        if (request.method === 'GET') return ok(reply);
        const answered = answer?.(request);
        if (answered) return answered;
        if (request.method === 'POST') {
          const { identifier } = request.body as { identifier: string };
          reply = {
            ...reply,
            admins: [
              ...reply.admins,
              {
                id: 9,
                username: identifier,
                email: `${identifier}@example.com`,
                name: 'Nina New',
                source: 'account',
              },
            ],
          };
        } else {
          const id = Number(request.url.pathname.split('/').pop());
          reply = { ...reply, admins: reply.admins.filter((admin) => admin.id !== id) };
        }
        return ok(reply);
      },
    },
  );
  renderWithProviders(
    <>
      <AdminSettingsTab currentUser={rita} />
      <Toaster />
    </>,
  );
  return api;
}

const list = () => screen.findByRole('list', { name: 'Admins' });
const row = async (text: string) =>
  within(await list())
    .getByText(text)
    .closest('li') as HTMLElement;
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });

describe('AdminSettingsTab', () => {
  it('shows the current user and the admins, ADMIN_EMAILS entries marked and not removable', async () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Current User' })).toBeTruthy();
    expect(screen.getByText('Rita Ranger')).toBeTruthy();

    const you = await row('Rita Ranger');
    expect(within(you).getByText(ADMIN_USERS_TEXT.you)).toBeTruthy();
    expect(within(you).queryByRole('button', { name: /Remove/ })).toBeNull();

    const sam = await row('Sam Stone');
    expect(within(sam).getByRole('button', { name: 'Remove Sam Stone' })).toBeTruthy();

    const owner = await row('Olive Owner');
    expect(within(owner).getByText(ADMIN_USERS_TEXT.managedByEnvironment)).toBeTruthy();
    expect(within(owner).queryByRole('button', { name: /Remove/ })).toBeNull();

    const unregistered = await row('boss@example.com');
    expect(within(unregistered).getByText(ADMIN_USERS_TEXT.managedByEnvironment)).toBeTruthy();
    expect(within(unregistered).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(await list()).getAllByRole('button')).toHaveLength(1);
  });

  it('lists the agents under the admins, each list with its own add field', async () => {
    renderTab();
    const agents = await screen.findByRole('list', { name: 'Agents' });
    expect(within(agents).getByText('Ann Agent')).toBeTruthy();
    expect(within(agents).getByText('@ann · ann@example.com')).toBeTruthy();
    expect(within(await list()).queryByText('Ann Agent')).toBeNull();
    expect(screen.getByLabelText(AGENTS_TEXT.addLabel)).toBeTruthy();
    expect(screen.getByLabelText('Add an admin (username or e-mail)')).toBeTruthy();
  });

  it('adds an admin by username or e-mail', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    await list();
    await user.type(screen.getByLabelText('Add an admin (username or e-mail)'), ' nina ');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    expect(await toastTitle(SETTINGS_UPDATED.title)).toBeTruthy();
    expect(await row('Nina New')).toBeTruthy();
    expect(requestLog(api)).toContain('POST /api/admin/users');
    const sent = api.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    expect(JSON.parse(String(sent))).toEqual({ identifier: 'nina' });
    expect(
      (screen.getByLabelText('Add an admin (username or e-mail)') as HTMLInputElement).value,
    ).toBe('');
  });

  it("asks for an identifier before adding, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const api = renderTab(() => ({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No account has that username or e-mail' },
    }));
    await list();
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    expect(await screen.findByText('Enter a username or e-mail')).toBeTruthy();
    expect(requestLog(api)).not.toContain('POST /api/admin/users');

    await user.type(screen.getByLabelText('Add an admin (username or e-mail)'), 'ghost');
    await user.click(screen.getByRole('button', { name: 'Add Admin' }));
    expect(await toastTitle('Error')).toBeTruthy();
    expect(
      screen.getByText('No account has that username or e-mail', {
        selector: '[data-slot="toast-description"]',
      }),
    ).toBeTruthy();
    // and under the field, which keeps the focus for a correction
    expect(
      screen.getByText('No account has that username or e-mail', {
        selector: '#admin-add-identifier-error',
      }),
    ).toBeTruthy();
  });

  it('removes an admin only after the confirmation', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    await user.click(
      within(await row('Sam Stone')).getByRole('button', { name: 'Remove Sam Stone' }),
    );
    const dialog = await screen.findByRole('dialog', { name: ADMIN_USERS_TEXT.confirmTitle });
    expect(within(dialog).getByText(/Sam Stone \(sam@example.com\)/)).toBeTruthy();

    // Cancel keeps the admin
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestLog(api).some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(
      within(await row('Sam Stone')).getByRole('button', { name: 'Remove Sam Stone' }),
    );
    const again = await screen.findByRole('dialog', { name: ADMIN_USERS_TEXT.confirmTitle });
    await user.click(within(again).getByRole('button', { name: ADMIN_USERS_TEXT.confirmRemove }));
    expect(await toastTitle(SETTINGS_UPDATED.title)).toBeTruthy();
    expect(requestLog(api)).toContain('DELETE /api/admin/users/2');
    await waitFor(() => expect(screen.queryByText('Sam Stone')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of a removal (the last admin) as an 'Error' toast", async () => {
    const user = userEvent.setup();
    renderTab(() => ({
      status: 409,
      body: { code: 'CONFLICT', message: 'The last admin cannot be removed' },
    }));
    await user.click(
      within(await row('Sam Stone')).getByRole('button', { name: 'Remove Sam Stone' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_USERS_TEXT.confirmRemove }));
    expect(await toastTitle('Error')).toBeTruthy();
    expect(
      screen.getByText('The last admin cannot be removed', {
        selector: '[data-slot="toast-description"]',
      }),
    ).toBeTruthy();
    expect(await row('Sam Stone')).toBeTruthy();
  });
});
