// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { dismissToast } from '../../../components/ui/use-toast';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetBrowser } from '../../../testing/reset-browser';
import { adminSettingsViewFixture, settingsRoutes } from '../admin-test-fixtures';
import { SETTINGS_UPDATED } from '../settings-feedback';
import { UiSettingsTab } from './ui-settings-tab';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

describe('UiSettingsTab', () => {
  it('shows the stored settings and saves the changes with PATCH', async () => {
    const user = userEvent.setup();
    const api = stubApi(
      settingsRoutes(adminSettingsViewFixture((view) => (view.uiSettings.compactView = true)))
        .routes,
    );
    renderWithProviders(
      <>
        <UiSettingsTab />
        <Toaster />
      </>,
    );
    const sidebar = await screen.findByRole('combobox', { name: 'Sidebar Default' });
    expect(sidebar.textContent).toContain('Expanded');
    const compact = screen.getByRole('switch', { name: 'Compact View' });
    expect(compact.getAttribute('aria-checked')).toBe('true');

    await user.click(sidebar);
    await user.click(screen.getByRole('option', { name: 'Collapsed' }));
    await user.click(screen.getByRole('switch', { name: 'Search Bar Auto-Focus' }));
    await user.click(compact);
    await user.click(screen.getByRole('button', { name: 'Save UI Settings' }));

    expect(
      await screen.findByText(SETTINGS_UPDATED.title, { selector: '[data-slot="toast-title"]' }),
    ).toBeTruthy();
    const patches = api.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(patches).toEqual([
      { uiSettings: { sidebarDefault: 'collapsed', searchAutoFocus: true, compactView: false } },
    ]);
  });
});
