import { z } from 'zod';
import { text } from './primitives';
import { messageText } from '../core/spec-messages';

/** The signed-in user as GET /api/user, POST /api/login and POST /api/register answer it. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  /** 'local' for username + password accounts, 'google' once signed in with Google. */
  authProvider: z.enum(['local', 'google']),
  isAdmin: z.boolean(),
  /**
   * An agent of the team (the `agent` role): staff access to contacts, buyer files and
   * showings, none to the settings. Admins hold every staff right anyway.
   */
  isAgent: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;

// Messages are the spec's (visitor-site.md section 5).
export const loginRequestSchema = z.object({
  username: text({ error: 'Username is required', max: 254 }).min(1, 'Username is required'),
  password: text({ error: 'Password is required', max: 1024, trim: false }).min(
    1,
    'Password is required',
  ),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: text({
    error: 'Username is required',
    max: USERNAME_MAX,
    maxMessage: 'Username must be at most 50 characters',
  })
    .min(USERNAME_MIN, 'Username must be at least 3 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  email: text({ error: 'Please enter a valid email', max: 254 }).pipe(
    z.email('Please enter a valid email'),
  ),
  password: text({
    error: 'Password must be at least 6 characters',
    max: 1024,
    maxMessage: 'Password is too long',
    trim: false,
  }).min(PASSWORD_MIN, 'Password must be at least 6 characters'),
  firstName: text({ error: 'First name is required', max: 100 }).min(1, 'First name is required'),
  lastName: text({ error: 'Last name is required', max: 100 }).min(1, 'Last name is required'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The register form adds a confirmation that is removed before sending. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: text({ error: 'Email is required', max: 254 })
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email')),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: text({
    error: messageText('passwordReset.invalidLink'),
    max: 200,
    maxMessage: messageText('passwordReset.invalidLink'),
  }).min(1, messageText('passwordReset.invalidLink')),
  newPassword: text({
    error: 'Password must be at least 6 characters long',
    max: 1024,
    maxMessage: 'Password is too long',
    trim: false,
  }).min(PASSWORD_MIN, 'Password must be at least 6 characters long'),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN, 'Password must be at least 6 characters long'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Fixed texts the server answers, shared so the browser and the tests use the same words. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  emailTaken: 'An account with this email already exists',
  forgotPasswordSent:
    'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.',
  invalidResetLink: messageText('passwordReset.invalidLink'),
  expiredResetLink: 'This reset link has expired. Please request a new password reset.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  loggedOut: 'Logged out',
  notAuthenticated: 'Not authenticated',
  adminOnly: 'Admin access required',
  crossOrigin: 'Cross-origin request refused',
} as const;

/** The `error` values /auth reads after a failed Google sign-in, and their toast texts (spec section 8). */
export const AUTH_REDIRECT_ERRORS = {
  auth_failed: messageText('authRedirect.authFailed'),
  profile_failed: messageText('authRedirect.profileFailed'),
  session_failed: messageText('authRedirect.sessionFailed'),
} as const;
export const AUTH_REDIRECT_ERROR_FALLBACK = messageText('authRedirect.other');
export type AuthRedirectError = keyof typeof AUTH_REDIRECT_ERRORS;
