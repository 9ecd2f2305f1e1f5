// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { stubApi, type StubRequest } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { adminSettingsViewFixture, settingsRoutes, validationFailed } from '../admin-test-fixtures';
import { SETTINGS_UPDATED } from '../settings-feedback';
import { GeneralTab } from './general-tab';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

function renderTab(fail?: (request: StubRequest) => { status: number; body: unknown } | undefined) {
  const api = stubApi(settingsRoutes(adminSettingsViewFixture(), { fail }).routes);
  renderWithProviders(
    <>
      <GeneralTab />
      <Toaster />
    </>,
  );
  return api;
}

const patches = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('GeneralTab', () => {
  it('shows the default name as the placeholder of a blank application name', async () => {
    renderTab();
    const name = (await screen.findByLabelText('Application Name')) as HTMLInputElement;
    expect(name.value).toBe('');
    expect(name.placeholder).toBe('Rim Country Homes');
  });

  it('saves the name and description with PATCH and says so', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    await user.type(await screen.findByLabelText('Application Name'), '  Pine Realty ');
    await user.type(screen.getByLabelText('Company Description'), 'Homes under the Rim.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(SETTINGS_UPDATED.title, { selector: '[data-slot="toast-title"]' }),
    ).toBeTruthy();
    expect(screen.getByText(SETTINGS_UPDATED.description)).toBeTruthy();
    expect(patches(api)).toEqual([
      {
        generalSettings: {
          applicationName: 'Pine Realty',
          companyDescription: 'Homes under the Rim.',
          leadAlertEmails: '',
        },
      },
    ]);
  });

  it("shows the server's field message and the 'Error' toast when the save is refused", async () => {
    const user = userEvent.setup();
    renderTab(() =>
      validationFailed({ 'generalSettings.applicationName': 'At most 100 characters' }),
    );
    const name = await screen.findByLabelText('Application Name');
    await user.type(name, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error', { selector: '[data-slot="toast-title"]' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('At most 100 characters')).toBeTruthy());
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes the addresses new leads are e-mailed to, and refuses a list with a bad one', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    const field = await screen.findByLabelText('New-lead e-mails');
    expect((field as HTMLInputElement).placeholder).toBe('Every admin');
    await user.type(field, 'desk@ridgeline.example, nobody');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter e-mail addresses separated by commas')).toBeTruthy();
    expect(patches(api)).toEqual([]);
    await user.clear(field);
    await user.type(field, 'desk@ridgeline.example, dana@ridgeline.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches(api)).toEqual([
        {
          generalSettings: {
            applicationName: '',
            companyDescription: '',
            leadAlertEmails: 'desk@ridgeline.example, dana@ridgeline.example',
          },
        },
      ]),
    );
  });
});
