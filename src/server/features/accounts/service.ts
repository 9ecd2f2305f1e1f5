import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '../../../contract/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { escapeHtml } from '../../http/html-shell';
import type { GoogleProfile } from '../../integrations/google/client';
import type { Mailer } from '../../integrations/mail/client';
import { hashPassword, verifyPassword } from './password';
import {
  consumeResetToken,
  deleteSessionsOfUser,
  invalidateResetTokensOfUser,
  findResetToken,
  findUserByEmail,
  findUserByLogin,
  findUserByVerificationToken,
  insertResetToken,
  insertUser,
  updateUser,
  usernameTaken,
  type UserRow,
} from './store';

/** A reset link is valid for one hour (issue 3). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired.';

export type AccountsService = ReturnType<typeof createAccountsService>;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Registration, login, password reset and Google linking: the account rules, no HTTP. */
export function createAccountsService(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}) {
  const { db, config, mailer } = deps;

  async function assertAvailable(username: string, email: string): Promise<void> {
    const fieldErrors: Record<string, string> = {};
    if (await usernameTaken(db, username)) fieldErrors.username = AUTH_MESSAGES.usernameTaken;
    if (await findUserByEmail(db, email)) fieldErrors.email = AUTH_MESSAGES.emailTaken;
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0) {
      throw new AppError('CONFLICT', Object.values(fieldErrors).join('. '), fieldErrors);
    }
  }

  return {
    async register(input: Required<RegisterRequest>): Promise<UserRow> {
      await assertAvailable(input.username, input.email);
      const password = await hashPassword(input.password);
      try {
        return await insertUser(db, {
          username: input.username,
          email: input.email,
          password,
          firstName: input.firstName,
          lastName: input.lastName,
          authProvider: 'local',
        });
      } catch (error) {
        // Two registrations raced past the check: the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_lower_key') {
          throw new AppError('CONFLICT', AUTH_MESSAGES.usernameTaken, {
            username: AUTH_MESSAGES.usernameTaken,
          });
        }
        if (constraint === 'users_email_key') {
          throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken, {
            email: AUTH_MESSAGES.emailTaken,
          });
        }
        throw error;
      }
    },

    /** The user for a username (or e-mail) and password, or a 401 that does not say which was wrong. */
    /** Who a login names, for its throttling: the account, or the typed name when there is none. */
    async loginSubject(username: string): Promise<string> {
      const user = await findUserByLogin(db, username);
      return user ? `user:${user.id}` : `name:${username.trim().toLowerCase()}`;
    },

    async login(input: Pick<LoginRequest, 'username' | 'password'>): Promise<UserRow> {
      const user = await findUserByLogin(db, input.username);
      const ok = await verifyPassword(user?.password ?? null, input.password);
      if (!user || !ok) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
      return user;
    },

    /**
     * Sends a reset link when the address belongs to an account. Answers nothing either way,
     * so the caller's reply cannot reveal whether the address is registered.
     */
    async requestPasswordReset(email: string, siteOrigin: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await insertResetToken(db, {
        userId: user.id,
        email: user.email,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = `${siteOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      const team = config.site.teamName;
      try {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${team} password`,
          text: [
            `Hello ${user.firstName},`,
            '',
            `Someone asked to reset the password of your ${team} account (${user.username}).`,
            'Open this link within 1 hour to choose a new password:',
            '',
            link,
            '',
            'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
          ].join('\n'),
          html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your ${escapeHtml(team)} account (${escapeHtml(user.username)}). Open this link within 1 hour to choose a new password:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>`,
        });
      } catch (error) {
        // The reply must stay the same whether or not the address exists, so a mail
        // failure is logged for the operator instead of being answered.
        deps.logger.error({ err: error, userId: user.id }, 'password reset mail could not be sent');
      }
    },

    /**
     * Mails a link that proves the user owns their address (24 hours, single use; only the
     * token's hash is stored). Needed by addresses in ADMIN_EMAILS before they act as admins.
     */
    async sendEmailVerification(user: UserRow, siteOrigin: string): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      await updateUser(db, user.id, {
        emailVerificationTokenHash: sha256(token),
        emailVerificationExpiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
      });
      const link = `${siteOrigin}/api/verify-email?token=${encodeURIComponent(token)}`;
      const team = config.site.teamName;
      await mailer.send({
        to: user.email,
        subject: `Confirm your ${team} e-mail address`,
        text: [
          `Hello ${user.firstName},`,
          '',
          `Open this link within 24 hours to confirm that ${user.email} is yours:`,
          '',
          link,
          '',
          'If you did not create an account, you can ignore this e-mail.',
        ].join('\n'),
        html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Open this link within 24 hours to confirm that ${escapeHtml(user.email)} is yours:</p><p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p><p>If you did not create an account, you can ignore this e-mail.</p>`,
      });
    },

    /** Marks the address of a valid verification link's account as verified (the link is spent). */
    async verifyEmail(token: string): Promise<void> {
      const user = await findUserByVerificationToken(db, sha256(token), new Date());
      if (!user) throw new AppError('BAD_REQUEST', INVALID_VERIFICATION_LINK);
      await updateUser(db, user.id, {
        emailVerifiedAt: new Date(),
        emailVerificationTokenHash: null,
        emailVerificationExpiresAt: null,
      });
    },

    /**
     * Sets a new password from a valid, unused, unexpired token; the user's other reset links
     * stop working and every session of the user ends. The address counts as verified.
     */
    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      const record = await findResetToken(db, sha256(input.token));
      if (!record || record.used) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidResetLink);
      }
      if (record.expiresAt.getTime() <= Date.now()) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.expiredResetLink);
      }
      if (!(await consumeResetToken(db, record.id))) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidResetLink);
      }
      const user = await updateUser(db, record.userId, {
        password: await hashPassword(input.newPassword),
      });
      // the link reached the account's mailbox, as a verification link would have: this is also
      // how an account made before verification existed confirms an ADMIN_EMAILS address
      if (!user.emailVerifiedAt && user.email === record.email) {
        await updateUser(db, user.id, { emailVerifiedAt: new Date() });
      }
      // every other way in ends: other reset links and every session of the account
      await invalidateResetTokensOfUser(db, record.userId);
      await deleteSessionsOfUser(db, record.userId);
    },

    /**
     * Finds the account of a Google profile: the same e-mail links to an existing account
     * (only when Google verified the address), otherwise a new account is created.
     */
    async signInWithGoogle(profile: GoogleProfile): Promise<UserRow> {
      if (!profile.emailVerified) {
        throw new AppError('FORBIDDEN', 'Google did not verify this e-mail address');
      }
      const existing = await findUserByEmail(db, profile.email);
      if (existing) {
        return updateUser(db, existing.id, {
          authProvider: 'google',
          profileImageUrl: profile.pictureUrl ?? existing.profileImageUrl,
          // Google verified the address (checked above)
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        });
      }
      const username = await uniqueUsername(profile.email);
      return insertUser(db, {
        username,
        email: profile.email,
        password: null,
        firstName: profile.firstName || username,
        lastName: profile.lastName,
        profileImageUrl: profile.pictureUrl,
        authProvider: 'google',
        emailVerifiedAt: new Date(),
      });
    },
  };

  /** A free username from the e-mail's local part (jane.doe, jane.doe2, ...). */
  async function uniqueUsername(email: string): Promise<string> {
    const base =
      (email.split('@')[0] ?? 'user')
        .replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 40)
        .padEnd(3, '0') || 'user';
    for (let n = 1; n < 1000; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      if (!(await usernameTaken(db, candidate))) return candidate;
    }
    return `${base}-${randomBytes(4).toString('hex')}`;
  }
}
