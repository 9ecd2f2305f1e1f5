import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  openPage,
  saveScreenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const person = {
  firstName: 'Riley',
  lastName: 'Ranch',
  username: `riley-${stamp}`,
  email: `riley-${stamp}@example.com`,
  password: 'horse-meadow-7',
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function fillRegister(page: Page, values: typeof person, confirm = values.password) {
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('First Name').fill(values.firstName);
  await form.getByLabel('Last Name').fill(values.lastName);
  await form.getByLabel('Username').fill(values.username);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Password', { exact: true }).fill(values.password);
  await form.getByLabel('Confirm Password').fill(confirm);
  await form.getByRole('button', { name: 'Register' }).click();
}

async function login(page: Page, username: string, password: string, remember = false) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username or Email').fill(username);
  await form.getByLabel('Password').fill(password);
  if (remember) await form.getByRole('checkbox', { name: 'Remember me' }).check();
  await form.getByRole('button', { name: 'Login' }).click();
}

async function mails(): Promise<string[]> {
  const raw = (await (await fetch(mailboxUrl)).json()) as string[];
  // undo quoted-printable soft breaks and '=' escapes
  return raw.map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

describe('accounts in the browser', () => {
  it('registers, logs out, and logs back in with remember me', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/auth`);
      await expectNoSeriousA11yViolations(page);

      // bad input first: the form explains and sends nothing
      await fillRegister(page, { ...person, password: '123' }, '124');
      const form = page.getByRole('tabpanel', { name: 'Register' });
      await form.getByText('Password must be at least 6 characters').waitFor();
      await form.getByText("Passwords don't match").waitFor();

      await fillRegister(page, person);
      await page.waitForURL(`${baseUrl}/`);
      await nav(page).getByText(person.firstName).waitFor();
      await nav(page).getByRole('button', { name: 'Logout' }).click();
      await nav(page).getByRole('link', { name: 'Login' }).waitFor();

      // wrong password: the server's message in a 'Login failed' toast
      await login(page, person.username, 'not-my-password');
      await page.getByText('Login failed').first().waitFor();
      await page.getByText('Invalid username or password').first().waitFor();

      await login(page, person.email, person.password, true);
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText(`Welcome back, ${person.firstName}!`).first().waitFor();
      await saveScreenshot(page, 'signed-in-desktop');
      const session = (await page.context().cookies()).find((c) => c.name === 'rl_session');
      expect(session?.httpOnly).toBe(true);
      expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

      // signed-in visitors are sent away from /auth
      await page.goto(`${baseUrl}/auth`);
      await page.waitForURL(`${baseUrl}/`);
      // the wrong-password attempt's 401 is the only failed request
      expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      const who = { ...person, username: `sky-${stamp}`, email: `sky-${stamp}@example.com` };
      await page.goto(`${baseUrl}/auth`);
      await fillRegister(page, who);
      await page.waitForURL(`${baseUrl}/`);
      await nav(page).getByRole('button', { name: 'Logout' }).click();
      await nav(page).getByRole('link', { name: 'Login' }).waitFor();

      await page.goto(`${baseUrl}/auth`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL(`${baseUrl}/forgot-password`);
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Email').fill(who.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByRole('heading', { name: 'Email Sent' }).waitFor();

      let link: string | undefined;
      await expect
        .poll(async () => {
          const mail = (await mails()).find((m) => m.includes(`To: ${who.email}`));
          link = mail ? /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail)?.[1] : undefined;
          return Boolean(link);
        })
        .toBe(true);

      await page.goto(link!);
      await page.getByLabel('New Password').fill('fresh-pines-9');
      await page.getByLabel('Confirm Password').fill('fresh-pines-9');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Your password has been reset').waitFor();
      await page.waitForURL(`${baseUrl}/auth`, { timeout: 6000 });

      await login(page, who.username, 'fresh-pines-9');
      await page.waitForURL(`${baseUrl}/`);
      await nav(page).getByText(who.firstName).waitFor();

      // the link is single use
      await page.goto(link!);
      await page.getByLabel('New Password').fill('another-one-1');
      await page.getByLabel('Confirm Password').fill('another-one-1');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Invalid reset link. Please request a new password reset.').waitFor();
      // the refused reset's 400 is expected; a 401 of a signed-in-only list whose request was
      // in flight at Logout was seen once in CI (as in the journey above, not this one's point)
      expect(consoleErrors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the invalid-link screen without a token', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/reset-password`);
      await page.getByRole('link', { name: 'Request New Reset Link' }).waitFor();
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('signs in with Google through the provider and comes back signed in', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/auth`);
      await page.getByRole('link', { name: 'Sign in with Google' }).click();
      await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
      await page.getByRole('link', { name: /Continue as Jane Pine/ }).click();
      await page.waitForURL(`${baseUrl}/`);
      await nav(page).getByText('Jane').waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('explains a failed Google sign-in and removes the error from the address', async () => {
    const { page, consoleErrors, close } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/auth?error=profile_failed`);
      await page.getByText('Authentication Error').first().waitFor();
      await page
        .getByText('Unable to retrieve Google profile. Please use username/password login.')
        .first()
        .waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits the sign-in page on a phone', async () => {
    const { page, consoleErrors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await page.goto(`${baseUrl}/auth`);
      await page.getByRole('tab', { name: 'Login' }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, 'auth-mobile');
      await expectNoSeriousA11yViolations(page);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
