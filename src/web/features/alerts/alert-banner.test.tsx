// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../../contract/alerts';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { callsTo, ok, requestLog, stubApi, type Reply } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import {
  ALERT_BANNER_TEXT,
  ALL_ALERTS_HREF,
  additionalAlertsText,
  AlertBanner,
} from './alert-banner';
import { ALERTS_POLL_MS, alertsQueryOptions } from './api/alerts';
import { DISMISSED_ALERTS_KEY } from './dismissed-alerts';
import { expectMessage } from '../../testing/expect-message';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

const ALERTS_PATH = '/api/admin/alerts';

function alertFixture(id: number, severity: string, overrides: Partial<Alert> = {}): Alert {
  return {
    id,
    severity,
    type: 'error',
    component: 'MLS feed',
    title: `${severity} alert ${id}`,
    message: `Something about alert ${id}`,
    timestamp: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The open alerts as `alerts()` says at each request, and the resolve call's answer. */
function stubAlerts(
  alerts: () => Alert[],
  resolve: (id: number) => Reply = () => ok({ message: 'Alert resolved' }),
) {
  return stubApi({
    [`GET ${ALERTS_PATH}`]: () => ok(alerts()),
    ...Object.fromEntries(
      alerts().map((alert) => [`POST ${ALERTS_PATH}/${alert.id}/resolve`, () => resolve(alert.id)]),
    ),
  });
}

const renderBanner = () =>
  renderWithProviders(
    <>
      <AlertBanner />
      <Toaster />
    </>,
  );

const banner = () => screen.findByRole('region', { name: ALERT_BANNER_TEXT.region });
const shownTitles = async () =>
  within(await banner())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.lastChild?.textContent);

// The server's order would do; these arrive in the wrong one on purpose.
const five = () => [
  alertFixture(1, 'low'),
  alertFixture(2, 'medium'),
  alertFixture(3, 'critical'),
  alertFixture(4, 'warning'),
  alertFixture(5, 'high'),
];

describe('AlertBanner', () => {
  it('shows the three most severe, critical then high then medium, whatever the reply order', async () => {
    stubAlerts(five);
    renderBanner();
    expect(await shownTitles()).toEqual(['critical alert 3', 'high alert 5', 'medium alert 2']);
  });

  it('counts the rest under the alerts, with a link to the whole list', async () => {
    stubAlerts(five);
    renderBanner();
    const region = await banner();
    const line = within(region).getByText(/additional alerts not shown/);
    expect(line.textContent).toBe(additionalAlertsText(2));
    expect(line.textContent).toBe(
      '2 additional alerts not shown. Check admin panel for complete list.',
    );
    const link = within(line).getByRole('link', { name: ALERT_BANNER_TEXT.checkAdminPanel });
    expect(link.getAttribute('href')).toBe(ALL_ALERTS_HREF);
    expect(ALL_ALERTS_HREF).toBe('/admin/operations');
  });

  it('says nothing more when every alert fits, and shows nothing at all without alerts', async () => {
    stubAlerts(() => five().slice(0, 3));
    const view = renderBanner();
    expect(await shownTitles()).toHaveLength(3);
    expect(screen.queryByText(/additional alerts not shown/)).toBeNull();
    view.unmount();
    resetBrowser();

    const api = stubAlerts(() => []);
    renderBanner();
    await waitFor(() => expect(callsTo(api, ALERTS_PATH)).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: ALERT_BANNER_TEXT.region })).toBeNull();
  });

  it('marks each alert with its severity for screen readers, and colours it', async () => {
    stubAlerts(five);
    renderBanner();
    const [critical, high, medium] = within(await banner()).getAllByRole('listitem');
    expect(critical?.textContent).toContain('Critical severity alert: critical alert 3');
    expect(high?.textContent).toContain('High severity alert: high alert 5');
    expect(medium?.textContent).toContain('Medium severity alert: medium alert 2');
    expect(critical?.className).toContain('bg-red-50');
    expect(high?.className).toContain('bg-orange-50');
    expect(medium?.className).toContain('bg-amber-50');
    expect(critical?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows another severity under its own name', async () => {
    stubAlerts(() => [alertFixture(1, 'low')]);
    renderBanner();
    const [low] = within(await banner()).getAllByRole('listitem');
    expect(low?.textContent).toContain('Low severity alert: low alert 1');
    expect(low?.className).toContain('bg-sky-50');
  });

  it('resolves an alert on the server, then asks for the alerts again', async () => {
    let open = five();
    const api = stubAlerts(
      () => open,
      (id) => {
        open = open.filter((alert) => alert.id !== id);
        return ok({ message: 'Alert resolved' });
      },
    );
    const user = userEvent.setup();
    renderBanner();
    await banner();
    await user.click(screen.getByRole('button', { name: 'Resolve alert: critical alert 3' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: ALERT_BANNER_TEXT.region })).queryByText(
          'critical alert 3',
        ),
      ).toBeNull(),
    );
    expect(requestLog(api)).toEqual([
      `GET ${ALERTS_PATH}`,
      `POST ${ALERTS_PATH}/3/resolve`,
      `GET ${ALERTS_PATH}`,
    ]);
    expect(await shownTitles()).toEqual(['high alert 5', 'medium alert 2', 'warning alert 4']);
    expect(screen.getByText(/additional alerts not shown/).textContent).toBe(
      additionalAlertsText(1),
    );
  });

  it("says 'Failed to resolve alert' when the server refuses, and keeps the alert", async () => {
    const api = stubAlerts(five, () => ({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Alert not found' },
    }));
    const user = userEvent.setup();
    renderBanner();
    await banner();
    await user.click(screen.getByRole('button', { name: 'Resolve alert: high alert 5' }));

    const title = await expectMessage('alerts.resolveFailed');
    expect(title.closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe('destructive');
    expect(
      screen.getByText('Alert not found', { selector: '[data-slot="toast-description"]' }),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(api, ALERTS_PATH)).toBe(2));
    expect(await shownTitles()).toContain('high alert 5');
  });

  it('dismisses an alert for the session: hidden, stored, and still hidden after a re-render and a new visit', async () => {
    const api = stubAlerts(five);
    const user = userEvent.setup();
    const view = renderBanner();
    await banner();
    await user.click(screen.getByRole('button', { name: 'Dismiss alert: critical alert 3' }));

    expect(await shownTitles()).toEqual(['high alert 5', 'medium alert 2', 'warning alert 4']);
    expect(screen.getByText(/additional alerts not shown/).textContent).toBe(
      additionalAlertsText(1),
    );
    expect(JSON.parse(sessionStorage.getItem(DISMISSED_ALERTS_KEY) ?? '[]')).toEqual([3]);
    // a dismissal is this browser's only: the server is not told
    expect(requestLog(api).filter((call) => call.startsWith('POST'))).toEqual([]);

    view.rerender(
      <>
        <AlertBanner />
        <Toaster />
      </>,
    );
    expect(await shownTitles()).not.toContain('critical alert 3');

    // another page of the same session: a fresh cache, the stored dismissals
    view.unmount();
    renderBanner();
    expect(await shownTitles()).toEqual(['high alert 5', 'medium alert 2', 'warning alert 4']);
  });

  it('leaves the count line out once dismissals leave three or fewer', async () => {
    stubAlerts(() => five().slice(0, 4));
    const user = userEvent.setup();
    renderBanner();
    await banner();
    expect(screen.getByText(/additional alerts not shown/).textContent).toBe(
      additionalAlertsText(1),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss alert: medium alert 2' }));
    await waitFor(() => expect(screen.queryByText(/additional alerts not shown/)).toBeNull());
    expect(await shownTitles()).toEqual(['critical alert 3', 'warning alert 4', 'low alert 1']);
  });

  it('works from the keyboard, keeping the focus in the banner after a dismissal', async () => {
    stubAlerts(() => [alertFixture(2, 'medium'), alertFixture(3, 'critical')]);
    const user = userEvent.setup();
    renderBanner();
    const region = await banner();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Resolve alert: critical alert 3',
    );
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Dismiss alert: critical alert 3',
    );
    await user.keyboard('{Enter}');
    expect(await shownTitles()).toEqual(['medium alert 2']);
    expect(document.activeElement).toBe(region);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Resolve alert: medium alert 2',
    );
  });

  it('asks for the alerts again every 30 seconds', async () => {
    expect(ALERTS_POLL_MS).toBe(30_000);
    expect(alertsQueryOptions().refetchInterval).toBe(30_000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let open = five().slice(0, 1);
    const api = stubAlerts(() => open);
    renderBanner();
    expect(await shownTitles()).toEqual(['low alert 1']);
    expect(callsTo(api, ALERTS_PATH)).toBe(1);

    open = five();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(callsTo(api, ALERTS_PATH)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsTo(api, ALERTS_PATH)).toBe(2);
    await waitFor(async () =>
      expect(await shownTitles()).toEqual(['critical alert 3', 'high alert 5', 'medium alert 2']),
    );
  });
});
