// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, requestedPaths, SIGNED_OUT, stubApi } from '../testing/api-stub';
import { renderWithProviders } from '../testing/render-with-providers';
import { resetBrowser } from '../testing/reset-browser';
import { userFixture } from '../testing/user-fixture';
import { AdminAlerts } from './admin-alerts';

// Counts loads of the banner's module: its own file, so no other test has loaded it.
const banner = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../features/alerts/alert-banner', async (importOriginal) => {
  banner.loads += 1;
  return importOriginal();
});

afterEach(resetBrowser);

describe('AdminAlerts for anyone but an admin on a listing screen', () => {
  it('never loads the banner code nor asks for alerts', async () => {
    const cases = [
      { user: SIGNED_OUT, url: '/' },
      { user: ok(userFixture()), url: '/' },
      { user: ok(userFixture()), url: '/property/42' },
      { user: ok(userFixture({ isAdmin: true })), url: '/favorites' },
    ];
    for (const { user, url } of cases) {
      const api = stubApi({ '/api/user': user, '/api/admin/alerts': ok([]) });
      renderWithProviders(<AdminAlerts />, { url });
      await waitFor(() => expect(callsTo(api, '/api/user')).toBe(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(requestedPaths(api)).toEqual(['/api/user']);
      expect(screen.queryByRole('region')).toBeNull();
      resetBrowser();
    }
    expect(banner.loads).toBe(0);
  });

  it('loads it for an admin on a listing screen (the count above would see it)', async () => {
    stubApi({ '/api/user': ok(userFixture({ isAdmin: true })), '/api/admin/alerts': ok([]) });
    renderWithProviders(<AdminAlerts />, { url: '/just-listed' });
    await waitFor(() => expect(banner.loads).toBe(1));
  });
});
