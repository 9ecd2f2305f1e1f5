import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Eye, EyeOff, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { AUTH_MESSAGES, resetPasswordFormSchema } from '../../../contract/auth';
import { TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PAGE_TITLES, teamTitle } from '../../../core/page-titles';
import { useSiteTitle } from '../../lib/use-document-title';
import { useResetPassword } from './api/reset-password';
import { AuthPageShell } from './components/auth-page-shell';
import { FormAlert } from './components/form-alert';
import { StatusScreen } from './components/status-screen';
import { authErrorMessage } from './form-errors';

/** How long the success screen stays before going to the login page (visitor spec section 4). */
export const RESET_REDIRECT_DELAY_MS = 3000;

function InvalidLinkScreen() {
  return (
    <StatusScreen icon={LinkIcon} tone="error" title="Invalid Reset Link">
      <p className="text-muted-foreground">{AUTH_MESSAGES.invalidResetLink}</p>
      <Button asChild>
        <Link href="/forgot-password">Request New Reset Link</Link>
      </Button>
    </StatusScreen>
  );
}

function ResetSuccessScreen({ message }: { message: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/auth'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <StatusScreen icon={CheckCircle2} tone="success" title="Password Reset" focusTitle>
      <p className="text-muted-foreground">{message}</p>
      <p className="text-sm" role="status">
        Redirecting to login...
      </p>
    </StatusScreen>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [showPasswords, setShowPasswords] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (resetPassword.isSuccess) return <ResetSuccessScreen message={resetPassword.data.message} />;

  const onSubmit = handleSubmit(({ password }) =>
    resetPassword.mutate({ token, newPassword: password }),
  );
  const passwordType = showPasswords ? 'text' : 'password';

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold">Reset your password</h1>
        <CardDescription>Choose a new password of at least 6 characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            id="reset-password"
            label="New Password"
            type={passwordType}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            id="reset-confirm-password"
            label="Confirm Password"
            type={passwordType}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            aria-pressed={showPasswords}
            onClick={() => setShowPasswords((shown) => !shown)}
          >
            {showPasswords ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {showPasswords ? 'Hide passwords' : 'Show passwords'}
          </Button>
          <Button type="submit" disabled={resetPassword.isPending}>
            {resetPassword.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
          {resetPassword.isError && (
            <FormAlert>
              <p>{authErrorMessage(resetPassword.error)}</p>
              <p>
                <Link
                  href="/forgot-password"
                  className="font-medium underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Request a new reset link
                </Link>
              </p>
            </FormAlert>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

/** /reset-password?token=...: set a new password from the emailed link (visitor spec section 2). */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  useSiteTitle((identity) => teamTitle(PAGE_TITLES.resetPassword, identity));
  return (
    <AuthPageShell>
      {token ? <ResetPasswordForm token={token} /> : <InvalidLinkScreen />}
    </AuthPageShell>
  );
}
