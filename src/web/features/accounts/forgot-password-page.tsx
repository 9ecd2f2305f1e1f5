import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { forgotPasswordRequestSchema } from '../../../contract/auth';
import { TextField } from '../../components/forms/text-field';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '../../components/ui/card';
import { PAGE_TITLES, teamTitle } from '../../../core/page-titles';
import { useSiteTitle } from '../../lib/use-document-title';
import { useForgotPassword } from './api/forgot-password';
import { AuthPageShell } from './components/auth-page-shell';
import { FormAlert } from './components/form-alert';
import { StatusScreen } from './components/status-screen';
import { authErrorMessage } from './form-errors';

/** /forgot-password: ask for a reset link, then confirm it was sent (visitor spec section 2). */
export function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  useSiteTitle((identity) => teamTitle(PAGE_TITLES.forgotPassword, identity));
  // After 'Try Different Email' the form comes back; focus its field instead of losing focus.
  const [focusEmail, setFocusEmail] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  if (forgotPassword.isSuccess) {
    return (
      <AuthPageShell>
        <StatusScreen icon={MailCheck} tone="success" title="Email Sent" focusTitle>
          <p className="text-muted-foreground">{forgotPassword.data.message}</p>
          <p className="text-sm">
            Sent to <span className="font-medium break-all">{forgotPassword.variables.email}</span>
          </p>
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Button
              variant="outline"
              onClick={() => {
                setFocusEmail(true);
                forgotPassword.reset();
              }}
            >
              Try Different Email
            </Button>
            <Button asChild>
              <Link href="/auth">Back to Login</Link>
            </Button>
          </div>
        </StatusScreen>
      </AuthPageShell>
    );
  }

  const onSubmit = handleSubmit((values) => forgotPassword.mutate(values));

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Forgot your password?</h1>
          <CardDescription>
            Enter the email address of your account and we will send you a link to reset your
            password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <TextField
              id="forgot-email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus={focusEmail}
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" disabled={forgotPassword.isPending}>
              {forgotPassword.isPending ? 'Sending...' : 'Send Reset Link'}
            </Button>
            {forgotPassword.isError && (
              <FormAlert>{authErrorMessage(forgotPassword.error)}</FormAlert>
            )}
          </form>
        </CardContent>
        <CardFooter>
          <Button asChild variant="link" className="px-0">
            <Link href="/auth">
              <ArrowLeft aria-hidden="true" />
              Back to Login
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </AuthPageShell>
  );
}
