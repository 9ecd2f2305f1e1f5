// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { HOME_WISH_LIST_OPTIONS } from '../../../core/lead-options';
import { LEAD_MIN_FILL_MS } from '../../../contract/leads';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { sentBodies, stubApi, type Answer, type ApiStub, type Reply } from '../../testing/api-stub';
import { renderOnServer } from '../../testing/render-on-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { siteInfoClient } from '../../testing/site-info-client';
import {
  NewClientForm,
  SUBMISSION_FAILED_FALLBACK,
  SUCCESS_REDIRECT_MS,
  SUCCESS_TOAST,
} from './components/new-client-form';
import { NewClientPage } from './new-client-page';
import { expectMessage } from '../../testing/expect-message';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

const ok: Reply = { status: 201, body: { success: true, fubContactId: 17 } };

/** Answers POST /api/contacts with `contacts`, and the page's shell. */
const stubContacts = (contacts: Answer = ok) => stubApi({ '/api/contacts': contacts });

/** The bodies POSTed to /api/contacts, parsed. */
const sentLeads = (api: ApiStub) =>
  sentBodies(api, '/api/contacts') as Array<Record<string, unknown>>;

function renderForm(props: Parameters<typeof NewClientForm>[0] = {}, url = '/new-client') {
  return renderWithProviders(
    <>
      <NewClientForm {...props} />
      <Toaster />
    </>,
    { url },
  );
}

function renderPage(url: string) {
  return renderWithProviders(
    <>
      <NewClientPage />
      <Toaster />
    </>,
    { url },
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'SUBMIT INFORMATION' });
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const toastDescription = (text: string) =>
  screen.getByText(text, { selector: '[data-slot="toast-description"]' });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent;

async function fillRequired(user: UserEvent) {
  await user.type(field('First Name'), 'Riley');
  await user.type(field('Last Name'), 'Ranch');
  await user.type(field('Email'), 'riley@example.com');
  await user.type(field('Phone'), '(928) 555-0142');
}

async function choose(user: UserEvent, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('NewClientForm', () => {
  it('has every section and field of the spec, required ones marked, with email and tel inputs', () => {
    stubContacts();
    renderForm();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Contact Information',
      'Current Situation',
      'Real Estate Interest',
      'Property Preferences',
      'Home Wish List',
      'Additional Comments',
    ]);
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) {
      expect(field(label).required, label).toBe(true);
      expect(screen.getByText(label, { selector: 'label' }).textContent).toBe(`${label}*`);
    }
    expect(field('Email').type).toBe('email');
    expect(field('Phone').type).toBe('tel');
    for (const label of [
      'I currently own a home',
      'I need to sell before I buy',
      "I'm pre-approved for a mortgage",
      "I'm working with another agent",
    ]) {
      const box = screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
      expect(box.checked, label).toBe(false);
    }
    expect(field('Square Footage').getAttribute('aria-describedby')).toMatch(/-hint$/);
    expect(screen.getByText('For example 2,000 or 1,500-2,500')).toBeTruthy();
    expect(field('Preferred Areas')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Anything else we should know?' })).toBeTruthy();
    expect(submitButton()).toBeTruthy();
  });

  it('offers the spec option lists: 3 interests, 6 price bands, 5 timeframes, beds, baths, 6 types, 24 wishes', async () => {
    stubContacts();
    const user = userEvent.setup();
    renderForm();
    const interests = within(
      screen.getByRole('radiogroup', { name: 'Are you interested in buying or selling?' }),
    ).getAllByRole('radio');
    expect(
      interests.map((r) => document.querySelector(`label[for="${r.id}"]`)?.textContent),
    ).toEqual(['Buying', 'Selling', 'Renting only']);
    const bands = within(screen.getByRole('radiogroup', { name: 'Price Range' })).getAllByRole(
      'radio',
    );
    expect(bands.map((b) => document.querySelector(`label[for="${b.id}"]`)?.textContent)).toEqual([
      '$0 - $200,000',
      '$200,000 - $400,000',
      '$400,000 - $600,000',
      '$600,000 - $800,000',
      '$800,000 - $1,000,000',
      'Above $1,000,000',
    ]);

    const optionsOf = async (combobox: string) => {
      await user.click(screen.getByRole('combobox', { name: combobox }));
      const texts = screen.getAllByRole('option').map((o) => o.textContent);
      await user.keyboard('{Escape}');
      return texts;
    };
    expect(await optionsOf('Timeframe')).toEqual([
      'Immediately',
      '1-3 months',
      '3-6 months',
      '6-12 months',
      '1 year or more',
    ]);
    expect(await optionsOf('Bedrooms')).toEqual(['1', '2', '3', '4', '5+']);
    expect(await optionsOf('Bathrooms')).toEqual(['1', '1.5', '2', '2.5', '3', '3+']);
    expect(await optionsOf('Property Type')).toEqual([
      'Single Family',
      'Condo',
      'Townhome',
      'Manufactured',
      'Land',
      'Commercial',
    ]);

    const wishes = within(screen.getByRole('group', { name: 'Home wish list features' }));
    const boxes = wishes.getAllByRole('checkbox');
    expect(boxes).toHaveLength(24);
    expect(boxes.map((b) => document.querySelector(`label[for="${b.id}"]`)?.textContent)).toEqual([
      ...HOME_WISH_LIST_OPTIONS,
    ]);
  });

  it('shows every required message of the lead schema next to its field and sends nothing', async () => {
    const fetchSpy = stubContacts();
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());

    const expected = {
      'First Name': 'First name is required',
      'Last Name': 'Last name is required',
      Email: 'Valid email is required',
      Phone: 'Phone number is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
      expect(errorOf(field(label)), label).toBe(message);
    }
    // the first invalid field takes the focus
    expect(document.activeElement).toBe(field('First Name'));
    expect(sentLeads(fetchSpy)).toEqual([]);

    // a bad e-mail and a short phone get their own messages (a typed number is not "required",
    // it is not a valid phone); fixed fields lose theirs
    await user.type(field('First Name'), 'Riley');
    await user.type(field('Last Name'), 'Ranch');
    await user.type(field('Email'), 'riley@');
    await user.type(field('Phone'), '555');
    await user.click(submitButton());
    expect(field('First Name').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(field('Email'))).toBe('Valid email is required');
    expect(errorOf(field('Phone'))).toBe('Enter a valid phone number');
    expect(document.activeElement).toBe(field('Email'));
    expect(sentLeads(fetchSpy)).toEqual([]);
  });

  it('sends every answer, the wish list as a multi-select, with the page, listing and fill time', async () => {
    const fetchSpy = stubContacts();
    const user = userEvent.setup();
    renderForm({ propertyId: 42, embedded: true }, '/new-client?property=42');
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'I currently own a home' }));
    await user.click(screen.getByRole('checkbox', { name: "I'm pre-approved for a mortgage" }));
    await user.click(screen.getByRole('radio', { name: 'Buying' }));
    await choose(user, 'Timeframe', '3-6 months');
    await user.click(screen.getByRole('radio', { name: '$400,000 - $600,000' }));
    await choose(user, 'Bedrooms', '3');
    await choose(user, 'Bathrooms', '2.5');
    await user.type(field('Square Footage'), '1,500-2,500');
    await choose(user, 'Property Type', 'Single Family');
    await user.type(field('Preferred Areas'), 'Payson, Pine');
    const wish = (name: string) => screen.getByRole('checkbox', { name });
    await user.click(wish('Mountain View'));
    await user.click(wish('Horse Property'));
    await user.click(wish("Chef's Kitchen"));
    await user.click(wish('Mountain View')); // changed their mind
    expect(screen.getByText('2 features selected')).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'Anything else we should know?' }),
      'Room for two horses.',
    );
    await user.click(submitButton());
    await toastTitle(SUCCESS_TOAST.title);

    const [lead] = sentLeads(fetchSpy);
    const { elapsedMs, ...rest } = lead ?? {};
    expect(typeof elapsedMs).toBe('number');
    expect(rest).toEqual({
      firstName: 'Riley',
      lastName: 'Ranch',
      email: 'riley@example.com',
      phone: '(928) 555-0142',
      currentlyOwnHome: true,
      needToSellFirst: false,
      preApproved: true,
      workingWithAgent: false,
      buyOrSellInterest: 'buying',
      timeframe: '3-6months',
      priceRange: '400000-600000',
      bedrooms: '3',
      bathrooms: '2.5',
      sqft: '1,500-2,500',
      propertyType: 'single-family',
      preferredAreas: 'Payson, Pine',
      homeWishList: ['Horse Property', "Chef's Kitchen"],
      comments: 'Room for two horses.',
      // the lead schema's defaults
      preferredContact: 'email',
      bestTimeToContact: 'anytime',
      source: 'website-contact-form',
      urgency: 'medium',
      companyWebsite: '',
      pagePath: '/new-client?property=42',
      propertyId: 42,
    });
  });

  it('measures the fill time from when the form was shown, and sends a filled honeypot', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = stubContacts();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ embedded: true });
    const honeypot = screen.getByLabelText('Leave this field empty', { selector: 'input' });
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')?.className).toMatch(/-left-\[10000px\]/);
    // off-screen, never display:none (simple bots skip fields that are not displayed)
    expect(honeypot.closest('[aria-hidden="true"]')?.className).not.toMatch(/(^|\s)hidden(\s|$)/);

    await fillRequired(user);
    (honeypot as HTMLInputElement).value = 'https://spam.example';
    act(() => vi.advanceTimersByTime(LEAD_MIN_FILL_MS + 1000));
    await user.click(submitButton());
    await toastTitle(SUCCESS_TOAST.title);
    const [lead] = sentLeads(fetchSpy);
    expect(lead?.companyWebsite).toBe('https://spam.example');
    expect(lead?.elapsedMs).toBeGreaterThanOrEqual(LEAD_MIN_FILL_MS + 1000);
    expect(lead?.elapsedMs).toBeLessThan(LEAD_MIN_FILL_MS + 3000);
  });

  it('reads SUBMITTING... and is disabled while the lead is on its way', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const fetchSpy = stubContacts(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm({ embedded: true });
    await fillRequired(user);
    await user.click(submitButton());
    const sending = await screen.findByRole('button', { name: 'SUBMITTING...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await user.click(sending);
    expect(sentLeads(fetchSpy)).toHaveLength(1);
    answer(ok);
    await toastTitle(SUCCESS_TOAST.title);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('thanks the visitor, resets, calls onSuccess and goes home 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubContacts();
    const onSuccess = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ onSuccess });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Gated Community' }));
    await user.click(screen.getByRole('radio', { name: 'Selling' }));
    await choose(user, 'Timeframe', 'Immediately');
    await user.click(submitButton());

    await expectMessage('newClient.submitted.title');
    // the 2 s count from the thanks (the faked clock also runs with real time, and the checks
    // below take real time on a loaded machine)
    const thankedAt = Date.now();
    await expectMessage('newClient.submitted.message');
    expect(onSuccess).toHaveBeenCalledWith({ success: true, fubContactId: 17 });
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone']) {
      expect(field(label).value, label).toBe('');
    }
    expect(
      (screen.getByRole('checkbox', { name: 'Gated Community' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByRole('radio', { name: 'Selling' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByRole('combobox', { name: 'Timeframe' }).textContent).toBe(
      'Select a timeframe',
    );

    expect(window.location.pathname).toBe('/new-client');
    act(() =>
      vi.advanceTimersByTime(Math.max(0, thankedAt + SUCCESS_REDIRECT_MS - 500 - Date.now())),
    );
    expect(window.location.pathname).toBe('/new-client');
    act(() => vi.advanceTimersByTime(700));
    expect(window.location.pathname).toBe('/');
  });

  it('stays on the page when embedded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubContacts();
    const onSuccess = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ onSuccess, embedded: true }, '/property/42');
    await fillRequired(user);
    await user.click(submitButton());
    await toastTitle(SUCCESS_TOAST.title);
    expect(onSuccess).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(SUCCESS_REDIRECT_MS * 2));
    expect(window.location.pathname).toBe('/property/42');
  });

  it("shows the server's message in a 'Submission Failed' toast and keeps every answer", async () => {
    const message = 'Too many requests. Please wait 60 seconds and try again.';
    stubContacts({ status: 429, body: { code: 'RATE_LIMITED', message } });
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'RV Parking' }));
    await user.click(submitButton());
    await toastTitle('Submission Failed');
    expect(toastDescription(message)).toBeTruthy();
    expect(field('First Name').value).toBe('Riley');
    expect(field('Email').value).toBe('riley@example.com');
    expect((screen.getByRole('checkbox', { name: 'RV Parking' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(window.location.pathname).toBe('/new-client');
  });

  it('falls back to the spec text when the server says nothing useful, or is unreachable', async () => {
    stubContacts({ status: 502, text: '<html>Bad Gateway</html>' });
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    await expectMessage('newClient.failed.title');
    await expectMessage('newClient.failed.fallback');
    dismissToast();

    // no answer at all: fetch rejects
    stubContacts(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(submitButton());
    await screen.findAllByText(SUBMISSION_FAILED_FALLBACK, {
      selector: '[data-slot="toast-description"]',
    });
    expect(field('Phone').value).toBe('(928) 555-0142');
  });

  it("puts the server's field messages under their fields and focuses the first", async () => {
    stubContacts({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields.',
        fieldErrors: {
          phone: 'Enter a valid phone number',
          email: 'Valid email is required',
          'homeWishList.0': 'Choose features from the list',
          unknownField: 'ignored',
        },
      },
    });
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    await toastTitle('Submission Failed');
    expect(toastDescription('Please check the highlighted fields.')).toBeTruthy();
    expect(errorOf(field('Email'))).toBe('Valid email is required');
    expect(errorOf(field('Phone'))).toBe('Enter a valid phone number');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email'));
    const wishes = screen.getByRole('group', { name: 'Home wish list features' });
    expect(within(wishes).getByText('Choose features from the list')).toBeTruthy();
    expect(screen.queryByText('ignored')).toBeNull();
    expect(field('Email').value).toBe('riley@example.com');
  });
});

describe('NewClientPage', () => {
  it('types the subtitle 50 ms a character and hides the cursor 500 ms after', () => {
    vi.useFakeTimers();
    stubContacts();
    renderPage('/new-client');
    expect(screen.getByRole('heading', { level: 1, name: 'New Client Registration' })).toBeTruthy();
    const typed = screen.getByTestId('typed-subtitle');
    const cursor = screen.getByTestId('typing-cursor');
    const visibleText = () =>
      typed.firstChild?.nodeType === 3 ? typed.firstChild.textContent : '';
    // screen readers get the whole sentence from the start
    const full = typed.previousElementSibling?.textContent ?? '';
    expect(full.length).toBeGreaterThan(20);
    expect(visibleText()).toBe('');

    act(() => vi.advanceTimersByTime(50));
    expect(visibleText()).toBe(full.slice(0, 1));
    act(() => vi.advanceTimersByTime(49));
    expect(visibleText()).toBe(full.slice(0, 1));
    act(() => vi.advanceTimersByTime(1));
    expect(visibleText()).toBe(full.slice(0, 2));
    act(() => vi.advanceTimersByTime(50 * (full.length - 2)));
    expect(visibleText()).toBe(full);
    expect(cursor.className).not.toMatch(/\binvisible\b/);
    act(() => vi.advanceTimersByTime(499));
    expect(cursor.className).not.toMatch(/\binvisible\b/);
    act(() => vi.advanceTimersByTime(1));
    expect(cursor.className).toMatch(/\binvisible\b/);
  });

  it('names the tab as the server-written head does', async () => {
    stubContacts();
    document.title = 'Ridgeline';
    const { unmount } = renderPage('/new-client');
    await vi.waitFor(() => expect(document.title).toBe('Work With Sam Ridge | Ridgeline Team'));
    unmount();
    expect(document.title).toBe('Ridgeline');
  });

  it('sends the listing of ?property= with the lead, and ignores an id that is not one', async () => {
    const fetchSpy = stubContacts();
    const user = userEvent.setup();
    renderPage('/new-client?property=42');
    await fillRequired(user);
    await user.click(submitButton());
    await toastTitle(SUCCESS_TOAST.title);
    expect(sentLeads(fetchSpy)[0]?.propertyId).toBe(42);
    cleanup();
    dismissToast();

    renderPage('/contact?property=42abc');
    await fillRequired(user);
    await user.click(submitButton());
    await toastTitle(SUCCESS_TOAST.title);
    const second = sentLeads(fetchSpy)[1];
    expect(second).not.toHaveProperty('propertyId');
    expect(second?.pagePath).toBe('/contact?property=42abc');
  });
});

describe('NewClientPage rendered on the server', () => {
  it('is taken over by the browser without a hydration mismatch', async () => {
    stubContacts();
    window.history.replaceState(null, '', '/new-client-contact?property=7');
    const container = document.createElement('div');
    container.innerHTML = renderOnServer(<NewClientPage />, {
      url: '/new-client-contact?property=7',
      client: siteInfoClient(),
    });
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <QueryClientProvider client={siteInfoClient()}>
          <Router>
            <NewClientPage />
          </Router>
        </QueryClientProvider>,
        { onRecoverableError },
      ),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'SUBMIT INFORMATION' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
  });
});
