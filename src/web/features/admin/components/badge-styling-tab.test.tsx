// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSettingsView } from '../../../../contract/admin-settings';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { ok, sentBodies, stubApi, type Answer, type Reply } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { adminSettingsViewFixture, mergeUpdate, validationFailed } from '../admin-test-fixtures';
import { BADGE_MAPPING_NOTE, BadgeStylingTab, contrastWarning } from './badge-styling-tab';
import { expectMessage } from '../../../testing/expect-message';

afterEach(() => {
  act(() => dismissToast());
  resetBrowser();
});

type Badges = AdminSettingsView['badgeSettings'];

/** Colours that read well (well above 4.5:1), so a test sees only the warnings it sets up. */
const readable: Partial<Badges> = {
  primaryBadge: '#14532D',
  errorBadge: '#7C2D12',
};

const settingsView = (badges: Partial<Badges> = {}) =>
  adminSettingsViewFixture((view) => {
    view.badgeSettings = { ...view.badgeSettings, ...readable, ...badges };
  });

/** GET /api/admin/settings, and PATCH /api/admin/badge-settings (the merged view, or `save`). */
function stubBadges({
  view = settingsView(),
  save,
}: { view?: AdminSettingsView; save?: Answer } = {}) {
  return stubApi({
    'GET /api/admin/settings': ok(view),
    'PATCH /api/admin/badge-settings':
      save ?? (({ body }) => ok(mergeUpdate(view, { badgeSettings: body }))),
  });
}

function renderTab() {
  return renderWithProviders(
    <>
      <BadgeStylingTab />
      <Toaster />
    </>,
  );
}

const ready = () => screen.findByRole('form', { name: 'Badge styling' });
const hex = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save Badge Settings' });
const toastDescription = (text: string) =>
  screen.getByText(text, { selector: '[data-slot="toast-description"]' });
const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');
const warningOf = (label: string) =>
  describedTexts(hex(label)).find((text) => text.startsWith('Contrast'));
const errorOf = (label: string) =>
  (hex(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent;
const badge = (status: string) => screen.getByTestId(`badge-preview-${status}`);

async function retype(label: string, value: string) {
  const user = userEvent.setup();
  await user.clear(hex(label));
  await user.type(hex(label), value);
}

describe('contrastWarning', () => {
  it('warns below 4.5:1 with the ratio rounded down, and says which way the shade goes', () => {
    // white on the default ACTIVE green: 3.3:1
    expect(contrastWarning('#16A34A', '#FFFFFF')).toBe(
      'Contrast 3.2:1 is below WCAG AA (4.5:1); visitors will see a darkened shade',
    );
    expect(contrastWarning('#CBD5E1', '#94A3B8')).toMatch(
      /^Contrast 1\.\d:1 is below WCAG AA \(4\.5:1\); visitors will see a lightened shade$/,
    );
  });

  it('says nothing for a pair that reads, or for a colour that is not one yet', () => {
    expect(contrastWarning('#000000', '#FFFFFF')).toBeNull();
    expect(contrastWarning('#DC2626', '#FFFFFF')).toBeNull(); // 4.8:1
    expect(contrastWarning('#16A3', '#FFFFFF')).toBeNull();
    expect(contrastWarning('green', '#FFFFFF')).toBeNull();
  });
});

describe('BadgeStylingTab', () => {
  it('shows a placeholder until the settings arrive', () => {
    stubApi({ 'GET /api/admin/settings': () => new Promise<Reply>(() => undefined) });
    const { container } = renderTab();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the four colours of each badge, the border and shadow, and the mapping note', async () => {
    stubBadges({
      view: settingsView({ successBadge: '#991B1B', borderWidth: 2, shadowType: 'md' }),
    });
    renderTab();
    await ready();
    for (const name of ['ACTIVE', 'PENDING', 'Warning', 'REDUCED']) {
      for (const part of ['background', 'text', 'hover background', 'hover text']) {
        expect(hex(`${name} badge ${part}`)).toBeTruthy();
        expect(screen.getByLabelText(`${name} badge ${part} picker`)).toBeTruthy();
      }
    }
    expect(hex('PENDING badge background').value).toBe('#991B1B');
    expect(
      (screen.getByLabelText('PENDING badge background picker') as HTMLInputElement).value,
    ).toBe('#991b1b');
    expect(hex('Border color').value).toBe('#E2E8F0');
    expect(screen.getByRole('combobox', { name: 'Border width' }).textContent).toBe('2 px');
    expect(screen.getByRole('combobox', { name: 'Shadow' }).textContent).toBe('Medium');
    expect(hex('Shadow color').value).toBe('#000000');
    expect(screen.getByText(BADGE_MAPPING_NOTE)).toBeTruthy();
  });

  it('previews ACTIVE, PENDING, SOLD (outline) and REDUCED with the values on the screen', async () => {
    stubBadges();
    renderTab();
    await ready();
    const styleOf = (status: string) =>
      badge(status).querySelector('[data-badge-style]')?.getAttribute('data-badge-style');
    expect(badge('ACTIVE').textContent).toBe('ACTIVE');
    expect(styleOf('ACTIVE')).toBe('primary');
    expect(styleOf('PENDING')).toBe('success');
    expect(styleOf('SOLD')).toBe('outline');
    expect(badge('REDUCED').textContent).toBe('PRICE REDUCED');
    expect(styleOf('REDUCED')).toBe('error');
    // the badges read the same CSS variables the server writes into visitor pages
    const row = badge('ACTIVE').closest('ul') as HTMLElement;
    expect(row.style.getPropertyValue('--badge-primary-bg')).toBe('#14532d');

    await retype('ACTIVE badge background', '#1E3A8A');
    expect(row.style.getPropertyValue('--badge-primary-bg')).toBe('#1e3a8a');
    await retype('Border color', '#FF0000');
    expect(row.style.getPropertyValue('--badge-border-color')).toBe('#FF0000');
  });

  it('shows the hover colours in a row of their own (and on the pointer in the first row)', async () => {
    stubBadges({ view: settingsView({ primaryHover: '#0F172A', primaryTextHover: '#FDE68A' }) });
    renderTab();
    await ready();
    const normal = badge('ACTIVE').closest('ul') as HTMLElement;
    const hovered = badge('ACTIVE-hover').closest('ul') as HTMLElement;
    expect(normal.style.getPropertyValue('--badge-primary-hover-bg')).toBe('#0f172a');
    expect(hovered.style.getPropertyValue('--badge-primary-bg')).toBe('#0f172a');
    expect(hovered.style.getPropertyValue('--badge-primary-fg')).toBe('#fde68a');
    expect(badge('ACTIVE').querySelector('[data-badge-style]')?.className).toContain(
      'hover:bg-[var(--badge-primary-hover-bg)]',
    );
  });

  it('warns beside a pair below 4.5:1, normal or hover, and not beside one that reads', async () => {
    stubBadges();
    renderTab();
    await ready();
    expect(warningOf('ACTIVE badge text')).toBeUndefined();
    expect(warningOf('PENDING badge text')).toBeUndefined(); // white on #DC2626: 4.8:1

    await retype('PENDING badge background', '#F87171'); // white on it: 2.8:1
    expect(warningOf('PENDING badge text')).toBe(
      'Contrast 2.7:1 is below WCAG AA (4.5:1); visitors will see a darkened shade',
    );
    expect(warningOf('PENDING badge hover text')).toBeUndefined();
    expect(screen.getAllByText(/is below WCAG AA/)).toHaveLength(1);

    await retype('REDUCED badge hover text', '#92400E'); // on #B45309
    expect(warningOf('REDUCED badge hover text')).toMatch(/^Contrast 1\.\d:1 is below WCAG AA/);

    await retype('PENDING badge text', '#000000');
    expect(warningOf('PENDING badge text')).toBeUndefined();
  });

  it('saves the badge fields with PATCH /api/admin/badge-settings and says so', async () => {
    const user = userEvent.setup();
    const api = stubBadges();
    renderTab();
    await ready();
    await retype('Warning badge hover background', '#374151');
    await user.click(screen.getByRole('combobox', { name: 'Border width' }));
    await user.click(screen.getByRole('option', { name: '3 px' }));
    await user.click(screen.getByRole('combobox', { name: 'Shadow' }));
    await user.click(screen.getByRole('option', { name: 'Large' }));
    await user.click(saveButton());

    await expectMessage('badges.saved.title');
    await expectMessage('badges.saved.message');
    const [sent] = sentBodies(api, '/api/admin/badge-settings') as Record<string, unknown>[];
    expect(sent).toEqual({
      primaryBadge: '#14532D',
      primaryText: '#FFFFFF',
      primaryHover: '#166534',
      primaryTextHover: '#FFFFFF',
      successBadge: '#DC2626',
      successText: '#FFFFFF',
      successHover: '#B91C1C',
      successTextHover: '#FFFFFF',
      warningBadge: '#6B7280',
      warningText: '#FFFFFF',
      warningHover: '#374151',
      warningTextHover: '#FFFFFF',
      errorBadge: '#7C2D12',
      errorText: '#FFFFFF',
      errorHover: '#92400E',
      errorTextHover: '#FFFFFF',
      borderColor: '#E2E8F0',
      borderWidth: 3,
      shadowType: 'lg',
      shadowColor: '#000000',
    });
    expect(
      api.mock.calls.filter(([path]) => path === '/api/admin/badge-settings')[0]?.[1]?.method,
    ).toBe('PATCH');
  });

  it('refuses a colour that is not hex with the contract message, sending nothing', async () => {
    const user = userEvent.setup();
    const api = stubBadges();
    renderTab();
    await ready();
    await retype('REDUCED badge text', 'white');
    await user.click(saveButton());
    await waitFor(() =>
      expect(errorOf('REDUCED badge text')).toBe('Use a hex color such as #16A34A'),
    );
    expect(document.activeElement).toBe(hex('REDUCED badge text'));
    expect(sentBodies(api, '/api/admin/badge-settings')).toEqual([]);
  });

  it("shows 'Error' with the message, and the server's field messages", async () => {
    const user = userEvent.setup();
    stubBadges({ save: validationFailed({ shadowColor: 'Pick another shadow' }) });
    renderTab();
    await ready();
    await user.click(saveButton());
    await expectMessage('badges.failed.title');
    expect(toastDescription('Some fields are invalid')).toBeTruthy();
    expect(errorOf('Shadow color')).toBe('Pick another shadow');
  });

  it('has no serious accessibility findings', async () => {
    stubBadges({ view: settingsView({ primaryBadge: '#16A34A' }) });
    const { container } = renderTab();
    await ready();
    expect(within(container).getAllByText(/is below WCAG AA/).length).toBeGreaterThan(0);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
  });
});
