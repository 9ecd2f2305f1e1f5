import { AttemptLimiter, hashedKey, type AttemptCounter } from '../../http/attempt-limiter';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The per-account limits of logins and reset mails (documented in docs/SECURITY.md, 'Rate limits'). */
export const ACCOUNT_THROTTLES = {
  /** Attempts per account and network address (a successful login clears them). */
  perAddress: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Attempts per account from addresses it has not signed in from, whatever the address: twice
   * one address's budget, so guesses from one network alone never lock the owner out elsewhere.
   */
  perAccount: { max: 20, windowMs: 15 * MINUTE },
  /** The same over a day: a spray that waits out each short lock is locked out for longer. */
  perAccountDaily: { max: 50, windowMs: DAY },
  /** How long an address the owner signed in from stays a usual address of the account. */
  usualAddressMs: 90 * DAY,
  /** Reset mails per e-mail address: one per short window, which later requests do not extend… */
  resetCooldown: { max: 1, windowMs: 2 * MINUTE },
  /** …and a daily cap, which the owner's usual addresses are not held to. */
  resetDaily: { max: 10, windowMs: DAY },
} as const;

const RESET_COOLDOWN =
  'A password reset link was just requested for this email. Please check your inbox (and spam folder), or wait {minutes} and try again.';
const RESET_DAILY =
  'Too many password reset requests for this email today. Please wait {minutes} and try again, or ask from a device you have signed in from before.';
const LOCKED =
  'Too many login attempts for this account. Please wait {minutes} and try again, or sign in from a device you have used before.';

/**
 * Login throttling that no change of network address defeats (issue 39). Three budgets:
 * - per account and address: guesses from one network (cleared by a successful login);
 * - per account, counting attempts from addresses the account has not signed in from: 40
 *   addresses spraying one account are locked out after 20 attempts for the rest of a
 *   15-minute window, and after 50 in a day for the rest of the day;
 * - the owner's usual addresses (a successful login from there in the last 90 days) are not
 *   counted against the account, so a spray never locks the owner out at home.
 * `subject` names the account (`user:{id}`, or the typed name when there is no such account,
 * which is throttled the same so the reply tells nothing).
 */
export function createAccountThrottles(counter: AttemptCounter, secret: string) {
  const T = ACCOUNT_THROTTLES;
  const limiter = (
    name: string,
    limit: { max: number; windowMs: number },
    message: string = LOCKED,
  ) => new AttemptLimiter(counter, { name, secret, ...limit, message });
  const perAddress = limiter('login', T.perAddress);
  const perAccount = limiter('login-account', T.perAccount);
  const perAccountDaily = limiter('login-account-day', T.perAccountDaily);
  const resetCooldown = limiter('forgot-password', T.resetCooldown, RESET_COOLDOWN);
  const resetDaily = limiter('forgot-password-day', T.resetDaily, RESET_DAILY);
  const usualKey = (subject: string, address: string) =>
    hashedKey(secret, 'login-usual', `${subject}\u0000${address}`);

  return {
    /** Counts an attempt before the password is checked; throws a 429 AppError when locked. */
    async attempt(subject: string, address: string): Promise<void> {
      await perAddress.hit(`${subject}\u0000${address}`);
      if ((await counter.read(usualKey(subject, address))) > 0) return;
      await perAccount.hit(subject);
      await perAccountDaily.hit(subject);
    },

    /** A successful login: its address becomes a usual one and its failed attempts are forgotten. */
    async succeeded(subject: string, address: string): Promise<void> {
      await perAddress.reset(`${subject}\u0000${address}`);
      // the owner got in: what was counted so far were their own attempts, or guesses that
      // failed before this; the next spray starts a fresh budget, as a failure-only count would
      await perAccount.reset(subject);
      await perAccountDaily.reset(subject);
      await counter.hit(usualKey(subject, address), T.usualAddressMs);
    },

    /**
     * A password reset request for an e-mail (issue 39): mail bombing stays impossible without
     * denying the owner. One request per address passes in each 2-minute window, which starts
     * with the first request, so requests from elsewhere cannot hold it shut; at most 10 pass
     * a day, except from the owner's usual addresses. Throws a 429 AppError otherwise.
     */
    async resetRequest(email: string, subject: string, address: string): Promise<void> {
      await resetCooldown.hit(email);
      if ((await counter.read(usualKey(subject, address))) > 0) return;
      await resetDaily.hit(email);
    },
  };
}

export type AccountThrottles = ReturnType<typeof createAccountThrottles>;
