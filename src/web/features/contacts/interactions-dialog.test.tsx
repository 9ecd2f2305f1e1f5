// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CrmContact } from '../../../contract/crm';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import {
  callsTo,
  ok,
  requestedPaths,
  sentBodies,
  stubApi,
  type Answer,
} from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import {
  activityFixture,
  agentFixture,
  contactFixture,
  emailFixture,
  listReply,
  noteFixture,
} from './contacts-fixtures';
import { ContactsPage } from './contacts-page';
import { CONTACTS_TEXT as TEXT } from './contacts-text';
import { expectMessage } from '../../testing/expect-message';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });
const harper = contactFixture({ tags: ['Buyer', 'Payson', 'Cabin', 'Cash'] });

const CONTACT = '/api/contacts/101';
const NOTES = '/api/followup-boss/notes?personId=101&limit=100';
const EMAILS = '/api/followup-boss/emails/101?limit=50';
const ACTIVITY = '/api/contacts/101/activities';
const ADD_NOTE = '/api/contacts/101/notes';

const longNote = `${'Looking for a cabin with a view of the Mogollon Rim. '.repeat(4)}End.`;

function stubDialog(routes: Record<string, Answer> = {}) {
  return stubApi({
    '/api/user': ok(rita),
    'GET /api/contacts/search': ok(listReply([harper])),
    [`GET ${CONTACT}`]: ok({ success: true, contact: harper }),
    [`GET ${NOTES}`]: ok({
      success: true,
      notes: [
        noteFixture({ id: 1, subject: 'Call back', body: longNote }),
        noteFixture({ id: 2, subject: null, body: 'Short one', created: '2026-11-05T16:09:00Z' }),
      ],
    }),
    [`GET ${EMAILS}`]: ok({
      success: true,
      emails: [
        emailFixture({ id: 1 }),
        emailFixture({ id: 2, subject: 'Private', body: '[CONTENT HIDDEN]' }),
      ],
    }),
    [`GET ${ACTIVITY}`]: ok({ success: true, activities: [activityFixture()] }),
    'GET /api/agents': ok({ agents: [agentFixture()] }),
    ...routes,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ContactsPage user={rita} />
      <Toaster />
    </>,
    { url: '/admin/contacts?q=harper' },
  );
  await user.click(await screen.findByRole('button', { name: 'Harper Lane' }));
  const dialog = await screen.findByRole('dialog', { name: 'Harper Lane' });
  return { user, dialog };
}

const noteBox = (scope: ReturnType<typeof within>) =>
  scope.getByRole('textbox', { name: TEXT.noteBody });
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const toastDescription = (text: string) =>
  screen.getByText(text, { selector: '[data-slot="toast-description"]' });

beforeAll(async () => {
  await import('./contacts-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('the interactions dialog', () => {
  it('shows the contact details, without asking for the contact again', async () => {
    const api = stubDialog();
    const { dialog } = await openDialog();
    const d = within(dialog);
    expect(d.getByText(TEXT.interactionsDescription)).toBeTruthy();
    expect(d.getByText('Hot Lead', { selector: '[data-stage-color]' })).toBeTruthy();
    expect(d.getByText('harper@example.com')).toBeTruthy();
    expect(d.getByText('928-555-0101')).toBeTruthy();
    expect(d.getByText('Website')).toBeTruthy();
    expect(d.getByText('$450,000')).toBeTruthy();
    const details = within(dialog.querySelector('dl') as HTMLElement);
    expect(details.getByText('Rita Agent')).toBeTruthy();
    expect(details.getByText('Nov 25, 2026 14:05').tagName).toBe('TIME');
    expect(details.getByText('Nov 02, 2026 10:00')).toBeTruthy();
    expect(d.getByText('Cash')).toBeTruthy();
    expect(callsTo(api, CONTACT)).toBe(0);
  });

  it('links the contact page, coming back to this search', async () => {
    stubDialog();
    const { dialog } = await openDialog();
    expect(
      within(dialog).getByRole('link', { name: TEXT.openContactPage }).getAttribute('href'),
    ).toBe('/admin/contacts/101?return=%2Fadmin%2Fcontacts%3Fq%3Dharper');
  });

  it('has the tabs Notes / E-mails / Activity, each a focusable list 400 px high', async () => {
    const api = stubDialog();
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    expect(d.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      TEXT.notesTab,
      TEXT.emailsTab,
      TEXT.activityTab,
    ]);
    expect(d.getByRole('tab', { name: TEXT.notesTab }).getAttribute('aria-selected')).toBe('true');

    const notes = await d.findByRole('region', { name: TEXT.notesList });
    expect(notes.className).toContain('h-[400px]');
    expect(notes.className).toContain('overflow-y-auto');
    expect(notes.tabIndex).toBe(0);
    expect(await within(notes).findByText('Call back')).toBeTruthy();
    expect(requestedPaths(api)).toContain(NOTES);

    await user.click(d.getByRole('tab', { name: TEXT.emailsTab }));
    const emails = await d.findByRole('region', { name: TEXT.emailsList });
    expect(emails.className).toContain('h-[400px]');
    expect(await within(emails).findByText('Cabins in Pine')).toBeTruthy();
    expect(requestedPaths(api)).toContain(EMAILS);

    await user.click(d.getByRole('tab', { name: TEXT.activityTab }));
    const activity = await d.findByRole('region', { name: TEXT.activityList });
    expect(activity.className).toContain('h-[400px]');
    expect(await within(activity).findByText('Viewed Property')).toBeTruthy();
    expect(within(activity).getByText('Viewed 123 Main St, Payson')).toBeTruthy();
    expect(within(activity).getByText('Nov 24, 2026 08:00')).toBeTruthy();
    expect(requestedPaths(api)).toContain(ACTIVITY);
  });

  it("dates items 'MMM dd, yyyy HH:mm' and cuts notes at 150 characters with show more / show less", async () => {
    stubDialog();
    const { user, dialog } = await openDialog();
    const notes = await within(dialog).findByRole('region', { name: TEXT.notesList });
    await within(notes).findByText('Call back');
    expect(within(notes).getByText('Nov 25, 2026 14:05')).toBeTruthy();
    expect(within(notes).getByText('Nov 05, 2026 09:09')).toBeTruthy();
    expect(within(notes).getByText(TEXT.noSubject)).toBeTruthy();

    const preview = `${longNote.slice(0, 150).trimEnd()}…`;
    expect(within(notes).getByText(preview)).toBeTruthy();
    const more = within(notes).getByRole('button', { name: TEXT.showMore });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(within(notes).getByText(longNote)).toBeTruthy();
    const less = within(notes).getByRole('button', { name: TEXT.showLess });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await user.click(less);
    expect(within(notes).getByText(preview)).toBeTruthy();
    // a short note has nothing to show more of
    expect(within(notes).getAllByRole('button', { name: TEXT.showMore })).toHaveLength(1);
  });

  it("shows an e-mail whose content the CRM hides as '[CONTENT HIDDEN]', muted", async () => {
    stubDialog();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: TEXT.emailsTab }));
    const emails = await within(dialog).findByRole('region', { name: TEXT.emailsList });
    await within(emails).findByText('Private');
    const hidden = within(emails).getByText(TEXT.contentHidden, { exact: false });
    expect(hidden.getAttribute('data-content-hidden')).toBe('true');
    expect(hidden.className).toContain('text-muted-foreground');
    expect(within(emails).getByText('Here are three cabins.')).toBeTruthy();
    expect(
      within(emails).getAllByText('From: rita@ridgeline.example', { exact: false }),
    ).toHaveLength(2);
  });

  it('shows the empty state of each list', async () => {
    stubDialog({
      [`GET ${NOTES}`]: ok({ success: true, notes: [] }),
      [`GET ${EMAILS}`]: ok({ success: true, emails: [] }),
      [`GET ${ACTIVITY}`]: ok({ success: true, activities: [] }),
    });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await expectMessage('contact.noNotes', { container: dialog });
    await user.click(d.getByRole('tab', { name: TEXT.emailsTab }));
    await expectMessage('contact.noEmails', { container: dialog });
    await user.click(d.getByRole('tab', { name: TEXT.activityTab }));
    await expectMessage('contact.noActivity', { container: dialog });
  });

  it("shows the spec's error texts of each list, with the server's message", async () => {
    const failure = { status: 502, body: { code: 'UNAVAILABLE', message: 'CRM down' } };
    stubDialog({
      [`GET ${NOTES}`]: failure,
      [`GET ${EMAILS}`]: failure,
      [`GET ${ACTIVITY}`]: failure,
    });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    let alert = await d.findByRole('alert');
    await expectMessage('contact.notesFailed', { container: alert });
    await expectMessage('contact.interactionFailed', { container: alert });
    expect(within(alert).getByText('502: CRM down')).toBeTruthy();

    await user.click(d.getByRole('tab', { name: TEXT.emailsTab }));
    alert = await d.findByRole('alert');
    await expectMessage('contact.emailsFailed', { container: alert });
    expect(within(alert).getByText(TEXT.interactionFailed)).toBeTruthy();

    await user.click(d.getByRole('tab', { name: TEXT.activityTab }));
    alert = await d.findByRole('alert');
    await within(alert).findByText(TEXT.activityFailed);
    expect(within(alert).getByText(TEXT.interactionFailed)).toBeTruthy();
  });

  it('closes with Escape and gives focus back to the card', async () => {
    stubDialog();
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Harper Lane' }));
  });
});

describe('the staff actions', () => {
  it('adds a note (subject optional), says so, and asks again for the contact, notes and activity', async () => {
    const api = stubDialog({
      [`POST ${ADD_NOTE}`]: { status: 201, body: { success: true, note: noteFixture({ id: 9 }) } },
    });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    // the activity was looked at before
    await user.click(d.getByRole('tab', { name: TEXT.activityTab }));
    await d.findByText('Viewed Property');
    await user.click(d.getByRole('tab', { name: TEXT.notesTab }));
    await d.findByText('Call back');
    expect(callsTo(api, NOTES)).toBe(1);

    await user.type(noteBox(d), 'Prefers e-mail.');
    await user.click(d.getByRole('button', { name: TEXT.addNote }));
    expect(await toastTitle(TEXT.noteAdded)).toBeTruthy();
    expect(sentBodies(api, ADD_NOTE)).toEqual([{ body: 'Prefers e-mail.' }]);
    await waitFor(() => expect(callsTo(api, NOTES)).toBe(2));
    await waitFor(() => expect(callsTo(api, CONTACT)).toBe(1));
    // the form is emptied for the next note
    expect((noteBox(d) as HTMLTextAreaElement).value).toBe('');

    await user.type(d.getByLabelText(TEXT.noteSubject), 'Showing');
    await user.type(noteBox(d), 'Saturday 10am');
    await user.click(d.getByRole('button', { name: TEXT.addNote }));
    await waitFor(() => expect(sentBodies(api, ADD_NOTE)).toHaveLength(2));
    expect(sentBodies(api, ADD_NOTE)[1]).toEqual({ subject: 'Showing', body: 'Saturday 10am' });

    // the activity is asked again when it is shown next
    await user.click(d.getByRole('tab', { name: TEXT.activityTab }));
    await waitFor(() => expect(callsTo(api, ACTIVITY)).toBe(2));
  });

  it("asks for the note's text with the contract's message, sending nothing", async () => {
    const api = stubDialog();
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.type(noteBox(d), '   ');
    await user.click(d.getByRole('button', { name: TEXT.addNote }));
    expect(await d.findByText('Write the note')).toBeTruthy();
    const body = noteBox(d);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(api, ADD_NOTE)).toEqual([]);
  });

  it("toasts the server's message when the note fails, and shows its field message", async () => {
    stubDialog({
      [`POST ${ADD_NOTE}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Check the note',
          fieldErrors: { body: 'The CRM refused this note' },
        },
      },
    });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.type(noteBox(d), 'Hello');
    await user.click(d.getByRole('button', { name: TEXT.addNote }));
    expect(await toastTitle(TEXT.noteFailed)).toBeTruthy();
    expect(toastDescription('Check the note')).toBeTruthy();
    expect(await d.findByText('The CRM refused this note')).toBeTruthy();
    expect((noteBox(d) as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('changes the stage: PATCH, a toast, the new stage in the dialog and on the card, the contact asked again', async () => {
    const nurtured: CrmContact = { ...harper, stage: 'Nurture' };
    const api = stubDialog({
      [`PATCH ${CONTACT}`]: ok({ success: true, contact: nurtured }),
      [`GET ${CONTACT}`]: ok({ success: true, contact: nurtured }),
    });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    const stage = d.getByRole('combobox', { name: TEXT.stageSelect });
    expect(stage.textContent).toContain('Hot Lead');
    // nothing to save while the stage is unchanged
    expect(d.getByRole('button', { name: TEXT.saveStage })).toHaveProperty('disabled', true);

    await user.click(stage);
    await user.click(await screen.findByRole('option', { name: 'Nurture' }));
    await user.click(d.getByRole('button', { name: TEXT.saveStage }));
    expect(await toastTitle(TEXT.stageUpdated)).toBeTruthy();
    expect(sentBodies(api, CONTACT).filter(Boolean)).toEqual([{ stage: 'Nurture' }]);
    await waitFor(() =>
      expect(d.getByText('Nurture', { selector: '[data-stage-color]' })).toBeTruthy(),
    );
    await waitFor(() => expect(callsTo(api, CONTACT)).toBe(2));

    // Escape closes the topmost layer first: the toast
    act(() => dismissToast());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('button', { name: 'Harper Lane' }).closest('article');
    expect(
      within(card as HTMLElement)
        .getByText('Nurture')
        .closest('[data-stage-color]'),
    ).toBeTruthy();
  });

  it('assigns the contact to an agent from the dialog: PUT, the new name in its details (issue 41 B)', async () => {
    const dana = agentFixture({ id: 8, username: 'dana', name: 'Dana Reed' });
    const reassigned: CrmContact = { ...harper, assignedTo: 'Dana Reed' };
    const api = stubDialog({
      'GET /api/agents': ok({ agents: [agentFixture(), dana] }),
      [`PUT ${CONTACT}/assignee`]: ok({ success: true, contact: reassigned }),
      [`GET ${CONTACT}`]: ok({ success: true, contact: reassigned }),
    });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    const select = await d.findByRole('combobox', { name: TEXT.assignLabel });
    expect(select.textContent).toBe('Rita Agent');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Dana Reed' }));
    await user.click(d.getByRole('button', { name: TEXT.saveAssignee }));
    expect(await toastTitle(TEXT.assignSaved('Dana Reed'))).toBeTruthy();
    expect(sentBodies(api, `${CONTACT}/assignee`)).toEqual([{ agentId: 8 }]);
    const details = within(dialog.querySelector('dl') as HTMLElement);
    await waitFor(() => expect(details.getByText('Dana Reed')).toBeTruthy());
  });

  it("toasts the server's message when the stage cannot be changed", async () => {
    stubDialog({
      [`PATCH ${CONTACT}`]: {
        status: 502,
        body: { code: 'UNAVAILABLE', message: 'Follow Up Boss is unavailable' },
      },
    });
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.click(d.getByRole('combobox', { name: TEXT.stageSelect }));
    await user.click(await screen.findByRole('option', { name: 'Ready to Buy' }));
    await user.click(d.getByRole('button', { name: TEXT.saveStage }));
    expect(await toastTitle(TEXT.stageFailed)).toBeTruthy();
    expect(toastDescription('Follow Up Boss is unavailable')).toBeTruthy();
    act(() => dismissToast());
  });
});
