// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/auth';
import type { CrmCustomField } from '../../../contract/bfr';
import { BFR_MAPPING_GROUPS } from '../../../core/bfr-fields';
import { AppRouter } from '../../app/router';
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
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { userFixture } from '../../testing/user-fixture';
import { UNSAVED_CHANGES_TEXT } from '../../components/staff/unsaved-changes-guard';
import { FUB_MAPPING_TEXT as TEXT, SAVED_MESSAGE_MS } from './fub-mapping-text';
import { expectMessage } from '../../testing/expect-message';
import type { SpecMessageKey } from '../../../core/spec-messages';

const FIELDS = '/api/admin/fub/fields';
const MAPPINGS = '/api/admin/fub/mappings';

const rita = userFixture({ id: 1, username: 'rita', isAdmin: true });

const crmFields = (): CrmCustomField[] => [
  { id: 11, name: 'customPurchaseContract', label: 'Purchase Contract', type: 'text' },
  { id: 12, name: 'customCloseDate', label: 'Close Date', type: 'date' },
  { id: 13, name: 'customAmount', label: 'Amount', type: 'number' },
  { id: 'x14', name: 'customPC', label: 'PC Received', type: 'dropdown' },
];

const savedMappings = () => ({
  PC: 'customPurchaseContract',
  closeDate: 'customCloseDate',
});

/** The session, the CRM's fields, the saved mapping and what a test adds. */
function stubMappingApi(user: User | null, routes: Record<string, Answer> = {}) {
  return stubApi({
    '/api/user': user ? ok(user) : SIGNED_OUT,
    [`GET ${FIELDS}`]: ok({ fields: crmFields() }),
    [`GET ${MAPPINGS}`]: ok({ fieldMappings: savedMappings() }),
    ...routes,
  });
}

const savedReply = (fieldMappings: Record<string, string>): Reply =>
  ok({ success: true, message: 'Field mappings saved', fieldMappings });

const renderPage = (url = '/admin/fub-mapping') =>
  renderWithProviders(
    <main>
      <AppRouter />
    </main>,
    { url },
  );

const heading = () => screen.findByRole('heading', { level: 1, name: TEXT.title });
const select = (label: string) => screen.findByRole<HTMLSelectElement>('combobox', { name: label });
const rowOf = async (label: string) => (await select(label)).closest('li') as HTMLElement;
const saveButton = () => screen.getByRole('button', { name: /^Save/ });
const optionTexts = (element: HTMLSelectElement) =>
  [...element.options].map((option) => option.textContent);
const asksForMapping = (api: ReturnType<typeof stubApi>) =>
  requestLog(api).some((call) => call.includes('/api/admin/fub'));

beforeAll(async () => {
  await import('./fub-mapping-page');
});

afterEach(() => {
  resetBrowser();
});

describe('FubMappingPage access', () => {
  it('asks a visitor who is not signed in to sign in, coming back to the address opened', async () => {
    const api = stubMappingApi(null);
    renderPage('/admin/fub-mapping-fixed');
    await heading();
    expect(await screen.findByRole('heading', { name: TEXT.signedOutTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/auth?return=%2Fadmin%2Ffub-mapping-fixed',
    );
    expect(asksForMapping(api)).toBe(false);
  });

  it('says Admins only to a signed-in visitor who is not an admin', async () => {
    const api = stubMappingApi(userFixture());
    renderPage();
    expect(await screen.findByRole('heading', { name: TEXT.adminsOnly })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(asksForMapping(api)).toBe(false);
  });
});

describe('FubMappingPage', () => {
  it.each(['/admin/fub-mapping', '/admin/fub-mapping-fixed'])(
    'shows the title, Admin Only, a Home link and the tab title at %s',
    async (url) => {
      stubMappingApi(rita);
      renderPage(url);
      const title = await heading();
      expect(title.parentElement?.textContent).toContain(TEXT.adminOnly);
      expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
      await waitFor(() => expect(document.title).toBe('BFR Form Field Mapping | Ridgeline Team'));
      expect(await select('Purchase Contract')).toBeTruthy();
    },
  );

  it('shows the three groups of the spec: 17 document, 14 property and contact, 6 date rows', async () => {
    stubMappingApi(rita);
    renderPage();
    await select('Purchase Contract');
    const groups = BFR_MAPPING_GROUPS.map((group) => {
      const region = screen.getByRole('region', { name: group.title });
      return [group.title, within(region).getAllByRole('combobox').length];
    });
    expect(groups).toEqual([
      ['CORE BFR DOCUMENT FIELDS', 17],
      ['PROPERTY & CONTACT INFORMATION', 14],
      ['DATE & TIMELINE FIELDS', 6],
    ]);
    expect(screen.getAllByRole('combobox')).toHaveLength(37);
    const core = screen.getByRole('region', { name: 'CORE BFR DOCUMENT FIELDS' });
    expect(within(core).getByText('17 fields')).toBeTruthy();
  });

  it('labels each row with the field and its code, and the saved field is chosen', async () => {
    stubMappingApi(rita);
    renderPage();
    const pc = await select('Purchase Contract');
    expect(within(await rowOf('Purchase Contract')).getByText('PC')).toBeTruthy();
    expect(pc.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(pc.getAttribute('aria-describedby')!)?.textContent).toBe('PC');
    expect(pc.value).toBe('customPurchaseContract');
    expect((await select('Close of Escrow Date')).value).toBe('customCloseDate');
    expect(within(await rowOf('Close of Escrow Date')).getByText('closeDate')).toBeTruthy();
    expect((await select('Property Address')).value).toBe('');
  });

  it("offers No mapping, then the CRM's fields as 'Label (type)' sorted by label", async () => {
    stubMappingApi(rita);
    renderPage();
    const options = optionTexts(await select('Wire Fraud Advisory'));
    expect(options).toEqual([
      'No mapping',
      'Amount (number)',
      'Close Date (date)',
      'PC Received (dropdown)',
      'Purchase Contract (text)',
    ]);
    expect([...(await select('Wire Fraud Advisory')).options].map((o) => o.value)).toEqual([
      '',
      'customAmount',
      'customCloseDate',
      'customPC',
      'customPurchaseContract',
    ]);
  });

  it('keeps a saved field the CRM no longer lists as the chosen, marked option', async () => {
    stubMappingApi(rita, { [`GET ${MAPPINGS}`]: ok({ fieldMappings: { SD: 'customGone' } }) });
    renderPage();
    const sd = await select('Supplemental Disclosure');
    expect(sd.value).toBe('customGone');
    expect(sd.selectedOptions[0]?.textContent).toBe('customGone (not in the CRM)');
  });

  it('marks a changed row, counts the changes on Save and warns about them', async () => {
    stubMappingApi(rita);
    const user = userEvent.setup();
    renderPage();
    await select('Purchase Contract');
    expect(saveButton().textContent).toBe('Save Changes');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(TEXT.changed)).toBeNull();
    expect(screen.queryByText(/unsaved change/)).toBeNull();

    await user.selectOptions(await select('Property Address'), 'customAmount');
    expect(within(await rowOf('Property Address')).getByText(TEXT.changed)).toBeTruthy();
    expect((await rowOf('Property Address')).dataset.changed).toBe('true');
    expect(saveButton().textContent).toBe('Save 1 Change');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/You have 1 unsaved change\./)).toBeTruthy();

    await user.selectOptions(await select('Purchase Contract'), 'No mapping');
    await user.selectOptions(await select('Appraisal Date'), 'Close Date (date)');
    expect(saveButton().textContent).toBe('Save 3 Changes');
    expect(screen.getAllByText(TEXT.changed)).toHaveLength(3);
    expect(screen.getByText(/You have 3 unsaved changes\./)).toBeTruthy();

    // set back to the saved field: no longer a change
    await user.selectOptions(await select('Purchase Contract'), 'customPurchaseContract');
    expect(within(await rowOf('Purchase Contract')).queryByText(TEXT.changed)).toBeNull();
    expect(saveButton().textContent).toBe('Save 2 Changes');
  });

  it("saves only the changed rows ('' for No mapping), says so for 3 s and clears the changes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let saved: Record<string, string> = savedMappings();
    const api = stubMappingApi(rita, {
      [`GET ${MAPPINGS}`]: () => ok({ fieldMappings: saved }),
      [`POST ${MAPPINGS}`]: () => {
        saved = { closeDate: 'customCloseDate', property: 'customAmount' };
        return savedReply(saved);
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderPage();
    await user.selectOptions(await select('Purchase Contract'), '');
    await user.selectOptions(await select('Property Address'), 'customAmount');
    expect(callsTo(api, MAPPINGS)).toBe(1);

    await user.click(saveButton());
    const message = await expectMessage('mapping.saved');
    // the faked clock also runs with real time (shouldAdvanceTime), which a loaded machine
    // stretches: the 3 s are counted from here, and checked with a second's margin first
    const shownAt = Date.now();
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(sentBodies(api, MAPPINGS).filter(Boolean)).toEqual([
      {
        fieldMappings: [
          { formField: 'PC', fubField: '' },
          { formField: 'property', fubField: 'customAmount' },
        ],
      },
    ]);
    expect(screen.queryByText(TEXT.changed)).toBeNull();
    expect(screen.queryByText(/unsaved change/)).toBeNull();
    expect(saveButton().textContent).toBe('Save Changes');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await act(() =>
      vi.advanceTimersByTimeAsync(Math.max(0, shownAt + SAVED_MESSAGE_MS - 1000 - Date.now())),
    );
    expect(screen.getByText(TEXT.saved)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.queryByText(TEXT.saved)).toBeNull();
    expect((await select('Purchase Contract')).value).toBe('');
    expect((await select('Property Address')).value).toBe('customAmount');
    // the saved mapping is asked again
    await waitFor(() => expect(callsTo(api, MAPPINGS)).toBe(3));
    expect(requestLog(api).filter((call) => call === `POST ${MAPPINGS}`)).toHaveLength(1);
  });

  it('sends nothing when there is nothing to save', async () => {
    const api = stubMappingApi(rita);
    const user = userEvent.setup();
    renderPage();
    await select('Purchase Contract');
    await user.click(saveButton());
    await user.selectOptions(await select('Cure Notices'), 'customPC');
    await user.selectOptions(await select('Cure Notices'), '');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await user.click(saveButton());
    expect(requestLog(api)).not.toContain(`POST ${MAPPINGS}`);
  });

  it('shows Saving... and keeps Save disabled while the save runs', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubMappingApi(rita, {
      [`POST ${MAPPINGS}`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await select('Earnest Money'), 'customAmount');
    await user.click(saveButton());
    const busy = await screen.findByRole('button', { name: TEXT.saving });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer(savedReply({ ...savedMappings(), EM: 'customAmount' }));
    expect(await screen.findByText(TEXT.saved)).toBeTruthy();
  });

  it.each<[string, Reply, string | { key: SpecMessageKey }]>([
    [
      "the server's message",
      { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Not a CRM custom field name' } },
      'Not a CRM custom field name',
    ],
    [
      "'Failed to save mappings' without one",
      { status: 500, body: { code: 'INTERNAL' } },
      { key: 'mapping.saveFailedFallback' },
    ],
    [
      "'Server returned invalid JSON' for a reply that is not JSON",
      { status: 200, text: '<html>proxy page</html>' },
      { key: 'mapping.invalidJson' },
    ],
    [
      "'Server returned invalid JSON' for a refusal that is not JSON",
      { status: 502, text: '<html>Bad Gateway</html>' },
      { key: 'mapping.invalidJson' },
    ],
  ])(
    "says 'Failed to save field mappings' with %s, and keeps the changes",
    async (_case, reply, reason) => {
      const api = stubMappingApi(rita, { [`POST ${MAPPINGS}`]: reply });
      const user = userEvent.setup();
      renderPage();
      await user.selectOptions(await select('Cure Notices'), 'customPC');
      await user.click(saveButton());
      const alert = await screen.findByRole('alert');
      await expectMessage('mapping.saveFailed', { container: alert });
      if (typeof reason === 'string') expect(within(alert).getByText(reason)).toBeTruthy();
      else await expectMessage(reason.key, { container: alert });
      expect(screen.queryByText(TEXT.saved)).toBeNull();
      expect(within(await rowOf('Cure Notices')).getByText(TEXT.changed)).toBeTruthy();
      expect(saveButton().textContent).toBe('Save 1 Change');
      expect(callsTo(api, MAPPINGS)).toBe(2);
    },
  );

  it('keeps a change made while the save ran', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stubMappingApi(rita, {
      [`POST ${MAPPINGS}`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await select('Earnest Money'), 'customAmount');
    await user.click(saveButton());
    await screen.findByRole('button', { name: TEXT.saving });
    await user.selectOptions(await select('Cure Notices'), 'customPC');
    answer(savedReply({ ...savedMappings(), EM: 'customAmount' }));
    expect(await screen.findByText(TEXT.saved)).toBeTruthy();
    expect(within(await rowOf('Earnest Money')).queryByText(TEXT.changed)).toBeNull();
    expect(within(await rowOf('Cure Notices')).getByText(TEXT.changed)).toBeTruthy();
    expect((await select('Cure Notices')).value).toBe('customPC');
  });

  it('shows placeholders while the fields and the mapping load', async () => {
    const never = () => new Promise<Reply>(() => undefined);
    stubMappingApi(rita, { [`GET ${FIELDS}`]: never });
    renderPage();
    const status = await screen.findByRole('status');
    expect(within(status).getByText(TEXT.loading)).toBeTruthy();
    expect(document.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says when the CRM cannot be reached, and Retry asks again', async () => {
    let failing = true;
    const api = stubMappingApi(rita, {
      [`GET ${FIELDS}`]: () =>
        failing
          ? {
              status: 503,
              body: { code: 'UNAVAILABLE', message: 'Follow Up Boss is not reachable' },
            }
          : ok({ fields: crmFields() }),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TEXT.fieldsErrorTitle)).toBeTruthy();
    expect(within(alert).getByText('503: Follow Up Boss is not reachable')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: TEXT.retry }));
    expect((await select('Purchase Contract')).value).toBe('customPurchaseContract');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(api, FIELDS)).toBe(2);
    // the mapping loaded the first time: not asked again
    expect(callsTo(api, MAPPINGS)).toBe(1);
  });

  it('says when the saved mapping cannot be loaded', async () => {
    stubMappingApi(rita, {
      [`GET ${MAPPINGS}`]: { status: 500, body: { code: 'INTERNAL', message: 'Try later' } },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TEXT.mappingsErrorTitle)).toBeTruthy();
    expect(within(alert).getByText('500: Try later')).toBeTruthy();
  });

  it('says so when the CRM has no custom fields yet', async () => {
    stubMappingApi(rita, { [`GET ${FIELDS}`]: ok({ fields: [] }) });
    renderPage();
    expect(await screen.findByText(TEXT.noCrmFields)).toBeTruthy();
    expect(optionTexts(await select('Purchase Contract'))).toEqual([
      'No mapping',
      'customPurchaseContract (not in the CRM)',
    ]);
  });
});

describe('FubMappingPage with unsaved changes', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser to confirm a reload or close only while there are changes', async () => {
    stubMappingApi(rita, { [`POST ${MAPPINGS}`]: savedReply({ PC: 'customPC' }) });
    const user = userEvent.setup();
    renderPage();
    await select('Purchase Contract');
    expect(unload()).toBe(false);
    await user.selectOptions(await select('Purchase Contract'), 'customPC');
    expect(unload()).toBe(true);
    await user.click(saveButton());
    await screen.findByText(TEXT.saved);
    expect(unload()).toBe(false);
  });

  it('asks before a link leaves the page: Stay keeps the changes, Leave follows the link', async () => {
    stubMappingApi(rita);
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await select('Purchase Contract'), 'customPC');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXT.title });
    expect(window.location.pathname).toBe('/admin/fub-mapping');

    await user.click(within(dialog).getByRole('button', { name: UNSAVED_CHANGES_TEXT.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/admin/fub-mapping');
    expect((await select('Purchase Contract')).value).toBe('customPC');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: UNSAVED_CHANGES_TEXT.leave,
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('lets a link leave at once when nothing is changed', async () => {
    stubMappingApi(rita);
    const user = userEvent.setup();
    renderPage();
    await select('Purchase Contract');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('duplicates and Match by name (issue 41)', () => {
  it('warns when two form fields are set to one CRM field, and stops warning once they differ', async () => {
    stubMappingApi(rita);
    const user = userEvent.setup();
    renderPage();
    await heading();
    expect(screen.queryByText(TEXT.duplicatesTitle)).toBeNull();
    await user.selectOptions(await select('Earnest Money'), 'customPurchaseContract');
    const alert = (await screen.findByText(TEXT.duplicatesTitle)).closest('[role="alert"]')!;
    expect(alert.textContent).toContain(
      'customPurchaseContract is chosen for Purchase Contract and Earnest Money',
    );
    await user.selectOptions(await select('Earnest Money'), 'customAmount');
    await waitFor(() => expect(screen.queryByText(TEXT.duplicatesTitle)).toBeNull());
  });

  it('maps the unmapped form fields whose CRM field has the same name, as unsaved changes', async () => {
    stubMappingApi(rita, {
      [`GET ${FIELDS}`]: ok({
        fields: [
          ...crmFields(),
          { id: 21, name: 'customEarnestMoney', label: 'Earnest Money', type: 'text' },
          { id: 22, name: 'customLender', label: "Lender's Name", type: 'text' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Match by name' }));
    expect((await select('Earnest Money')).value).toBe('customEarnestMoney');
    expect((await select("Lender's Name")).value).toBe('customLender');
    // by its code too: the 'amount' row and the CRM's 'Amount'
    expect((await select('Purchase Amount')).value).toBe('customAmount');
    // the saved rows keep their fields
    expect((await select('Purchase Contract')).value).toBe('customPurchaseContract');
    await screen.findByText('3 fields matched by name: check them, then save.');
    expect(saveButton().textContent).toContain('Save 3 Changes');
    // pressed again, nothing is left to match
    await user.click(screen.getByRole('button', { name: 'Match by name' }));
    await screen.findByText(TEXT.noNameMatches);
  });
});
