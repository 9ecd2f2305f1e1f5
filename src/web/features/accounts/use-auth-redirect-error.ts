import { useEffect } from 'react';
import {
  AUTH_REDIRECT_ERROR_FALLBACK,
  AUTH_REDIRECT_ERRORS,
  type AuthRedirectError,
} from '../../../contract/auth';
import { toast } from '../../components/ui/use-toast';
import { messageText } from '../../../core/spec-messages';

function redirectErrorMessage(code: string): string {
  return Object.hasOwn(AUTH_REDIRECT_ERRORS, code)
    ? AUTH_REDIRECT_ERRORS[code as AuthRedirectError]
    : AUTH_REDIRECT_ERROR_FALLBACK;
}

/**
 * A failed Google sign-in comes back as /auth?error=...: tell the user once, then drop the
 * parameter so a reload or a shared link does not repeat the message (visitor spec section 8).
 */
export function useAuthRedirectError(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get('error');
    if (code === null) return;
    toast({
      variant: 'destructive',
      title: messageText('authRedirect.title'),
      description: redirectErrorMessage(code),
    });
    url.searchParams.delete('error');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
}
