// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultAdminSettings,
  type PerformanceSettings,
} from '../../../../contract/admin-settings';
import { performanceScore } from '../../../../core/performance-score';
import { Toaster } from '../../../components/ui/toaster';
import { expectMessage } from '../../../testing/expect-message';
import { dismissToast } from '../../../components/ui/use-toast';
import { sentBodies, stubApi, type Reply } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { adminSettingsViewFixture, settingsRoutes, validationFailed } from '../admin-test-fixtures';
import { ERROR_TITLE } from '../settings-feedback';
import { PerformanceTab } from './performance-tab';

afterEach(() => {
  act(() => dismissToast());
  resetBrowser();
});

// The contract's settings fit the score's own structural type (core imports nothing of ours).
const scoreOfContractSettings: (settings: PerformanceSettings) => unknown = performanceScore;
void scoreOfContractSettings;

/** The settings API over a view with these performance settings; `patch` answers a save instead. */
function stubSettings(
  performance: Partial<PerformanceSettings> = {},
  { patch }: { patch?: { status: number; body: unknown } } = {},
) {
  const view = adminSettingsViewFixture((v) => {
    v.performanceSettings = { ...v.performanceSettings, ...performance };
  });
  const { routes } = settingsRoutes(view, { fail: () => patch });
  return stubApi(routes);
}

function renderTab() {
  return renderWithProviders(
    <>
      <PerformanceTab />
      <Toaster />
    </>,
  );
}

const scoreCard = () => screen.getByTestId('performance-score');
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const toggle = (label: string) => screen.getByRole('switch', { name: label });
const saveButton = () => screen.getByRole('button', { name: 'Save Performance Settings' });
const toastTitle = (title: string) =>
  screen.findByText(title, { selector: '[data-slot="toast-title"]' });
const toastDescription = (text: string) =>
  screen.getByText(text, { selector: '[data-slot="toast-description"]' });
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'))?.textContent;
const patches = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'PATCH');

async function ready() {
  return screen.findByRole('form', { name: 'Performance settings' });
}

describe('PerformanceTab', () => {
  it('shows a placeholder until the settings arrive', () => {
    stubApi({ 'GET /api/admin/settings': () => new Promise<Reply>(() => undefined) });
    const { container } = renderTab();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByText('Loading performance settings')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the saved values, the four limits, the twelve switches and the MLS hint', async () => {
    stubSettings({ refreshIntervalMinutes: 7, realTimeUpdates: true });
    renderTab();
    await ready();
    expect(input('Refresh interval (minutes)').value).toBe('7');
    expect(input('Max concurrent requests').value).toBe('3');
    expect(input('Request throttle (ms)').value).toBe('1000');
    expect(input('Cache expiry (minutes)').value).toBe('15');
    expect(screen.getAllByRole('switch')).toHaveLength(12);
    expect(toggle('Real-time updates').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Heavy animations').getAttribute('aria-checked')).toBe('true');
    expect(toggle('Preload data').getAttribute('aria-checked')).toBe('false');
    const refresh = input('Refresh interval (minutes)');
    expect(refresh.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(refresh.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toMatch(/How often the listings are refreshed from the MLS/);
  });

  it('says of every setting whether it takes effect or only moves the score (issue 41)', async () => {
    stubSettings();
    renderTab();
    await screen.findByLabelText('Refresh interval (minutes)');
    const description = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const effects: Record<string, RegExp> = {
      'Refresh interval (minutes)': /Takes effect: the MLS refresh runs at this interval/,
      'Max concurrent requests': /Score only/,
      'Request throttle (ms)': /Score only/,
      'Cache expiry (minutes)': /Score only/,
    };
    for (const [label, text] of Object.entries(effects)) {
      expect(description(input(label)), label).toMatch(text);
    }
    const taking = ['Heavy animations', 'Reduced motion'];
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(12);
    for (const control of switches) {
      const name = control.getAttribute('id') ?? '';
      const label = document.querySelector(`label[for="${name}"]`)?.textContent ?? '';
      expect(description(control), label).toMatch(
        taking.includes(label) ? /Takes effect: / : /Score only: /,
      );
    }
  });

  it('updates the score as switches and limits change, before saving, in a polite live region', async () => {
    const user = userEvent.setup();
    const api = stubSettings();
    renderTab();
    await ready();
    // defaults: 100 - 5 + 5 + 5 + 5, clamped to 100
    expect(within(scoreCard()).getByText('100')).toBeTruthy();
    expect(scoreCard().getAttribute('data-band')).toBe('excellent');
    expect(within(scoreCard()).getByText('Excellent performance configuration')).toBeTruthy();
    const live = scoreCard().querySelector('[aria-live="polite"]');
    expect(live).toBeTruthy();

    await user.click(toggle('Real-time updates')); // 110 - 15 = 95
    await user.click(toggle('Auto-refresh properties')); // 85
    await user.click(toggle('Auto-refresh market data')); // 75
    expect(within(live as HTMLElement).getByText('75')).toBeTruthy();
    expect(scoreCard().getAttribute('data-band')).toBe('good');
    expect(
      within(scoreCard()).getByText('Good performance with room for optimization'),
    ).toBeTruthy();

    await user.clear(input('Refresh interval (minutes)'));
    await user.type(input('Refresh interval (minutes)'), '2'); // 65
    await user.click(toggle('Preload data')); // 57
    expect(within(scoreCard()).getByText('57')).toBeTruthy();
    expect(scoreCard().getAttribute('data-band')).toBe('poor');
    expect(
      within(scoreCard()).getByText('Performance may be impacted by current settings'),
    ).toBeTruthy();

    await user.click(toggle('Reduced motion')); // 60
    expect(scoreCard().getAttribute('data-band')).toBe('good');
    expect(patches(api)).toHaveLength(0);
  });

  it('saves the whole section with PATCH and says so', async () => {
    const user = userEvent.setup();
    const api = stubSettings();
    renderTab();
    await ready();
    await user.click(toggle('Lazy loading'));
    await user.clear(input('Max concurrent requests'));
    await user.type(input('Max concurrent requests'), '6');
    await user.click(saveButton());

    await expectMessage('performance.saved.title');
    await expectMessage('performance.saved.message');
    expect(sentBodies(api, '/api/admin/settings').filter(Boolean)).toEqual([
      {
        performanceSettings: {
          ...defaultAdminSettings().performanceSettings,
          lazyLoading: false,
          maxConcurrentRequests: 6,
        },
      },
    ]);
    expect(patches(api)).toHaveLength(1);
    expect(input('Max concurrent requests').value).toBe('6');
  });

  it.each([
    ['Refresh interval (minutes)', '0', 'Enter 1-60 minutes'],
    ['Refresh interval (minutes)', '61', 'Enter 1-60 minutes'],
    ['Max concurrent requests', '11', 'Enter 1-10 requests'],
    ['Request throttle (ms)', '99', 'Enter 100-5000 ms'],
    ['Cache expiry (minutes)', '121', 'Enter 1-120 minutes'],
    ['Cache expiry (minutes)', '', 'Enter 1-120 minutes'],
  ])(
    'refuses %s = %j with the contract message, sending nothing',
    async (label, value, message) => {
      const user = userEvent.setup();
      const api = stubSettings();
      renderTab();
      await ready();
      await user.clear(input(label));
      if (value) await user.type(input(label), value);
      await user.click(saveButton());
      await waitFor(() => expect(errorOf(input(label))).toBe(message));
      expect(input(label).getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(input(label));
      expect(patches(api)).toHaveLength(0);
    },
  );

  it("shows the server's field messages (full paths) under their fields and an 'Error' toast", async () => {
    const user = userEvent.setup();
    stubSettings(
      {},
      {
        patch: validationFailed({
          'performanceSettings.requestThrottleMs': 'Too fast for the MLS',
          'apiSettings.armls.baseUrl': 'not this tab',
        }),
      },
    );
    renderTab();
    await ready();
    await user.click(saveButton());
    await expectMessage('performance.failed.title');
    expect(toastDescription('Some fields are invalid')).toBeTruthy();
    expect(errorOf(input('Request throttle (ms)'))).toBe('Too fast for the MLS');
    expect(document.activeElement).toBe(input('Request throttle (ms)'));
    expect(screen.queryByText('not this tab')).toBeNull();
  });

  it("shows the failure's message when the server gives no fields", async () => {
    const user = userEvent.setup();
    stubSettings(
      {},
      { patch: { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } } },
    );
    renderTab();
    await ready();
    await user.click(saveButton());
    expect(await toastTitle(ERROR_TITLE)).toBeTruthy();
    expect(toastDescription('Something went wrong')).toBeTruthy();
  });

  it('has no serious accessibility findings', async () => {
    stubSettings();
    const { container } = renderTab();
    await ready();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
  });
});
