// @vitest-environment jsdom
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bfrSavedReplySchema, type BfrUpdateRequest } from '../../../contract/bfr';
import { BFR_TEXT_FIELDS, type BfrFormData } from '../../../core/bfr-fields';
import { apiRequest } from '../../lib/api';
import { ok, stubApi, type Reply } from '../../testing/api-stub';
import { bfrForm, listingAgentReply } from '../../testing/bfr-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { dismissToast } from '../ui/use-toast';
import { BFR_SHARED_TEXT as TEXT } from './bfr-shared-text';
import { BfrTextInput } from './bfr-text-input';
import { useBfrChecklistForm, type BfrChecklistLayout } from './use-bfr-checklist-form';

const SAVE = '/api/test/bfr/save';
const MONEY_KEYS = ['mlsNumber', 'amount', 'percentage', 'commission'] as const;
const MONEY = BFR_TEXT_FIELDS.filter((field) =>
  (MONEY_KEYS as readonly string[]).includes(field.key),
);
const labelOf = (key: (typeof MONEY_KEYS)[number]) => MONEY.find((f) => f.key === key)!.label;

type Id = 'money' | 'ifNeeded';

/** A checklist of one section of text fields (closed or open at first) and If Needed. */
function Checklist({
  opened,
  moneyOpen,
  onSaved,
  onSaveFailed,
}: {
  opened: BfrFormData;
  moneyOpen: boolean;
  onSaved?: () => void;
  onSaveFailed?: (error: Error) => void;
}) {
  const save = useMutation({
    mutationFn: (request: BfrUpdateRequest) =>
      apiRequest(SAVE, { method: 'POST', body: request, schema: bfrSavedReplySchema }),
  });
  const layout: BfrChecklistLayout<Id> = {
    fieldOrder: MONEY_KEYS,
    sectionsOf: (keys) => (keys.some((key) => key !== 'leadBasedPaintDisclosure') ? ['money'] : []),
    openAtFirst: (id) => id === 'money' && moneyOpen,
  };
  const form = useBfrChecklistForm({
    contactId: 101,
    form: opened,
    save,
    layout,
    lookupFailure: () => 'try later',
    ...(onSaved ? { onSaved } : {}),
    ...(onSaveFailed ? { onSaveFailed } : {}),
  });
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <button type="button" onClick={() => form.setOpen('money', !form.isOpen('money'))}>
        Money
      </button>
      {form.isOpen('money') &&
        MONEY.map((field) => (
          <BfrTextInput
            key={field.key}
            id={field.key}
            field={field}
            error={form.errors[field.key]?.message}
            registration={form.registerText(field.key)}
            lookup={form.lookup}
          />
        ))}
      {form.isOpen('ifNeeded') && <p>If Needed is open</p>}
      <p>{form.isDirty ? 'Unsaved' : 'Saved'}</p>
      <button type="submit">Save</button>
    </form>
  );
}

const saved = (form: BfrFormData): Reply => ok({ success: true, form, crmFieldsQueued: 0 });

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('useBfrChecklistForm', () => {
  it('opens the sections as the layout says, and If Needed when the opened listing asks for it', async () => {
    stubApi({ 'GET /api/listing-agent/6543210': ok(listingAgentReply()) });
    renderWithProviders(<Checklist opened={bfrForm({ mlsNumber: '6543210' })} moneyOpen />);

    expect(screen.getByLabelText(labelOf('amount'))).toBeTruthy();
    expect(await screen.findByText('If Needed is open')).toBeTruthy();
    expect(screen.getByRole('region', { name: TEXT.analysisTitle('6543210') })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Money' }));
    expect(screen.queryByLabelText(labelOf('amount'))).toBeNull();
  });

  it('works the read-only commission out as amount and percentage are typed', async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<Checklist opened={bfrForm()} moneyOpen />);

    const commission = screen.getByLabelText(labelOf('commission')) as HTMLInputElement;
    expect(commission.readOnly).toBe(true);
    await user.type(screen.getByLabelText(labelOf('amount')), '450,000');
    await user.type(screen.getByLabelText(labelOf('percentage')), '3');
    expect(commission.value).toBe('$13,500');
    expect(screen.getByText('Unsaved')).toBeTruthy();
  });

  it("opens the section of a failed save's field messages and focuses the first", async () => {
    stubApi({
      [`POST ${SAVE}`]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid',
          fieldErrors: { 'formData.percentage': 'Not a percentage' },
        },
      },
    });
    const onSaveFailed = vi.fn();
    renderWithProviders(
      <Checklist opened={bfrForm()} moneyOpen={false} onSaveFailed={onSaveFailed} />,
    );
    expect(screen.queryByLabelText(labelOf('percentage'))).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const percentage = await screen.findByLabelText(labelOf('percentage'));
    await waitFor(() => expect(document.activeElement).toBe(percentage));
    expect(within(percentage.parentElement!).getByText('Not a percentage')).toBeTruthy();
    expect(onSaveFailed).toHaveBeenCalledTimes(1);
  });

  it('takes the file as saved into the form', async () => {
    const api = stubApi({ [`POST ${SAVE}`]: saved(bfrForm({ amount: '500,000' })) });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Checklist opened={bfrForm()} moneyOpen onSaved={onSaved} />);

    await user.type(screen.getByLabelText(labelOf('amount')), '500000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText(labelOf('amount')) as HTMLInputElement).value).toBe('500,000');
    expect(screen.getByText('Saved')).toBeTruthy();
    const body = api.mock.calls.find(([path]) => path === SAVE)?.[1]?.body;
    expect(JSON.parse(String(body))).toMatchObject({
      contactId: 101,
      formData: { amount: '500000' },
    });
  });
});
