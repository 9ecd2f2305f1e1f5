// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES } from '../../../contract/agents';
import type { CrmContact } from '../../../contract/crm';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import {
  callsTo,
  NOT_FOUND,
  ok,
  requestLog,
  sentBodies,
  SIGNED_OUT,
  stubApi,
  type Answer,
} from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { CONTACT_COMPARISONS_TEXT } from './components/contact-comparisons';
import { ContactDetailPage } from './contact-detail-page';
import { activityFixture, agentFixture, contactFixture, noteFixture } from './contacts-fixtures';
import { CONTACTS_TEXT as TEXT } from './contacts-text';
import { expectMessage } from '../../testing/expect-message';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

const CONTACT = '/api/contacts/101';
const ASSIGNEE = '/api/contacts/101/assignee';
const NOTES = '/api/contacts/101/notes?limit=100';
const ACTIVITY = '/api/contacts/101/activities';

/** The team's second agent (Rita Agent, agentFixture's, is the contact's assignee). */
const dana = agentFixture({
  id: 8,
  username: 'dana',
  email: 'dana@ridgeline.example',
  name: 'Dana Reed',
});

const full: CrmContact = contactFixture({
  emails: [
    { value: 'harper@example.com', isPrimary: true, type: 'home' },
    { value: 'h.lane@work.example', isPrimary: false, type: 'work' },
  ],
  phones: [{ value: '928-555-0101', isPrimary: true, type: 'mobile' }],
  picture: { small: 'https://cdn.example/harper-small.jpg' },
  socialData: {
    title: 'Engineer',
    company: 'Pine Labs',
    location: 'Phoenix, AZ',
    bio: null,
    age: '35-44',
    topics: null,
    linkedIn: 'https://www.linkedin.com/in/harper',
    facebook: null,
    twitter: 'harperlane',
    googleProfile: null,
  },
  collaborators: [
    { name: 'Sam Lender', role: 'Lender', assigned: false },
    { name: 'Rita Agent', role: 'Agent', assigned: true },
  ],
  websiteVisits: 1234,
  timeframeDateRange: '3-6 months',
  timeframeStatus: 'Active',
  dealName: 'Pine cabin',
  dealStage: 'Under Contract',
  dealStatus: 'Active',
  dealPrice: 612_500,
  dealCloseDate: '2027-01-15',
  sourceUrl: 'https://ridgeline.example/property/42',
  carrier: 'Verizon Wireless',
  lineType: 'mobile',
  leadAnswers: { Timeframe: '3-6 months', 'Preferred contact': 'Email' },
});

function stubDetail(routes: Record<string, Answer> = {}) {
  return stubApi({
    '/api/user': ok(rita),
    [`GET ${CONTACT}`]: ok({ success: true, contact: full }),
    [`GET ${NOTES}`]: ok({ success: true, notes: [noteFixture()] }),
    [`GET ${ACTIVITY}`]: ok({ success: true, activities: [activityFixture()] }),
    [`GET ${CONTACT}/comparisons`]: ok({ comparisons: [] }),
    'GET /api/agents': ok({ agents: [agentFixture(), dana] }),
    ...routes,
  });
}

function renderPage(url = '/admin/contacts/101', id = '101') {
  return renderWithProviders(
    <>
      <ContactDetailPage user={rita} id={id} />
      <Toaster />
    </>,
    { url },
  );
}

const block = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;

/** The text of a block's fact (its `dd`) under `label`. */
const factOf = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeAll(async () => {
  await import('./contact-detail-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('ContactDetailPage', () => {
  it('shows every block of the spec', async () => {
    stubDetail();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harper Lane' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      TEXT.contactInfo,
      TEXT.activitySummary,
      TEXT.notesTitle,
      CONTACT_COMPARISONS_TEXT.title,
      TEXT.actions,
      TEXT.assignment,
      TEXT.dealInfo,
      TEXT.tags,
      TEXT.socialInfo,
      TEXT.sourceLink,
      TEXT.leadAnswers,
    ]);
    await waitFor(() => expect(document.title).toBe('Contact | Ridgeline Team'));
  });

  it('shows the contact: picture, e-mails, phones with carrier, address, stage and dates', async () => {
    stubDetail();
    renderPage();
    const info = within(await block(TEXT.contactInfo));
    expect(info.getByRole('img', { name: TEXT.picture('Harper Lane') }).getAttribute('src')).toBe(
      'https://cdn.example/harper-small.jpg',
    );
    expect(info.getByRole('link', { name: 'h.lane@work.example' }).getAttribute('href')).toBe(
      'mailto:h.lane@work.example',
    );
    expect(info.getByRole('link', { name: '928-555-0101' }).getAttribute('href')).toBe(
      'tel:928-555-0101',
    );
    expect(info.getByText('Carrier: Verizon Wireless · Line type: mobile')).toBeTruthy();
    expect(info.getByText('12 Pine St, Payson, AZ 85541')).toBeTruthy();
    expect(info.getByText('Hot Lead', { selector: '[data-stage-color]' })).toBeTruthy();
    expect(info.getByText('$450,000')).toBeTruthy();
    expect(info.getByText('Nov 02, 2026 10:00')).toBeTruthy();
  });

  it('shows the activity summary with the recent activity, assignment and deal', async () => {
    const api = stubDetail();
    renderPage();
    const activity = within(await block(TEXT.activitySummary));
    expect(activity.getByText('Nov 25, 2026 14:05')).toBeTruthy();
    expect(activity.getByText('1,234')).toBeTruthy();
    expect(activity.getByText('3-6 months · Active')).toBeTruthy();
    const recent = activity.getByRole('region', { name: TEXT.recentActivity });
    expect(recent.className).toContain('h-[400px]');
    expect(await within(recent).findByText('Viewed Property')).toBeTruthy();
    expect(callsTo(api, ACTIVITY)).toBe(1);

    const assignmentBlock = await block(TEXT.assignment);
    const assignment = within(assignmentBlock);
    // assigned to, and among the collaborators
    expect(factOf(assignmentBlock, TEXT.assignedTo)).toBe('Rita Agent');
    expect(factOf(assignmentBlock, TEXT.collaborators)).toContain('Rita Agent');
    expect(assignment.getByText('Sam Lender')).toBeTruthy();
    expect(assignment.getByText(TEXT.assigned)).toBeTruthy();

    const deal = within(await block(TEXT.dealInfo));
    expect(deal.getByText('Pine cabin')).toBeTruthy();
    expect(deal.getByText('Under Contract')).toBeTruthy();
    expect(deal.getByText('$612,500')).toBeTruthy();
    expect(deal.getByText('Jan 15, 2027')).toBeTruthy();
  });

  it('shows tags, social info, the source link in a new tab and the lead’s answers', async () => {
    stubDetail();
    renderPage();
    const tags = within(await block(TEXT.tags));
    expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Buyer', 'Payson']);

    const social = within(await block(TEXT.socialInfo));
    expect(social.getByText('Pine Labs')).toBeTruthy();
    expect(social.getByText('35-44')).toBeTruthy();
    const linkedIn = social.getByRole('link', { name: /linkedin\.com/ });
    expect(linkedIn.getAttribute('target')).toBe('_blank');
    expect(social.getByText('harperlane').tagName).toBe('DD');

    const source = within(await block(TEXT.sourceLink));
    const link = source.getByRole('link', { name: /ridgeline\.example\/property\/42/ });
    expect(link.getAttribute('href')).toBe('https://ridgeline.example/property/42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain(TEXT.opensInNewTab);

    const answers = within(await block(TEXT.leadAnswers));
    expect(answers.getByText('Preferred contact')).toBeTruthy();
    expect(answers.getByText('Email')).toBeTruthy();
  });

  it("lists the notes, with 'View notes' leading to them", async () => {
    const api = stubDetail();
    renderPage();
    const notes = await block(TEXT.notesTitle);
    expect(notes.id).toBe('contact-notes');
    expect(screen.getByRole('link', { name: TEXT.viewNotes }).getAttribute('href')).toBe(
      '#contact-notes',
    );
    expect(await within(notes).findByText('Wants a cabin near Pine.')).toBeTruthy();
    expect(callsTo(api, NOTES)).toBe(1);
  });

  it('shows the plain blocks of a contact the CRM knows little about', async () => {
    stubDetail({
      [`GET ${CONTACT}`]: ok({ success: true, contact: contactFixture({ tags: [] }) }),
      [`GET ${NOTES}`]: ok({ success: true, notes: [] }),
      [`GET ${ACTIVITY}`]: ok({ success: true, activities: [] }),
    });
    renderPage();
    expect(within(await block(TEXT.socialInfo)).getByText(TEXT.noSocialInfo)).toBeTruthy();
    expect(within(await block(TEXT.tags)).getByText(TEXT.noTags)).toBeTruthy();
    expect(within(await block(TEXT.dealInfo)).getByText(TEXT.noDeal)).toBeTruthy();
    expect(within(await block(TEXT.sourceLink)).getByText(TEXT.noSourceLink)).toBeTruthy();
    expect(within(await block(TEXT.assignment)).getByText(TEXT.noCollaborators)).toBeTruthy();
    expect(await within(await block(TEXT.notesTitle)).findByText(TEXT.noNotes)).toBeTruthy();
    expect(
      await within(await block(TEXT.activitySummary)).findByText(TEXT.noActivity),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TEXT.leadAnswers })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("says 'Failed to fetch notes' when the notes fail", async () => {
    stubDetail({
      [`GET ${NOTES}`]: { status: 502, body: { code: 'UNAVAILABLE', message: 'CRM down' } },
    });
    renderPage();
    const notes = await block(TEXT.notesTitle);
    const alert = await within(notes).findByRole('alert');
    expect(within(alert).getByText(TEXT.notesFailed)).toBeTruthy();
    expect(within(alert).getByText('502: CRM down')).toBeTruthy();
  });

  it('leads back to the search the contact was opened from', async () => {
    stubDetail();
    renderPage('/admin/contacts/101?return=%2Fadmin%2Fcontacts%3Fq%3Dharper');
    await screen.findByRole('heading', { level: 1, name: 'Harper Lane' });
    expect(screen.getByRole('link', { name: TEXT.backToContacts }).getAttribute('href')).toBe(
      '/admin/contacts?q=harper',
    );
  });

  it('leads back to /admin/contacts without a return path, or with one elsewhere', async () => {
    stubDetail();
    renderPage('/admin/contacts/101?return=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'Harper Lane' });
    expect(screen.getByRole('link', { name: TEXT.backToContacts }).getAttribute('href')).toBe(
      '/admin/contacts',
    );
  });

  it("says 'Contact not found or failed to load.' for a contact the CRM does not know", async () => {
    stubDetail({
      [`GET ${CONTACT}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Contact not found' },
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: TEXT.contactFailed })).toBeTruthy();
    await expectMessage('contact.loadFailed', { container: alert });
    await expectMessage('contact.notFound', { container: alert });
    expect(within(alert).getByText('404: Contact not found')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: TEXT.backToContacts })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.contactTitle })).toBeTruthy();
  });

  it('says the same for a failure and for an id that names no contact (without asking)', async () => {
    const api = stubDetail({ [`GET ${CONTACT}`]: { status: 500, text: 'boom' } });
    renderPage();
    expect(await screen.findByText(TEXT.contactNotFound)).toBeTruthy();
    expect(screen.getByText('500: boom')).toBeTruthy();
    resetBrowser();

    const api2 = stubDetail();
    renderPage('/admin/contacts/abc', 'abc');
    expect(await screen.findByText(TEXT.contactNotFound)).toBeTruthy();
    expect(requestLog(api2).some((call) => call.includes('/api/contacts'))).toBe(false);
    expect(callsTo(api, CONTACT)).toBe(1);
  });

  it('adds a note and changes the stage from the page, asking again for what changed', async () => {
    const nurtured = { ...full, stage: 'Nurture' };
    let stage = 'Hot Lead';
    const api = stubDetail({
      [`GET ${CONTACT}`]: () => ok({ success: true, contact: { ...full, stage } }),
      'POST /api/contacts/101/notes': {
        status: 201,
        body: { success: true, note: noteFixture({ id: 5 }) },
      },
      [`PATCH ${CONTACT}`]: () => {
        stage = 'Nurture';
        return ok({ success: true, contact: nurtured });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Harper Lane' });
    await screen.findByText('Wants a cabin near Pine.');

    await user.type(screen.getByRole('textbox', { name: TEXT.noteBody }), 'Met at the open house');
    await user.click(screen.getByRole('button', { name: TEXT.addNote }));
    await screen.findByText(TEXT.noteAdded, { selector: '[data-slot="toast-title"]' });
    expect(sentBodies(api, '/api/contacts/101/notes')).toEqual([{ body: 'Met at the open house' }]);
    await waitFor(() => expect(callsTo(api, NOTES)).toBe(2));
    await waitFor(() => expect(callsTo(api, ACTIVITY)).toBe(2));
    await waitFor(() => expect(callsTo(api, CONTACT)).toBe(2));

    await user.click(screen.getByRole('combobox', { name: TEXT.stageSelect }));
    await user.click(await screen.findByRole('option', { name: 'Nurture' }));
    await user.click(screen.getByRole('button', { name: TEXT.saveStage }));
    await screen.findByText(TEXT.stageUpdated, { selector: '[data-slot="toast-title"]' });
    const info = within(await block(TEXT.contactInfo));
    await waitFor(() =>
      expect(info.getByText('Nurture', { selector: '[data-stage-color]' })).toBeTruthy(),
    );
    await waitFor(() => expect(callsTo(api, CONTACT)).toBe(4));
  });
});

describe('ContactDetailPage assignment (issue 41 B)', () => {
  const toastTitle = (title: string) =>
    screen.findByText(title, { selector: '[data-slot="toast-title"]' });

  /** The assignment block once the agents are in its select. */
  async function assignmentBlock() {
    const section = await block(TEXT.assignment);
    const select = await within(section).findByRole('combobox', { name: TEXT.assignLabel });
    const save = within(section).getByRole('button', { name: TEXT.saveAssignee });
    return { section, select, save: save as HTMLButtonElement };
  }

  it('shows the assignee chosen, and assigns another agent: PUT, pending, the new name', async () => {
    let assignedTo: string | null = 'Rita Agent';
    let answer: () => void = () => undefined;
    const api = stubDetail({
      [`GET ${CONTACT}`]: () => ok({ success: true, contact: { ...full, assignedTo } }),
      [`PUT ${ASSIGNEE}`]: async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        assignedTo = 'Dana Reed';
        return ok({ success: true, contact: { ...full, assignedTo } });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const { section, select, save } = await assignmentBlock();
    expect(select.textContent).toBe('Rita Agent');
    // nothing to save until another choice is made
    expect(save.disabled).toBe(true);

    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      TEXT.nobody,
      'Rita Agent',
      'Dana Reed',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dana Reed' }));
    expect(save.disabled).toBe(false);
    await user.click(save);

    const pending = await within(section).findByRole('button', { name: TEXT.savingAssignee });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(pending.getAttribute('aria-busy')).toBe('true');
    answer();

    await toastTitle(TEXT.assignSaved('Dana Reed'));
    expect(sentBodies(api, ASSIGNEE)).toEqual([{ agentId: 8 }]);
    await waitFor(() => expect(factOf(section, TEXT.assignedTo)).toBe('Dana Reed'));
    expect(select.textContent).toBe('Dana Reed');
    expect(within(section).queryByRole('alert')).toBeNull();
    // the contact is asked again (the CRM logs the change in its activity)
    await waitFor(() => expect(callsTo(api, CONTACT)).toBe(2));
  });

  it('leaves the contact to nobody, by keyboard', async () => {
    let assignedTo: string | null = 'Rita Agent';
    const api = stubDetail({
      [`GET ${CONTACT}`]: () => ok({ success: true, contact: { ...full, assignedTo } }),
      [`PUT ${ASSIGNEE}`]: () => {
        assignedTo = null;
        return ok({ success: true, contact: { ...full, assignedTo } });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const { section, select, save } = await assignmentBlock();
    select.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: TEXT.nobody });
    // the list opens on the current choice (Rita Agent): Nobody is the one above
    await user.keyboard('{ArrowUp}{Enter}');
    expect(select.textContent).toBe(TEXT.nobody);
    save.focus();
    await user.keyboard('{Enter}');
    await toastTitle(TEXT.assignSaved(null));
    expect(sentBodies(api, ASSIGNEE)).toEqual([{ agentId: null }]);
    await waitFor(() => expect(factOf(section, TEXT.assignedTo)).toBe(TEXT.none));
    expect(select.textContent).toBe(TEXT.nobody);
  });

  it("shows Follow Up Boss's refusal under the control, keeping the assignee, until another choice", async () => {
    const refusal = AGENT_MESSAGES.noFubUser('Dana Reed', 'dana@ridgeline.example');
    stubDetail({
      [`PUT ${ASSIGNEE}`]: { status: 409, body: { code: 'CONFLICT', message: refusal } },
    });
    const user = userEvent.setup();
    renderPage();
    const { section, select, save } = await assignmentBlock();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Dana Reed' }));
    await user.click(save);

    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    // the message is the select's description, and it is not a toast
    const message = alert.firstElementChild as HTMLElement;
    expect(select.getAttribute('aria-describedby')).toBe(message.id);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(refusal, { selector: '[data-slot="toast-description"]' })).toBeNull();
    expect(factOf(section, TEXT.assignedTo)).toBe('Rita Agent');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: TEXT.nobody }));
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('says how agents are added when there are none, with no control', async () => {
    stubDetail({ 'GET /api/agents': ok({ agents: [] }) });
    renderPage();
    const section = within(await block(TEXT.assignment));
    expect(await section.findByText(TEXT.noAgents)).toBeTruthy();
    expect(section.queryByRole('combobox')).toBeNull();
    expect(section.queryByRole('button', { name: TEXT.saveAssignee })).toBeNull();
  });

  it('shows the CRM’s assignee who is not one of the agents, with the select waiting for a choice', async () => {
    stubDetail({
      [`GET ${CONTACT}`]: ok({ success: true, contact: { ...full, assignedTo: 'Pat Broker' } }),
    });
    renderPage();
    const { section, select, save } = await assignmentBlock();
    expect(factOf(section, TEXT.assignedTo)).toBe('Pat Broker');
    expect(select.textContent).toBe(TEXT.assignPlaceholder);
    expect(save.disabled).toBe(true);
  });
});

describe('ContactDetailPage from the router', () => {
  it.each(['/admin/contacts/101', '/contacts/101'])('opens at %s', async (path) => {
    stubDetail();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harper Lane' })).toBeTruthy();
    expect(screen.getByText(TEXT.staffOnly)).toBeTruthy();
  });

  it('opens for an agent: the contact, its notes and the assign control (issue 41 B)', async () => {
    stubDetail({ '/api/user': ok(userFixture({ id: 8, username: 'dana', isAgent: true })) });
    renderApp('/contacts/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harper Lane' })).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXT.viewNotes })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TEXT.adminsOnly })).toBeNull();
    const assignment = within(await block(TEXT.assignment));
    expect(await assignment.findByRole('combobox', { name: TEXT.assignLabel })).toBeTruthy();
  });

  it('asks a visitor who is not signed in to sign in, coming back to the contact', async () => {
    const api = stubApi({ '/api/user': SIGNED_OUT });
    renderApp('/contacts/101');
    expect(await screen.findByRole('heading', { name: TEXT.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fcontacts%2F101',
    );
    expect(requestLog(api).some((call) => call.includes('/api/contacts'))).toBe(false);
  });

  it('refuses a signed-in visitor who is neither an agent nor an admin', async () => {
    const api = stubApi({ '/api/user': ok(userFixture()), [CONTACT]: NOT_FOUND });
    renderApp('/admin/contacts/101');
    expect(await screen.findByRole('heading', { name: TEXT.adminsOnly })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.contactTitle })).toBeTruthy();
    expect(requestLog(api).some((call) => call.includes('/api/contacts'))).toBe(false);
  });
});
