import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { loginRequestSchema } from '../../../../contract/auth';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useLogin } from '../api/login';
import { FormAlert } from './form-alert';
import { authErrorMessage } from '../form-errors';
import { useAuthReturnPath } from '../use-auth-return-path';
import { messageText } from '../../../../core/spec-messages';

export function LoginForm() {
  const [, navigate] = useLocation();
  const returnPath = useAuthReturnPath();
  const login = useLogin();
  // The failure stays by the form until the next attempt: the toast alone goes after a few
  // seconds, before some have read it (issue 45).
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '', rememberMe: false },
  });

  // mutateAsync, not mutate: the page redirects away as soon as the user is cached, and the
  // greeting must still show.
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const user = await login.mutateAsync(values);
      toast({
        title: 'Login successful',
        description: `Welcome back, ${user.firstName || user.username}!`,
      });
      // back to the page that asked for a login (the home page by default), in place of /auth
      navigate(returnPath, { replace: true });
    } catch (error) {
      const message = authErrorMessage(error);
      setFailure(message);
      toast({ variant: 'destructive', title: messageText('login.failed'), description: message });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Login"
      aria-describedby={failure ? 'login-failure' : undefined}
    >
      {failure && (
        <FormAlert id="login-failure">
          <p className="font-medium">{messageText('login.failed')}</p>
          <p>{failure}</p>
        </FormAlert>
      )}
      <TextField
        id="login-username"
        label="Username or Email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="login-remember-me"
                name={field.name}
                ref={field.ref}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="login-remember-me">Remember me</Label>
        </div>
        <Link
          href="/forgot-password"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
