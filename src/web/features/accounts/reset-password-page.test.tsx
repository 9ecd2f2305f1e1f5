// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { createQueryClient } from '../../lib/query-client';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function replyWith(status: number, body: unknown) {
  const fetchSpy = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

async function submitNewPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('New Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ResetPasswordPage />
    </QueryClientProvider>,
  );
}

describe('ResetPasswordPage', () => {
  it('without a token shows the invalid-link screen with a way to ask for a new link', () => {
    renderAt('/reset-password');
    expect(screen.getByText(AUTH_MESSAGES.invalidResetLink)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Request New Reset Link' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('with a token validates locally with the contract messages before calling the API', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
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
    expect(fetchSpy).not.toHaveBeenCalled();
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
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = vi.fn(
      (_path: string, _init?: RequestInit) =>
        new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc');
    await submitNewPassword(user);
    expect(screen.getByRole('button', { name: 'Resetting...' })).toHaveProperty('disabled', true);
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'abc',
      newPassword: 'secret123',
    });

    // Fake the clock only now, so the redirect timer is the only one measured.
    vi.useFakeTimers();
    answer(Response.json({ message: AUTH_MESSAGES.passwordReset }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(AUTH_MESSAGES.passwordReset)).toBeTruthy();
    expect(screen.getByText('Redirecting to login...')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(window.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.pathname).toBe('/auth');
  });

  it('shows the server message of a refused token with a link to request a new one', async () => {
    replyWith(400, { code: 'INVALID_TOKEN', message: AUTH_MESSAGES.expiredResetLink });
    const user = userEvent.setup();
    renderAt('/reset-password?token=old');

    await submitNewPassword(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(AUTH_MESSAGES.expiredResetLink);
    expect(
      screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href'),
    ).toBe('/forgot-password');
  });
});
