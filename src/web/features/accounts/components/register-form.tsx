import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { registerFormSchema } from '../../../../contract/auth';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors } from '../../../lib/server-error';
import { useRegister } from '../api/register';
import { authErrorMessage } from '../form-errors';
import { useAuthReturnPath } from '../use-auth-return-path';
import { messageText } from '../../../../core/spec-messages';

export function RegisterForm() {
  const [, navigate] = useLocation();
  const returnPath = useAuthReturnPath();
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  // mutateAsync, not mutate: the page redirects away as soon as the user is cached, and the
  // greeting must still show.
  const onSubmit = handleSubmit(async ({ confirmPassword: _confirmPassword, ...body }) => {
    try {
      const user = await registerAccount.mutateAsync(body);
      toast({ title: 'Registration successful', description: `Welcome, ${user.firstName}!` });
      // back to the page that asked for a login (the home page by default), in place of /auth
      navigate(returnPath, { replace: true });
    } catch (error) {
      applyServerFieldErrors(error, setError, [
        'firstName',
        'lastName',
        'username',
        'email',
        'password',
      ]);
      toast({
        variant: 'destructive',
        title: messageText('register.failed'),
        description: authErrorMessage(error),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="register-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="register-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="register-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? 'Creating account...' : 'Register'}
      </Button>
    </form>
  );
}
