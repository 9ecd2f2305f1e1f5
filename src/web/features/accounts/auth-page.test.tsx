// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { ok, sentBodies, stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { siteInfoFixture } from '../../testing/site-info-fixture';
import { userFixture } from '../../testing/user-fixture';
import { AuthPage } from './auth-page';
import { expectMessage } from '../../testing/expect-message';
import type { SpecMessageKey } from '../../../core/spec-messages';

afterEach(() => {
  dismissToast();
  resetBrowser();
});

const anna = userFixture();

const renderAt = (url: string) =>
  renderWithProviders(
    <>
      <AuthPage />
      <Toaster />
    </>,
    { url },
  );

describe('AuthPage', () => {
  it('tells about a failed Google sign-in once and removes the error from the URL', async () => {
    stubApi({});
    renderAt('/auth?error=profile_failed&x=1');
    await expectMessage('authRedirect.title');
    await expectMessage('authRedirect.profileFailed');
    expect(window.location.pathname + window.location.search).toBe('/auth?x=1');
  });

  it.each<[string, SpecMessageKey]>([
    ['auth_failed', 'authRedirect.authFailed'],
    ['session_failed', 'authRedirect.sessionFailed'],
    // an unknown value, even one that names a property of every object
    ['toString', 'authRedirect.other'],
  ])("says the spec's words for ?error=%s", async (code, key) => {
    stubApi({});
    renderAt(`/auth?error=${code}`);
    await expectMessage('authRedirect.title');
    await expectMessage(key);
  });

  it('offers Google sign-in only when the server has it configured', async () => {
    stubApi({
      '/api/site': ok(siteInfoFixture({ googleSignInEnabled: true })),
    });
    renderAt('/auth');
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google');
    cleanup();

    stubApi({});
    renderAt('/auth');
    await screen.findByRole('heading', { name: /Welcome to/ });
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
  });

  it('shows the contract messages under empty login fields without calling the API', async () => {
    const fetchSpy = stubApi({});
    const user = userEvent.setup();
    renderAt('/auth');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const username = screen.getByLabelText('Username or Email');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([path]) => path)).not.toContain('/api/login');
  });

  it('reports a refused login in a toast with the server message', async () => {
    stubApi({
      '/api/login': {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.invalidCredentials },
      },
    });
    const user = userEvent.setup();
    renderAt('/auth');
    await user.type(screen.getByLabelText('Username or Email'), 'anna');
    await user.type(
      screen.getByLabelText('Password', { selector: '#login-password' }),
      'wrong-password',
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await expectMessage('login.failed');
    expect(
      screen.getByText(AUTH_MESSAGES.invalidCredentials, {
        selector: '[data-slot="toast-description"]',
      }),
    ).toBeTruthy();
    // and by the form, where it stays once the toast has gone (issue 45): an alert the form
    // is described by
    const form = screen.getByRole('form', { name: 'Login' });
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toContain(AUTH_MESSAGES.invalidCredentials);
    expect(form.getAttribute('aria-describedby')).toBe(alert.id);
    // a new attempt clears it until its own answer
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toBeTruthy());
  });

  it('greets by first name and leaves /auth after a login', async () => {
    const fetchSpy = stubApi({ '/api/login': ok(anna) });
    const user = userEvent.setup();
    renderAt('/auth');
    await user.type(screen.getByLabelText('Username or Email'), 'anna');
    await user.type(
      screen.getByLabelText('Password', { selector: '#login-password' }),
      'secret123',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Welcome back, Anna!', { selector: '[data-slot="toast-description"]' });
    expect(window.location.pathname).toBe('/');
    expect(sentBodies(fetchSpy, '/api/login')[0]).toEqual({
      username: 'anna',
      password: 'secret123',
      rememberMe: true,
    });
  });

  it('goes back after a login to the page that asked for it, in place of /auth', async () => {
    stubApi({ '/api/login': ok(anna) });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/property/12');
    // the return path carries its own encoded return (the list the property page leads to)
    const back = '/property/12?return=%2F%3Fcity%3DShow%2520Low%26page%3D2';
    window.history.pushState(null, '', `/auth?return=${encodeURIComponent(back)}`);
    const entries = window.history.length;
    renderWithProviders(
      <>
        {/* as in the app: the page is there only while the address is /auth */}
        <Route path="/auth" component={AuthPage} />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText('Username or Email'), 'anna');
    await user.type(
      screen.getByLabelText('Password', { selector: '#login-password' }),
      'secret123',
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Welcome back, Anna!', { selector: '[data-slot="toast-description"]' });
    expect(window.location.pathname + window.location.search).toBe(back);
    // /auth was replaced: Back leads to the page before it, not to the login form
    expect(window.history.length).toBe(entries);
  });

  it.each([
    ['another site', 'https://evil.example/steal', '/'],
    ['a protocol-relative address', '//evil.example', '/'],
    ['a dot segment before two slashes', '/.//evil.example/x', '/'],
    ['an encoded dot segment', '/%2e%2e//evil.example', '/'],
    ['a page of this site', '/favorites', '/favorites'],
  ])('sends a signed-in visitor on from /auth?return= %s', async (_case, target, expected) => {
    stubApi({ '/api/user': ok(anna) });
    const origin = window.location.origin;
    renderAt(`/auth?return=${encodeURIComponent(target)}`);
    await vi.waitFor(() => expect(window.location.pathname).toBe(expected));
    expect(window.location.origin).toBe(origin);
  });

  it('puts a taken username from the server under the Username field', async () => {
    const fetchSpy = stubApi({
      '/api/register': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: AUTH_MESSAGES.usernameTaken,
          fieldErrors: { username: AUTH_MESSAGES.usernameTaken },
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/auth');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('First Name'), 'Anna');
    await user.type(screen.getByLabelText('Last Name'), 'Lee');
    await user.type(screen.getByLabelText('Username'), 'anna');
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(
      screen.getByLabelText('Password', { selector: '#register-password' }),
      'secret123',
    );
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await expectMessage('register.failed');
    const username = screen.getByLabelText('Username');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(AUTH_MESSAGES.usernameTaken);
    expect(sentBodies(fetchSpy, '/api/register')[0]).not.toHaveProperty('confirmPassword');
  });
});
