// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES, type AdminSettingsView } from '../../../../contract/admin-settings';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { AGENT_MESSAGES, type Agent } from '../../../../contract/agents';
import { LEAD_ROUTING_LABELS } from '../../../../core/lead-routing';
import { ok, requestLog, stubApi, type StubRequest } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { adminSettingsViewFixture, settingsRoutes, validationFailed } from '../admin-test-fixtures';
import { SETTINGS_UPDATED } from '../settings-feedback';
import { GeneralTab } from './general-tab';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

/** What the server's SITE_* variables say (GET /api/admin/settings' environment). */
const DEFAULT_IDENTITY: AdminSettingsView['environment']['defaultIdentity'] = {
  agentName: 'Dana Whitfield',
  phone: '(928) 555-0142',
  photoUrl: '/agent-photo.svg',
  officeAddress: '512 S Beeline Hwy, Payson, AZ 85541',
  aboutUrl: 'https://www.ridgelinerealty.example',
  bridgeLenderUrl: 'https://www.bridgeloanpartner.example/apply',
};

const PHOTO_URL = `/site-images/${'b'.repeat(64)}.png`;

/** Every field of the General tab as a fresh installation saves it. */
const BLANK = {
  applicationName: '',
  companyDescription: '',
  agentName: '',
  agentPhotoUrl: '',
  phone: '',
  officeAddress: '',
  aboutUrl: '',
  bridgeLenderUrl: '',
  leadAlertEmails: '',
  leadRouting: 'none',
  leadRoutingAgentId: null,
};

/** The team's agents (GET /api/agents), by name. */
const AGENTS: Agent[] = [
  { id: 7, username: 'ann', email: 'ann@ridgeline.example', name: 'Ann Agent' },
  { id: 4, username: 'ben', email: 'ben@ridgeline.example', name: 'Ben Broker' },
];

function renderTab(
  fail?: (request: StubRequest) => { status: number; body: unknown } | undefined,
  {
    agents = AGENTS,
    general = {},
  }: { agents?: Agent[]; general?: Partial<AdminSettingsView['generalSettings']> } = {},
) {
  const view = adminSettingsViewFixture((v) => {
    v.environment.defaultIdentity = DEFAULT_IDENTITY;
    v.generalSettings = { ...v.generalSettings, ...general };
  });
  const api = stubApi({
    ...settingsRoutes(view, { fail }).routes,
    'POST /api/admin/background/image': ok({ imageUrl: PHOTO_URL }),
    'GET /api/agents': ok({ agents }),
  });
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
          ...BLANK,
          applicationName: 'Pine Realty',
          companyDescription: 'Homes under the Rim.',
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
            ...BLANK,
            leadAlertEmails: 'desk@ridgeline.example, dana@ridgeline.example',
          },
        },
      ]),
    );
  });

  it("shows the server's contact details as the placeholders of the blank fields", async () => {
    renderTab();
    const placeholders = {
      'Agent Name': DEFAULT_IDENTITY.agentName,
      Phone: DEFAULT_IDENTITY.phone,
      'Office Address': DEFAULT_IDENTITY.officeAddress,
      'About Link': DEFAULT_IDENTITY.aboutUrl,
      'Bridge-Loan Lender Link': DEFAULT_IDENTITY.bridgeLenderUrl,
    };
    for (const [label, placeholder] of Object.entries(placeholders)) {
      const field = (await screen.findByLabelText(label)) as HTMLInputElement;
      expect(field.value).toBe('');
      expect(field.placeholder).toBe(placeholder);
      expect(field.getAttribute('aria-describedby')).toContain('-hint');
    }
    const photo = screen.getByRole('img', { name: 'The default agent photo' });
    expect(photo.getAttribute('src')).toBe(DEFAULT_IDENTITY.photoUrl);
    expect(screen.queryByRole('button', { name: 'Use the default photo' })).toBeNull();
  });

  it('uploads a photo and saves it with the contact details', async () => {
    const user = userEvent.setup();
    const api = renderTab();
    await user.type(await screen.findByLabelText('Agent Name'), 'Maria Lopez');
    await user.type(screen.getByLabelText('Phone'), '(928) 474-2211');
    await user.type(screen.getByLabelText('Office Address'), '100 W Main St, Payson, AZ 85541');
    await user.type(screen.getByLabelText('About Link'), 'https://www.rimhomes.com/about');
    await user.type(screen.getByLabelText('Bridge-Loan Lender Link'), 'https://rimlending.com');
    await user.upload(
      screen.getByLabelText('Agent Photo'),
      new File([new Uint8Array(500)], 'maria.png', { type: 'image/png' }),
    );
    const uploaded = await screen.findByRole('img', { name: 'The uploaded agent photo' });
    expect(uploaded.getAttribute('src')).toBe(PHOTO_URL);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(SETTINGS_UPDATED.title, { selector: '[data-slot="toast-title"]' }),
    ).toBeTruthy();
    expect(patches(api)).toEqual([
      {
        generalSettings: {
          ...BLANK,
          agentName: 'Maria Lopez',
          agentPhotoUrl: PHOTO_URL,
          phone: '(928) 474-2211',
          officeAddress: '100 W Main St, Payson, AZ 85541',
          aboutUrl: 'https://www.rimhomes.com/about',
          bridgeLenderUrl: 'https://rimlending.com',
        },
      },
    ]);

    // back to the server's photo
    await user.click(screen.getByRole('button', { name: 'Use the default photo' }));
    expect(screen.getByRole('img', { name: 'The default agent photo' })).toBeTruthy();
  });

  it('says which contact details are not valid and sends nothing', async () => {
    // the picker's accept list is a hint a browser may ignore: the tab checks the type itself
    const user = userEvent.setup({ applyAccept: false });
    const api = renderTab();
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, '555-0142');
    await user.type(screen.getByLabelText('About Link'), 'www.rimhomes.com');
    await user.type(screen.getByLabelText('Bridge-Loan Lender Link'), 'javascript:alert(1)');
    await user.upload(
      screen.getByLabelText('Agent Photo'),
      new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GENERAL_MESSAGES.phone)).toBeTruthy();
    expect(screen.getAllByText(GENERAL_MESSAGES.link)).toHaveLength(2);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('About Link').getAttribute('aria-invalid')).toBe('true');
    expect(patches(api)).toEqual([]);
  });

  it("puts the server's message on the photo when it does not hold the image", async () => {
    const user = userEvent.setup();
    renderTab(() => validationFailed({ 'generalSettings.agentPhotoUrl': GENERAL_MESSAGES.photo }));
    await user.upload(
      await screen.findByLabelText('Agent Photo'),
      new File([new Uint8Array(10)], 'maria.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'The uploaded agent photo' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GENERAL_MESSAGES.photo)).toBeTruthy();
    expect(screen.getByLabelText('Agent Photo').getAttribute('aria-invalid')).toBe('true');
  });

  describe('lead routing', () => {
    const mode = () => screen.getByRole('combobox', { name: 'Assign new leads to' });
    const chooseMode = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
      await user.click(mode());
      await user.click(await screen.findByRole('option', { name: label }));
    };

    it('offers the three rules, assigns nobody by default and asks for no agents then', async () => {
      const user = userEvent.setup();
      const api = renderTab();
      await screen.findByLabelText('New-lead e-mails');
      expect(mode().textContent).toContain(LEAD_ROUTING_LABELS.none);
      expect(
        screen.getByText(/the new-lead e-mail goes to the assigned agent first, then to the team/i),
      ).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
      await user.click(mode());
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        LEAD_ROUTING_LABELS.none,
        LEAD_ROUTING_LABELS.oneAgent,
        LEAD_ROUTING_LABELS.roundRobin,
      ]);
      await user.keyboard('{Escape}');
      expect(requestLog(api)).not.toContain('GET /api/agents');
    });

    it('saves One agent with the agent chosen', async () => {
      const user = userEvent.setup();
      const api = renderTab();
      await screen.findByLabelText('New-lead e-mails');
      await chooseMode(user, LEAD_ROUTING_LABELS.oneAgent);
      await user.click(await screen.findByRole('combobox', { name: 'Agent' }));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Ann Agent (ann@ridgeline.example)',
        'Ben Broker (ben@ridgeline.example)',
      ]);
      await user.click(screen.getByRole('option', { name: 'Ben Broker (ben@ridgeline.example)' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(SETTINGS_UPDATED.title, { selector: '[data-slot="toast-title"]' }),
      ).toBeTruthy();
      expect(patches(api)).toEqual([
        { generalSettings: { ...BLANK, leadRouting: 'oneAgent', leadRoutingAgentId: 4 } },
      ]);
      expect(screen.getByRole('combobox', { name: 'Agent' }).textContent).toContain('Ben Broker');
    });

    it('asks for the agent of One agent and sends nothing without one', async () => {
      const user = userEvent.setup();
      const api = renderTab();
      await screen.findByLabelText('New-lead e-mails');
      await chooseMode(user, LEAD_ROUTING_LABELS.oneAgent);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Choose the agent who receives new leads')).toBeTruthy();
      const agent = screen.getByRole('combobox', { name: 'Agent' });
      expect(agent.getAttribute('aria-invalid')).toBe('true');
      expect(agent.getAttribute('aria-describedby')).toContain('general-lead-routing-agent-error');
      expect(patches(api)).toEqual([]);
    });

    it("shows the server's refusal of an agent who lost the role under the agent", async () => {
      const user = userEvent.setup();
      renderTab(() =>
        validationFailed({
          'generalSettings.leadRoutingAgentId': AGENT_MESSAGES.routingAgentNotAgent,
        }),
      );
      await screen.findByLabelText('New-lead e-mails');
      await chooseMode(user, LEAD_ROUTING_LABELS.oneAgent);
      await user.click(await screen.findByRole('combobox', { name: 'Agent' }));
      await user.click(screen.getByRole('option', { name: /Ann Agent/ }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Error', { selector: '[data-slot="toast-title"]' }),
      ).toBeTruthy();
      const message = await screen.findByText(AGENT_MESSAGES.routingAgentNotAgent);
      expect(message.id).toBe('general-lead-routing-agent-error');
      expect(screen.getByRole('combobox', { name: 'Agent' }).getAttribute('aria-invalid')).toBe(
        'true',
      );
    });

    it('says so when the stored agent has lost the role since', async () => {
      renderTab(undefined, { general: { leadRouting: 'oneAgent', leadRoutingAgentId: 99 } });
      const message = await screen.findByText(AGENT_MESSAGES.routingAgentNotAgent);
      expect(message.id).toBe('general-lead-routing-agent-error');
      const agent = screen.getByRole('combobox', { name: 'Agent' });
      expect(agent.textContent).toContain('Choose an agent');
      expect(agent.getAttribute('aria-invalid')).toBe('true');
    });

    it('sends the admin to the Admin Settings tab when there are no agents', async () => {
      const user = userEvent.setup();
      renderTab(undefined, { agents: [] });
      await screen.findByLabelText('New-lead e-mails');
      await chooseMode(user, LEAD_ROUTING_LABELS.oneAgent);
      expect(await screen.findByText('Add agents in the Admin Settings tab first')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Agent' }).hasAttribute('disabled')).toBe(true);
    });

    it('names the agents a round robin takes in turn, and saves it', async () => {
      const user = userEvent.setup();
      const api = renderTab();
      await screen.findByLabelText('New-lead e-mails');
      await chooseMode(user, LEAD_ROUTING_LABELS.roundRobin);
      expect(
        await screen.findByText(
          'Each new lead goes to the next agent in turn: Ann Agent and Ben Broker.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(patches(api)).toEqual([
          { generalSettings: { ...BLANK, leadRouting: 'roundRobin' } },
        ]),
      );
    });
  });
});
