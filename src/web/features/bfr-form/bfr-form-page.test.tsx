// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BFR_TEXT_FIELDS, type BfrTextKey } from '../../../core/bfr-fields';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { bfrForm, bfrPublicContactReply, listingAgentReply } from '../../testing/bfr-fixtures';
import {
  ok,
  requestLog,
  sentBodies,
  stubApi,
  type Answer,
  type Reply,
} from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { BfrFormPage } from './bfr-form-page';
import { BFR_FORM_CARDS } from './bfr-form-layout';
import { BFR_FORM_TEXT as TEXT } from './bfr-form-text';

const CONTACT = '/api/bfr/contact/101';
const SUBMIT = '/api/public/bfr/submit';
const listingPath = (mls: string) => `/api/listing-agent/${mls}`;

const NO_GRANT: Reply = {
  status: 403,
  body: { code: 'FORBIDDEN', message: 'This browser holds no BFR link for this contact' },
};

const harper = () =>
  bfrPublicContactReply({ form: { purchaseContract: true, wireFraud: true, amount: '450,000' } });

/** The link's contact (Harper Lane, 101) and anything else a test names; the rest 404. */
const stubForm = (routes: Record<string, Answer> = {}) =>
  stubApi({ [`GET ${CONTACT}`]: ok(harper()), ...routes });

function renderPage(url = '/bfr-form?contactId=101') {
  return renderWithProviders(
    <>
      <BfrFormPage />
      <Toaster />
    </>,
    { url },
  );
}

const labelOf = (key: BfrTextKey) => BFR_TEXT_FIELDS.find((f) => f.key === key)!.label;
const field = (key: BfrTextKey) => screen.getByLabelText(labelOf(key)) as HTMLInputElement;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const card = (title: string) => screen.getByRole('region', { name: title });
const cardButton = (title: string) => screen.getByRole('button', { name: title });
const saveButton = () => screen.getByRole('button', { name: TEXT.save }) as HTMLButtonElement;
const toastOf = async (title: string) =>
  (await screen.findByText(title, { selector: '[data-slot="toast-title"]' })).closest(
    '[data-slot="toast"]',
  ) as HTMLElement;

async function openForm() {
  renderPage();
  await screen.findByRole('region', { name: 'BUYER INFORMATION' });
}

beforeAll(async () => {
  await import('./bfr-form-page');
});

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('BfrFormPage without a file', () => {
  it('says so without a contact id, through the router, asking nothing', async () => {
    const api = stubForm();
    renderApp('/bfr-form');
    expect(await screen.findByText(TEXT.noContact)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.title })).toBeTruthy();
    expect(requestLog(api).some((call) => call.includes('/api/bfr'))).toBe(false);
    await waitFor(() => expect(document.title).toBe(`${TEXT.documentTitle} | Ridgeline Team`));
  });

  it('says so for a contact id that is not one', async () => {
    stubForm();
    renderPage('/bfr-form?contactId=abc');
    expect(await screen.findByText(TEXT.noContact)).toBeTruthy();
  });

  it("says 'Loading contact data...' while the file is asked, then shows it (contact= works too)", async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubForm({
      [`GET ${CONTACT}`]: () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    renderPage('/bfr-form?contact=101');
    expect((await screen.findByRole('status')).textContent).toBe(TEXT.loading);
    act(() => answer(ok(harper())));
    expect(await screen.findByRole('region', { name: 'BUYER INFORMATION' })).toBeTruthy();
    expect(screen.queryByText(TEXT.loading)).toBeNull();
  });

  it('tells a browser without the link’s grant (403) to use the link it was sent, without the reply', async () => {
    stubForm({ [`GET ${CONTACT}`]: NO_GRANT });
    renderPage();
    const notice = await screen.findByRole('region', { name: TEXT.noAccessTitle });
    expect(within(notice).getByText(TEXT.noAccess)).toBeTruthy();
    expect(notice.textContent).not.toContain('403');
    expect(notice.textContent).not.toContain('{');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: TEXT.save })).toBeNull();
  });

  it('offers to try again when the file could not be loaded', async () => {
    let calls = 0;
    stubForm({
      [`GET ${CONTACT}`]: () =>
        ++calls === 1 ? { status: 503, text: 'upstream exploded' } : ok(harper()),
    });
    renderPage();
    const notice = await screen.findByRole('region', { name: TEXT.loadFailedTitle });
    expect(within(notice).getByText(TEXT.loadFailed)).toBeTruthy();
    expect(notice.textContent).not.toContain('exploded');
    await userEvent.setup().click(within(notice).getByRole('button', { name: TEXT.retry }));
    expect(await screen.findByRole('region', { name: 'BUYER INFORMATION' })).toBeTruthy();
  });
});

describe('BfrFormPage cards', () => {
  it('shows the eight cards in order, each with its fields and boxes', async () => {
    stubForm();
    await openForm();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(BFR_FORM_CARDS.map((c) => c.title));

    // the buyer: name, phone and e-mail from the contact, read-only; the second buyer typed
    const buyer = card('BUYER INFORMATION');
    const name = within(buyer).getByLabelText(TEXT.buyerName) as HTMLInputElement;
    expect(name.value).toBe('Harper Lane');
    expect(name.readOnly).toBe(true);
    expect(field('buyerPhone').value).toBe('928-555-0101');
    expect(field('buyerPhone').readOnly).toBe(true);
    expect(field('buyerEmail').value).toBe('harper@example.com');
    expect(field('buyerName2').readOnly).toBe(false);
    expect(within(buyer).getByLabelText(labelOf('sellersName'))).toBeTruthy();
    // the phone and e-mail shown from the contact count as filled (issue 41: '0 of 4 filled')
    const form = bfrForm();
    const typed = (['buyerName2', 'buyerPhone2', 'buyerEmail2', 'sellersName'] as const).filter(
      (key) => String(form[key] ?? '').trim() !== '',
    ).length;
    expect(within(buyer).getByText(`${2 + typed} of 6 filled`)).toBeTruthy();

    for (const c of BFR_FORM_CARDS.filter((c) => c.id !== 'ifNeeded')) {
      const region = card(c.title);
      for (const f of c.fields) expect(within(region).getByLabelText(f.label)).toBeTruthy();
      for (const b of c.boxes) {
        expect(within(region).getByRole('checkbox', { name: b.label })).toBeTruthy();
      }
    }
    expect(field('amount').value).toBe('450,000');
    expect(box('Purchase Contract').checked).toBe(true);
    expect(field('closeDate').type).toBe('date');
    expect(field('lenderPhone').type).toBe('tel');

    // If Needed starts closed, and opens by keyboard
    const ifNeeded = cardButton('IF NEEDED');
    expect(ifNeeded.getAttribute('aria-expanded')).toBe('false');
    ifNeeded.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(ifNeeded.getAttribute('aria-expanded')).toBe('true');
    expect(box('Addendum 1')).toBeTruthy();
  });

  it('TO BE COMPLETED shows only the boxes still to tick; SHOW COMPLETED shows them all', async () => {
    stubForm();
    const user = userEvent.setup();
    await openForm();
    const showAll = screen.getByRole('button', { name: TEXT.showCompleted });
    const toDo = screen.getByRole('button', { name: TEXT.toBeCompleted });
    expect(showAll.getAttribute('aria-pressed')).toBe('true');

    await user.click(toDo);
    expect(toDo.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: 'Purchase Contract' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Wire Fraud Advisory' })).toBeNull();
    // a box ticked now leaves the list, and the focus moves on to the next one
    await user.click(box('Pre-Qual or Proof of Funds'));
    expect(screen.queryByRole('checkbox', { name: 'Pre-Qual or Proof of Funds' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(box('Agency Disclosure & Election Form')),
    );
    expect(within(card('CONTRACT WRITTEN')).getByText(TEXT.done(3, 11))).toBeTruthy();

    await user.click(showAll);
    expect(box('Purchase Contract').checked).toBe(true);
    expect(box('Pre-Qual or Proof of Funds').checked).toBe(true);
  });

  it("works out the read-only commission: '450,000' at '3%' is '$13,500'", async () => {
    stubForm();
    const user = userEvent.setup();
    await openForm();
    expect(field('commission').readOnly).toBe(true);
    expect(field('commission').value).toBe('');
    await user.type(field('percentage'), '3%');
    expect(field('commission').value).toBe('$13,500');
    await user.clear(field('amount'));
    await user.type(field('amount'), '$500,000');
    expect(field('commission').value).toBe('$15,000');
  });
});

describe('BfrFormPage MLS lookup', () => {
  it('from 6 characters fills the address and listing agent, marks REQUIRED and opens If Needed for a 1975 house', async () => {
    const api = stubForm({
      [`GET ${listingPath('6543210')}`]: ok(
        listingAgentReply({
          property: { yearBuilt: 1975, hasHOA: false, hoaFee: null, hoaName: null },
          analysis: { leadPaint: true, hoaAddendum: false, septic: false },
        }),
      ),
    });
    const user = userEvent.setup();
    await openForm();
    await user.type(field('mlsNumber'), '6543210');

    await waitFor(() =>
      expect(field('property').value).toBe('412 W Pine Ridge Rd, Payson, AZ 85541'),
    );
    expect(field('listingAgent').value).toBe('Morgan Reyes');
    expect(field('listingAgentPhone').value).toBe('928-555-0199');
    expect(field('listingAgentEmail').value).toBe('morgan@pinesrealty.example');
    expect(requestLog(api).filter((call) => call.includes('/api/listing-agent'))).toEqual([
      `GET ${listingPath('6543210')}`,
    ]);

    const toast = await toastOf(TEXT.analysisComplete);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText(/^WARNING: Lead-Based Paint Disclosure required/)).toBeTruthy();

    expect(cardButton('IF NEEDED').getAttribute('aria-expanded')).toBe('true');
    const lead = box('Lead-Based Paint Disclosure (built 1978 or earlier)');
    const note = document.getElementById(lead.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(TEXT.required);
    expect(lead.labels?.[0]?.className).toContain('text-red-700');
    expect(box('HOA Addendum (Active HOA)').getAttribute('aria-describedby')).toBeNull();
    const panel = screen.getByRole('region', { name: TEXT.analysisTitle('6543210') });
    expect(
      within(panel).getByText(/Lead-Based Paint Disclosure: REQUIRED \(built 1975\)/),
    ).toBeTruthy();
  });

  it('asks nothing below 6 characters', async () => {
    const api = stubForm();
    const user = userEvent.setup();
    await openForm();
    await user.type(field('mlsNumber'), '65432');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(requestLog(api).some((call) => call.includes('/api/listing-agent'))).toBe(false);
  });
});

describe('BfrFormPage save', () => {
  it('posts {contactId, formData}, says Saving..., then Saved, and shows the file as saved', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const api = stubForm({
      [`POST ${SUBMIT}`]: () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    await openForm();
    await user.type(field('sellersName'), 'Pat Seller');
    await user.click(box('Earnest Money'));
    expect(screen.getByText(TEXT.unsaved)).toBeTruthy();
    await user.click(saveButton());

    const saving = await screen.findByRole('button', { name: TEXT.saving });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    const sent = bfrForm({
      purchaseContract: true,
      wireFraud: true,
      amount: '450,000',
      sellersName: 'Pat Seller',
      earnestMoney: true,
    });
    expect(sentBodies(api, SUBMIT)).toEqual([{ contactId: 101, formData: sent }]);

    // the server's file wins: what it saved is what the form shows
    act(() =>
      answer(
        ok({ success: true, form: { ...sent, sellersName: 'Pat Q. Seller' }, crmFieldsQueued: 0 }),
      ),
    );
    const toast = await toastOf(TEXT.saved);
    expect(within(toast).getByText(TEXT.savedMessage)).toBeTruthy();
    expect(await screen.findByText(TEXT.allSaved)).toBeTruthy();
    expect(field('sellersName').value).toBe('Pat Q. Seller');
    expect(saveButton().disabled).toBe(false);
    expect(screen.getByText(/^Last saved /)).toBeTruthy();
  });

  it("shows the server's field messages (formData.<field>) under their fields, the first focused", async () => {
    stubForm({
      [`POST ${SUBMIT}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid field: formData.closeDate',
          fieldErrors: {
            'formData.closeDate': 'Close of escrow must follow the contract date',
            'formData.lenderEmail': 'Enter a valid email address',
          },
        },
      },
    });
    const user = userEvent.setup();
    await openForm();
    await user.type(field('closeDate'), '2026-01-02');
    await user.click(saveButton());
    const toast = await toastOf(TEXT.error);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    const close = field('closeDate');
    await waitFor(() => expect(close.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${close.id}-error`)?.textContent).toBe(
      'Close of escrow must follow the contract date',
    );
    const lender = field('lenderEmail');
    expect(document.getElementById(`${lender.id}-error`)?.textContent).toBe(
      'Enter a valid email address',
    );
    // the lender card comes first on the page
    expect(document.activeElement).toBe(lender);
    expect(screen.getByRole('alert').textContent).toBe(TEXT.fixFields);
  });

  it('checks the fields before sending: a bad e-mail gets its message, nothing is posted', async () => {
    const api = stubForm();
    const user = userEvent.setup();
    await openForm();
    await user.type(field('buyerEmail2'), 'not-an-email');
    await user.click(saveButton());
    const email = field('buyerEmail2');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe(
      'Enter a valid email address',
    );
    expect(document.activeElement).toBe(email);
    expect(sentBodies(api, SUBMIT)).toEqual([]);
  });

  it('says to use the link when the save is refused (403)', async () => {
    stubForm({ [`POST ${SUBMIT}`]: NO_GRANT });
    const user = userEvent.setup();
    await openForm();
    await user.click(box('Earnest Money'));
    await user.click(saveButton());
    expect(within(await toastOf(TEXT.error)).getByText(TEXT.noAccess)).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.noAccess);
    expect(box('Earnest Money').checked).toBe(true);
  });
});
