// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { dismissToast, toast, TOAST_DEFAULT_DURATION } from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login failed', description: 'Invalid username or password' });
    });
    expect(screen.getByText('Login failed')).toBeTruthy();
    act(() => {
      toast({ title: 'Contact Form Submitted' });
    });
    expect(screen.queryByText('Login failed')).toBeNull();
    expect(screen.getByText('Contact Form Submitted')).toBeTruthy();
  });

  it('closes by itself after the default 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Settings saved' });
    });
    expect(screen.getByText('Settings saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DURATION + 500);
    });
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('has a close button named Close', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Registration failed', variant: 'destructive' });
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
