// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import { BFR_SECTIONS, BFR_TEXT_FIELDS, type BfrTextKey } from '../../../core/bfr-fields';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { createQueryClient } from '../../lib/query-client';
import {
  callsTo,
  ok,
  requestLog,
  SIGNED_OUT,
  sentBodies,
  stubApi,
  type Answer,
  type Reply,
} from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { bfrForm, listingAgentReply } from '../../testing/bfr-fixtures';
import { bfrContactReply } from './bfr-fixtures';
import { PRINT_BLANK, PRINT_TICKED } from './bfr-print-format';
import { BfrUpdatePage } from './bfr-update-page';
import { BFR_UPDATE_TEXT as TEXT } from './bfr-update-text';
import { MLS_LOOKUP_DELAY_MS } from '../../components/bfr/use-mls-lookup';
import { expectMessage } from '../../testing/expect-message';

const SEARCH = '/api/admin/bfr/contact';
const UPDATE = '/api/admin/bfr/update';
const searchPath = (term: string) => `${SEARCH}/${encodeURIComponent(term)}`;
const listingPath = (mls: string) => `/api/listing-agent/${mls}`;

const rita = userFixture({ id: 1, username: 'rita', firstName: 'Rita', isAdmin: true });

const harper = () =>
  bfrContactReply({
    form: { purchaseContract: true, buyerPhone: '928-555-0101', amount: '450,000' },
  });

/**
 * The session and the BFR API: any search answers the `GET ${SEARCH}` route (Harper Lane by
 * default), whatever the term; anything not named answers 404.
 */
function stubBfr(
  routes: Record<string, Answer> = {},
  { user = rita }: { user?: User | null } = {},
) {
  const { [`GET ${SEARCH}`]: search = ok(harper()), ...others } = routes;
  return stubApi(
    { '/api/user': user ? ok(user) : SIGNED_OUT, ...others },
    {
      otherwise: (request) => {
        if (request.method === 'GET' && request.url.pathname.startsWith(`${SEARCH}/`)) {
          return typeof search === 'function' ? search(request) : search;
        }
        return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      },
    },
  );
}

/** The page with the session the app hands in. */
function renderPage(user: User | null = rita) {
  const client = createQueryClient();
  client.setQueryData(['user'], user);
  return renderWithProviders(
    <>
      <BfrUpdatePage user={user} />
      <Toaster />
    </>,
    { url: '/admin/bfr-update', client },
  );
}

const nameBox = () => screen.getByRole('textbox', { name: TEXT.searchByName }) as HTMLInputElement;
const emailBox = () =>
  screen.getByRole('textbox', { name: TEXT.searchByEmail }) as HTMLInputElement;
const searchButton = () =>
  screen.getByRole('button', { name: TEXT.searchButton }) as HTMLButtonElement;
const labelOf = (key: BfrTextKey) => BFR_TEXT_FIELDS.find((f) => f.key === key)!.label;
const field = (key: BfrTextKey) => screen.getByLabelText(labelOf(key)) as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const sectionButton = (title: string) => screen.getByRole('button', { name: title });
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const toastOf = async (title: string) =>
  (await toastTitle(title)).closest('[data-slot="toast"]') as HTMLElement;

async function openHarper(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameBox(), 'Harper Lane{Enter}');
  await screen.findByRole('heading', { level: 2, name: 'Harper Lane' });
}

beforeAll(async () => {
  await import('./bfr-update-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('BfrUpdatePage access', () => {
  it('asks a visitor who is not signed in to sign in, coming back here, without asking the BFR API', async () => {
    const api = stubBfr({}, { user: null });
    renderApp('/admin/bfr-update');
    expect(await screen.findByRole('heading', { name: TEXT.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fadmin%2Fbfr-update',
    );
    expect(requestLog(api).some((call) => call.includes('/api/admin/bfr'))).toBe(false);
  });

  it('refuses a signed-in visitor who is neither an agent nor an admin', async () => {
    stubBfr({}, { user: userFixture() });
    renderApp('/admin/bfr-update');
    expect(await screen.findByRole('heading', { name: TEXT.adminsOnly })).toBeTruthy();
    expect(screen.getByText(TEXT.notAdmin)).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('opens for an admin through the router: Staff Only, Home, the search, titled with the team name', async () => {
    stubBfr();
    renderApp('/admin/bfr-update');
    expect(await screen.findByRole('search')).toBeTruthy();
    expect(screen.getByText(TEXT.staffOnly)).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXT.home }).getAttribute('href')).toBe('/');
    expect(screen.getByText(TEXT.idle)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${TEXT.title} | Ridgeline Team`));
  });

  it('opens for an agent too: buyer files are staff work (issue 41 B)', async () => {
    stubBfr({}, { user: userFixture({ id: 8, username: 'dana', isAgent: true }) });
    renderApp('/admin/bfr-update');
    expect(await screen.findByRole('search')).toBeTruthy();
    expect(screen.getByText(TEXT.staffOnly)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: TEXT.adminsOnly })).toBeNull();
  });
});

describe('BfrUpdatePage search', () => {
  it('keeps Search disabled until a name or e-mail is typed (spaces do not count)', async () => {
    const api = stubBfr();
    const user = userEvent.setup();
    renderPage();
    expect(searchButton().disabled).toBe(true);
    await user.type(nameBox(), '   ');
    expect(searchButton().disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(requestLog(api).some((call) => call.includes(SEARCH))).toBe(false);
    await user.type(nameBox(), 'h');
    expect(searchButton().disabled).toBe(false);
  });

  it('clears the e-mail box when a name is typed, and the name box when an e-mail is', async () => {
    stubBfr();
    const user = userEvent.setup();
    renderPage();
    await user.type(nameBox(), 'Harper');
    await user.type(emailBox(), 'h');
    expect(nameBox().value).toBe('');
    expect(emailBox().value).toBe('h');
    await user.type(nameBox(), 'L');
    expect(emailBox().value).toBe('');
    expect(nameBox().value).toBe('L');
  });

  it('searches on Enter by e-mail, trimmed and encoded, and shows the contact and the five sections', async () => {
    const api = stubBfr();
    const user = userEvent.setup();
    renderPage();
    await user.type(emailBox(), ' harper+buyer@example.com {Enter}');
    const card = await screen.findByRole('region', { name: 'Harper Lane' });
    expect(requestLog(api)).toContain(`GET ${searchPath('harper+buyer@example.com')}`);
    expect(searchPath('harper+buyer@example.com')).toBe(`${SEARCH}/harper%2Bbuyer%40example.com`);
    expect(within(card).getByText('harper@example.com')).toBeTruthy();
    expect(within(card).getByText('928-555-0101')).toBeTruthy();
    expect(within(card).getByText(TEXT.neverSaved)).toBeTruthy();
    for (const { title } of BFR_SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    // the form opens as the server says: the boxes and the fields of the reply
    expect(box('Purchase Contract').checked).toBe(true);
    expect(box('Wire Fraud Advisory').checked).toBe(false);
    expect(field('amount').value).toBe('450,000');
    expect(field('contractDate').type).toBe('date');
    expect(field('inspectionScheduledDateTime').type).toBe('datetime-local');
    expect(field('lenderEmail').type).toBe('email');
    expect(field('lenderPhone').type).toBe('tel');
    expect(screen.getByText(TEXT.received(1, 11))).toBeTruthy();
    // If Needed starts closed (nothing in the analysis asks for it)
    expect(sectionButton('If Needed').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'Addendum 1' })).toBeNull();
    await user.click(sectionButton('If Needed'));
    expect(box('Addendum 1')).toBeTruthy();
  });

  it('searches with the Search button, and asks again when the same term is searched again', async () => {
    const api = stubBfr();
    const user = userEvent.setup();
    renderPage();
    await user.type(nameBox(), 'Harper Lane');
    await user.click(searchButton());
    await screen.findByRole('region', { name: 'Harper Lane' });
    await user.click(searchButton());
    await waitFor(() => expect(callsTo(api, searchPath('Harper Lane'))).toBe(2));
  });

  it('shows a skeleton while searching', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubBfr({
      [`GET ${SEARCH}`]: () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(nameBox(), 'Harper{Enter}');
    expect(await screen.findByRole('status', { name: '' })).toBeTruthy();
    expect(screen.getByText(TEXT.searching, { selector: '.sr-only' })).toBeTruthy();
    act(() => answer(ok(harper())));
    expect(await screen.findByRole('region', { name: 'Harper Lane' })).toBeTruthy();
  });

  it('says so when no contact matches (404), without a toast', async () => {
    stubBfr({
      [`GET ${SEARCH}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'Contact not found' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(nameBox(), 'Nobody{Enter}');
    expect(await screen.findByText(TEXT.notFound('Nobody'))).toBeTruthy();
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
  });

  it("toasts 'Error' with the server's message when the search fails, and Retry asks again", async () => {
    const api = stubBfr({
      [`GET ${SEARCH}`]: {
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'Follow Up Boss is unavailable' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(nameBox(), 'Harper{Enter}');
    const toast = await toastOf(TEXT.error);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText('Follow Up Boss is unavailable')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('503: Follow Up Boss is unavailable')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    await waitFor(() => expect(callsTo(api, searchPath('Harper'))).toBe(2));
  });

  it("toasts 'Failed to search contact' when the failure has no message", async () => {
    stubBfr({ [`GET ${SEARCH}`]: { status: 502, text: '' } });
    const user = userEvent.setup();
    renderPage();
    await user.type(nameBox(), 'Harper{Enter}');
    await expectMessage('bfrUpdate.searchFailed.title');
    await expectMessage('bfrUpdate.searchFailed.fallback');
  });

  it('lists the other matches, and opens the one picked', async () => {
    const jordan = bfrContactReply({
      contact: { id: 102, name: 'Jordan Harper', email: 'jordan@example.com', phone: '' },
      form: { sellersName: 'Pat Seller' },
    });
    const api = stubBfr({
      [`GET ${SEARCH}`]: ok(
        bfrContactReply({
          matches: [
            { id: 101, name: 'Harper Lane', email: 'harper@example.com' },
            { id: 102, name: 'Jordan Harper', email: 'jordan@example.com' },
          ],
        }),
      ),
      'GET /api/admin/bfr/contacts/102': ok(jordan),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(nameBox(), 'Harper{Enter}');
    const matches = await screen.findByRole('navigation', { name: TEXT.matchesTitle(2, 'Harper') });
    const shown = within(matches).getByRole('button', { name: /Harper Lane/ });
    expect(shown.getAttribute('aria-current')).toBe('true');

    await user.click(within(matches).getByRole('button', { name: /Jordan Harper/ }));
    expect(await screen.findByRole('region', { name: 'Jordan Harper' })).toBeTruthy();
    expect(requestLog(api)).toContain('GET /api/admin/bfr/contacts/102');
    expect(field('sellersName').value).toBe('Pat Seller');
    expect(
      within(screen.getByRole('navigation', { name: TEXT.matchesTitle(2, 'Harper') }))
        .getByRole('button', { name: /Jordan Harper/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });
});

describe('BfrUpdatePage MLS lookup and property analysis', () => {
  it('fills the address and listing agent once 6+ characters rest, marks the required items and opens If Needed', async () => {
    const api = stubBfr({ [`GET ${listingPath('6543210')}`]: ok(listingAgentReply()) });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    // the admin typed another agent: the lookup they asked for still fills it
    await user.type(field('listingAgent'), 'Someone Else');
    await user.type(field('mlsNumber'), '6543210');

    await waitFor(() =>
      expect(field('property').value).toBe('412 W Pine Ridge Rd, Payson, AZ 85541'),
    );
    expect(field('listingAgent').value).toBe('Morgan Reyes');
    expect(field('listingAgentPhone').value).toBe('928-555-0199');
    expect(field('listingAgentEmail').value).toBe('morgan@pinesrealty.example');
    // one request, for the number typed (not for its first 6 characters)
    expect(callsTo(api, listingPath('6543210'))).toBe(1);
    expect(callsTo(api, listingPath('654321'))).toBe(0);

    const toast = await toastOf(TEXT.analysisComplete);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    await expectMessage('analysis.complete');
    await expectMessage('analysis.warning', { container: toast });
    expect(
      within(toast).getByText(/^WARNING: Lead-Based Paint Disclosure and HOA Addendum/),
    ).toBeTruthy();

    expect(sectionButton('If Needed').getAttribute('aria-expanded')).toBe('true');
    for (const name of [
      'Lead-Based Paint Disclosure (built 1978 or earlier)',
      'HOA Addendum (Active HOA)',
    ]) {
      const required = box(name);
      const note = document.getElementById(required.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toBe(TEXT.required);
      expect(required.labels?.[0]?.className).toContain('text-red-700');
    }
    expect(box('Septic Certification').getAttribute('aria-describedby')).toBeNull();

    const panel = screen.getByRole('region', { name: TEXT.analysisTitle('6543210') });
    expect(
      within(panel).getByText(/Lead-Based Paint Disclosure: REQUIRED \(built 1965\)/),
    ).toBeTruthy();
    expect(within(panel).getByText(/Septic Certification: not required/)).toBeTruthy();
  });

  it('asks nothing below 6 characters', async () => {
    const api = stubBfr();
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.type(field('mlsNumber'), '65432');
    await act(() => new Promise((resolve) => setTimeout(resolve, MLS_LOOKUP_DELAY_MS + 150)));
    expect(requestLog(api).some((call) => call.includes('/api/listing-agent'))).toBe(false);
  });

  it("says 'No listing found' quietly for an unknown number (404)", async () => {
    stubBfr({
      [`GET ${listingPath('999999')}`]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Listing not found' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.type(field('mlsNumber'), '999999');
    expect(await screen.findByText(TEXT.noListing('999999'))).toBeTruthy();
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
    expect(field('property').value).toBe('');
  });

  it('toasts without WARNING when only the septic certification applies, leaving If Needed closed', async () => {
    stubBfr({
      [`GET ${listingPath('7000001')}`]: ok(
        listingAgentReply({
          property: {
            mlsNumber: '7000001',
            yearBuilt: 2004,
            hasHOA: false,
            hoaFee: null,
            hoaName: null,
          },
          analysis: { leadPaint: false, hoaAddendum: false, septic: true },
        }),
      ),
    });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.type(field('mlsNumber'), '7000001');
    const toast = await toastOf(TEXT.analysisComplete);
    expect(toast.getAttribute('data-variant')).toBe('default');
    expect(within(toast).getByText('Septic Certification required.')).toBeTruthy();
    expect(sectionButton('If Needed').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the analysis of the saved number when the file opens, without filling or toasting', async () => {
    stubBfr({
      [`GET ${SEARCH}`]: ok(
        bfrContactReply({ form: { mlsNumber: '6543210', listingAgent: 'Kept' } }),
      ),
      [`GET ${listingPath('6543210')}`]: ok(listingAgentReply()),
    });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    expect(await screen.findByRole('region', { name: TEXT.analysisTitle('6543210') })).toBeTruthy();
    expect(sectionButton('If Needed').getAttribute('aria-expanded')).toBe('true');
    expect(field('listingAgent').value).toBe('Kept');
    expect(field('property').value).toBe('');
    expect(document.querySelector('[data-slot="toast"]')).toBeNull();
  });
});

describe('BfrUpdatePage commission', () => {
  it("works out the read-only commission: '450,000' and '3%' give '$13,500'", async () => {
    stubBfr({ [`GET ${SEARCH}`]: ok(bfrContactReply()) });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    expect(field('commission').readOnly).toBe(true);
    await user.type(field('amount'), '450,000');
    expect(field('commission').value).toBe('');
    await user.type(field('percentage'), '3%');
    expect(field('commission').value).toBe('$13,500');
    await user.clear(field('percentage'));
    await user.type(field('percentage'), '2.5');
    expect(field('commission').value).toBe('$11,250');
  });
});

describe('BfrUpdatePage save', () => {
  it('posts only the contact id and the checklist, says Success, and shows everything saved', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const api = stubBfr({
      [`POST ${UPDATE}`]: ({ body }) =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
          void body;
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.type(field('sellersName'), '  Pat Seller ');
    await user.click(box('Wire Fraud Advisory'));
    expect(screen.getByText(TEXT.unsaved)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: TEXT.saveChanges }));

    const saving = await screen.findByRole('button', { name: TEXT.saving });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    const [sent] = sentBodies(api, UPDATE) as [Record<string, unknown>];
    expect(Object.keys(sent).sort()).toEqual(['contactId', 'formData']);
    const expected = bfrForm({
      purchaseContract: true,
      buyerPhone: '928-555-0101',
      amount: '450,000',
      sellersName: 'Pat Seller',
      wireFraud: true,
    });
    expect(sent).toEqual({ contactId: 101, formData: expected });

    act(() => answer(ok({ success: true, form: expected, crmFieldsQueued: 3 })));
    await expectMessage('bfrUpdate.updated.title');
    await expectMessage('bfrUpdate.updated.message');
    expect(await screen.findByText(TEXT.allSaved)).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXT.saveChanges })).toHaveProperty(
      'disabled',
      false,
    );
    expect(field('sellersName').value).toBe('Pat Seller');
  });

  it("toasts 'Failed to update BFR data' and shows the server's field messages under their fields", async () => {
    stubBfr({
      [`POST ${UPDATE}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid field: formData.closeDate',
          fieldErrors: { 'formData.closeDate': 'Close of escrow must follow the contract date' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.type(field('closeDate'), '2026-01-02');
    await user.click(screen.getByRole('button', { name: TEXT.saveChanges }));
    const toast = await toastOf(TEXT.error);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    await expectMessage('bfrUpdate.updateFailed.title');
    await expectMessage('bfrUpdate.updateFailed.message', { container: toast });
    const close = field('closeDate');
    await waitFor(() => expect(close.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${close.id}-error`)?.textContent).toBe(
      'Close of escrow must follow the contract date',
    );
    expect(document.activeElement).toBe(close);
    expect(screen.getByText(TEXT.unsaved)).toBeTruthy();
  });

  it("toasts the failure and says the server's reason when the save fails otherwise", async () => {
    stubBfr({
      [`POST ${UPDATE}`]: {
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'The CRM is unavailable' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.click(box('Wire Fraud Advisory'));
    await user.click(screen.getByRole('button', { name: TEXT.saveChanges }));
    expect(within(await toastOf(TEXT.error)).getByText(TEXT.updateFailed)).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('503: The CRM is unavailable');
  });

  it('shows what was saved when the contact is opened again from the matches', async () => {
    const api = stubBfr({
      [`GET ${SEARCH}`]: ok(
        bfrContactReply({
          matches: [
            { id: 101, name: 'Harper Lane', email: 'harper@example.com' },
            { id: 102, name: 'Jordan Harper', email: 'jordan@example.com' },
          ],
        }),
      ),
      'GET /api/admin/bfr/contacts/102': ok(
        bfrContactReply({ contact: { id: 102, name: 'Jordan Harper' } }),
      ),
      [`POST ${UPDATE}`]: ({ body }) =>
        ok({
          success: true,
          form: (body as { formData: unknown }).formData,
          crmFieldsQueued: 0,
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.type(field('sellersName'), 'Pat Seller');
    await user.click(screen.getByRole('button', { name: TEXT.saveChanges }));
    await toastTitle(TEXT.success);
    expect(screen.getByText(`${TEXT.lastSaved}:`, { exact: false })).toBeTruthy();

    const matches = () =>
      screen.getByRole('navigation', { name: TEXT.matchesTitle(2, 'Harper Lane') });
    await user.click(within(matches()).getByRole('button', { name: /Jordan Harper/ }));
    await screen.findByRole('region', { name: 'Jordan Harper' });
    await user.click(within(matches()).getByRole('button', { name: /Harper Lane/ }));
    await screen.findByRole('region', { name: 'Harper Lane' });
    expect(field('sellersName').value).toBe('Pat Seller');
    expect(screen.getByText(TEXT.allSaved)).toBeTruthy();
    expect(callsTo(api, searchPath('Harper Lane'))).toBe(1);
  });

  it('checks the fields before sending: a bad e-mail gets its message, nothing is posted', async () => {
    const api = stubBfr();
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.type(field('lenderEmail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: TEXT.saveChanges }));
    const email = field('lenderEmail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe(
      'Enter a valid email address',
    );
    expect(sentBodies(api, UPDATE)).toEqual([]);
  });

  it('warns before the page is left with unsaved changes', async () => {
    stubBfr();
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.click(box('Wire Fraud Advisory'));
    expect(leave()).toBe(true);
  });
});

describe('BfrUpdatePage Hide Completed', () => {
  it('hides the ticked boxes, and Show All brings them back', async () => {
    stubBfr();
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.click(screen.getByRole('button', { name: TEXT.hideCompleted }));
    expect(screen.queryByRole('checkbox', { name: 'Purchase Contract' })).toBeNull();
    expect(box('Wire Fraud Advisory')).toBeTruthy();
    await user.click(box('Wire Fraud Advisory'));
    expect(screen.queryByRole('checkbox', { name: 'Wire Fraud Advisory' })).toBeNull();
    expect(screen.getByText(TEXT.received(2, 11))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: TEXT.showAll }));
    expect(box('Purchase Contract').checked).toBe(true);
    expect(box('Wire Fraud Advisory').checked).toBe(true);
    expect(screen.getByRole('button', { name: TEXT.hideCompleted })).toBeTruthy();
  });
});

describe('BfrUpdatePage Print View', () => {
  it('prints the Buyers File Requirements sheet of the form as it stands', async () => {
    stubBfr({
      [`GET ${SEARCH}`]: ok(
        bfrContactReply({ form: { purchaseContract: true, hoaAddendumActiveHOA: true } }),
      ),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();
    await openHarper(user);
    await user.type(field('mlsNumber'), 'AB12');
    await user.click(screen.getByRole('button', { name: TEXT.printView }));
    expect(print).toHaveBeenCalledTimes(1);

    const sheet = screen.getByTestId('bfr-print-sheet');
    expect(sheet.textContent).toContain('BUYERS FILE REQUIREMENTS');
    const line = (label: string) =>
      within(sheet)
        .getAllByText(`${label}:`)
        .map((dt) => dt.nextElementSibling?.textContent);
    expect(line('MLS')).toEqual(['AB12']);
    expect(line('Property')).toEqual([PRINT_BLANK]);
    // the buyer block: the contact's name, the file's phone, else the contact's
    expect(within(sheet).getAllByText('Harper Lane').length).toBeGreaterThan(0);
    expect(line('Phone')[0]).toBe('928-555-0101');
    const pc = sheet.querySelector('[data-item="purchaseContract"]')!;
    expect(pc.textContent).toContain(PRINT_TICKED);
    const hoa = sheet.querySelector('[data-item="hoaAddendumActiveHOA"]')!;
    expect(hoa.className).toContain('text-red-700');
  });
});
