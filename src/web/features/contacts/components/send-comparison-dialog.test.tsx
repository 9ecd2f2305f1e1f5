// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactComparison } from '../../../../contract/saved-comparisons';
import { SAVED_COMPARISON_TEXT } from '../../../../core/saved-comparisons';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { ok, requestLog, sentBodies, stubApi, type Answer } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { contactFixture } from '../contacts-fixtures';
import { SEND_COMPARISON_TEXT as TEXT, SendComparisonDialog } from './send-comparison-dialog';
import { CONTACT_COMPARISONS_TEXT, ContactComparisons } from './contact-comparisons';

const harper = contactFixture({ id: 101, name: 'Harper Lane' });
const SEARCH = '/api/contacts/search?q=harper&page=1&limit=8';
const SAVE = '/api/contacts/101/comparisons';
const NOTE = '/api/contacts/101/comparisons/9/note';

const saved = (name: string, gone = false): ContactComparison => ({
  id: 9,
  name,
  propertyIds: [11, 12],
  listings: [
    { id: 11, available: true, property: null },
    { id: 12, available: !gone, property: null },
  ],
  shareId: 'Vq3xT9bLk2mN8pR4sW6yZ1aC',
  url: 'https://homes.example/compare?saved=Vq3xT9bLk2mN8pR4sW6yZ1aC',
  createdAt: '2026-03-05T17:00:00.000Z',
  updatedAt: '2026-03-05T17:00:00.000Z',
  contactId: 101,
  createdBy: 'rita',
});

const stubStaff = (routes: Record<string, Answer> = {}) =>
  stubApi({
    [SEARCH]: ok({ success: true, contacts: [harper], totalInAccount: 1, totalPages: 1, page: 1 }),
    [`POST ${SAVE}`]: (request) => ({
      status: 201,
      body: { comparison: saved((request.body as { name: string }).name) },
    }),
    [`POST ${NOTE}`]: {
      status: 201,
      body: {
        note: {
          id: 1,
          subject: 'Property comparison',
          body: 'x',
          isHtml: false,
          created: '2026-03-05T17:00:00.000Z',
          createdBy: 'rita',
          systemName: null,
        },
      },
    },
    ...routes,
  });

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SendComparisonDialog propertyIds={[11, 12]} />
      <Toaster />
    </>,
    { url: '/compare?ids=11,12' },
  );
  await user.click(screen.getByRole('button', { name: TEXT.trigger }));
  const dialog = await screen.findByRole('dialog', { name: TEXT.title });
  return { user, dialog: within(dialog) };
}

async function pickHarper(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
) {
  await user.type(dialog.getByRole('searchbox', { name: /Client/ }), 'harper');
  await user.click(await dialog.findByRole('button', { name: /Harper Lane/ }));
}

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('Save for a client', () => {
  it('asks for a client and a name before sending anything', async () => {
    const api = stubStaff();
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: TEXT.save }));
    expect(dialog.getByText(TEXT.chooseClient)).toBeTruthy();
    expect(dialog.getByText(SAVED_COMPARISON_TEXT.nameRequired)).toBeTruthy();
    expect(requestLog(api).some((line) => line.startsWith('POST'))).toBe(false);
  });

  it('saves for the contact found, and writes the link with the message in a CRM note', async () => {
    const api = stubStaff();
    const { user, dialog } = await openDialog();
    await pickHarper(user, dialog);
    expect(dialog.getByText('Harper Lane · harper@example.com')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /Comparison name/ }), 'Homes for Harper');
    await user.type(
      dialog.getByRole('textbox', { name: TEXT.message }),
      'The two in Pine have big lots.',
    );
    await user.click(dialog.getByRole('button', { name: TEXT.save }));

    expect(await screen.findByText(TEXT.savedFor('Harper Lane'))).toBeTruthy();
    expect(screen.getByText(TEXT.noteWritten)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(api, SAVE)).toEqual([{ name: 'Homes for Harper', propertyIds: [11, 12] }]);
    expect(sentBodies(api, NOTE)).toEqual([{ message: 'The two in Pine have big lots.' }]);
  });

  it('keeps the comparison and says so when the note fails; no note when it is not asked for', async () => {
    const api = stubStaff({
      [`POST ${NOTE}`]: {
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'Follow Up Boss is not reachable' },
      },
    });
    const first = await openDialog();
    await pickHarper(first.user, first.dialog);
    await first.user.type(first.dialog.getByRole('textbox', { name: /Comparison name/ }), 'A');
    await first.user.click(first.dialog.getByRole('button', { name: TEXT.save }));
    expect(
      await screen.findByText(TEXT.noteFailed('Follow Up Boss is not reachable')),
    ).toBeTruthy();
    expect(sentBodies(api, SAVE)).toHaveLength(1);

    dismissToast();
    await first.user.click(screen.getByRole('button', { name: TEXT.trigger }));
    const dialog = within(await screen.findByRole('dialog', { name: TEXT.title }));
    await pickHarper(first.user, dialog);
    await first.user.type(dialog.getByRole('textbox', { name: /Comparison name/ }), 'B');
    await first.user.click(dialog.getByRole('checkbox', { name: TEXT.writeNote }));
    expect(dialog.queryByRole('textbox', { name: TEXT.message })).toBeNull();
    await first.user.click(dialog.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(TEXT.noNote)).toBeTruthy();
    expect(sentBodies(api, SAVE)).toHaveLength(2);
    expect(sentBodies(api, NOTE)).toHaveLength(1);
  });

  it("shows the server's refusal of the name under the field", async () => {
    const message = SAVED_COMPARISON_TEXT.contactNameTaken('Homes');
    stubStaff({
      [`POST ${SAVE}`]: {
        status: 409,
        body: { code: 'CONFLICT', message, fieldErrors: { name: message } },
      },
    });
    const { user, dialog } = await openDialog();
    await pickHarper(user, dialog);
    await user.type(dialog.getByRole('textbox', { name: /Comparison name/ }), 'Homes');
    await user.click(dialog.getByRole('button', { name: TEXT.save }));
    expect(await dialog.findByText(message)).toBeTruthy();
  });
});

describe("a contact's saved comparisons", () => {
  const LIST = '/api/contacts/101/comparisons';

  function renderList() {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ContactComparisons contactId={101} />
        <Toaster />
      </>,
    );
    return user;
  }

  it('lists them with their link, adds the link to the notes again, and deletes after asking', async () => {
    let kept = [saved('Homes for Harper', true)];
    const api = stubStaff({
      [`GET ${LIST}`]: () => ok({ comparisons: kept }),
      [`DELETE ${LIST}/9`]: () => {
        kept = [];
        return ok({ id: 9, deleted: true });
      },
    });
    const user = renderList();
    const item = within(await screen.findByTestId('contact-comparison'));
    expect(item.getByRole('link', { name: 'Homes for Harper' }).getAttribute('href')).toBe(
      '/compare?saved=Vq3xT9bLk2mN8pR4sW6yZ1aC',
    );
    expect(
      item.getByText('2 properties · 1 no longer available · by rita, Mar 05, 2026'),
    ).toBeTruthy();

    await user.click(item.getByRole('button', { name: /Add link to notes/ }));
    expect(await screen.findByText(CONTACT_COMPARISONS_TEXT.noteSent)).toBeTruthy();
    expect(sentBodies(api, NOTE)).toEqual([{}]);

    await user.click(item.getByRole('button', { name: 'Delete Homes for Harper' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: CONTACT_COMPARISONS_TEXT.deleteTitle }),
    );
    await user.click(confirm.getByRole('button', { name: CONTACT_COMPARISONS_TEXT.delete }));
    expect(await screen.findByText(SAVED_COMPARISON_TEXT.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('contact-comparison')).toBeNull());
    expect(requestLog(api)).toContain(`DELETE ${LIST}/9`);
  });

  it('says when there is none, with the way to Just Listed', async () => {
    stubStaff({ [`GET ${LIST}`]: ok({ comparisons: [] }) });
    renderList();
    expect(await screen.findByText(/None yet/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: CONTACT_COMPARISONS_TEXT.justListed }).getAttribute('href'),
    ).toBe('/just-listed');
  });
});
