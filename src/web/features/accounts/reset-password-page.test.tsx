// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { ok, requestedPaths, sentBodies, stubApi, type Reply } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetBrowser } from '../../testing/reset-browser';
import { ResetPasswordPage } from './reset-password-page';
import { expectMessage } from '../../testing/expect-message';

const RESET_PATH = '/api/reset-password';

afterEach(resetBrowser);

async function submitNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('New Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

const renderAt = (url: string) => renderWithProviders(<ResetPasswordPage />, { url });

describe('ResetPasswordPage', () => {
  it('without a token shows the invalid-link screen with a way to ask for a new link', async () => {
    renderAt('/reset-password');
    await expectMessage('passwordReset.invalidLink');
    const link = screen.getByRole('link', { name: 'Request New Reset Link' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('with a token validates locally with the contract messages before calling the API', async () => {
    const fetchSpy = stubApi();
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');

    await user.type(screen.getByLabelText('New Password'), '12345');
    await user.type(screen.getByLabelText('Confirm Password'), '54321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const password = screen.getByLabelText('New Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Password must be at least 6 characters long');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    // nothing asked but the site info (the tab's title names the team: embedded in the page)
    expect(requestedPaths(fetchSpy).filter((path) => path !== '/api/site')).toEqual([]);
  });

  it('toggles both fields between hidden and shown', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    const toggle = screen.getByRole('button', { name: 'Show passwords' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);
    expect(
      screen.getByRole('button', { name: 'Hide passwords' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirm Password').getAttribute('type')).toBe('text');
  });

  it('sends the token and new password, then goes to /auth exactly 3 seconds after success', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const fetchSpy = stubApi({
      [RESET_PATH]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await submitNewPassword(user);
    expect(screen.getByRole('button', { name: 'Resetting...' })).toHaveProperty('disabled', true);
    expect(sentBodies(fetchSpy, RESET_PATH)).toEqual([
      {
        token: 'abc',
        newPassword: 'secret123',
      },
    ]);

    // Fake the clock only now, so the redirect timer is the only one measured.
    vi.useFakeTimers();
    answer(ok({ message: AUTH_MESSAGES.passwordReset }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(AUTH_MESSAGES.passwordReset)).toBeTruthy();
    expect(screen.getByText('Redirecting to login...')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(window.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.pathname).toBe('/auth');
  });

  it('shows the server message of a refused token with a link to request a new one', async () => {
    stubApi({
      [RESET_PATH]: {
        status: 400,
        body: { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.expiredResetLink },
      },
    });
    const user = userEvent.setup();
    renderAt('/reset-password?token=old');

    await submitNewPassword(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(AUTH_MESSAGES.expiredResetLink);
    expect(
      screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href'),
    ).toBe('/forgot-password');
  });

  it("says 'An error occurred' for a refusal without a message", async () => {
    stubApi({ [RESET_PATH]: { status: 500, text: '' } });
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await submitNewPassword(user);
    await expectMessage('passwordReset.errorFallback', {
      container: await screen.findByRole('alert'),
    });
  });

  it("says 'Network error. Please try again.' when the request gets no answer", async () => {
    stubApi({ [RESET_PATH]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await submitNewPassword(user);
    await expectMessage('passwordReset.networkError', {
      container: await screen.findByRole('alert'),
    });
  });
});
