import { Redirect } from 'wouter';
import { Card, CardContent, CardFooter, CardHeader } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { PAGE_TITLES, teamTitle } from '../../../core/page-titles';
import { useSiteInfo } from '../../lib/site-info';
import { useSiteTitle } from '../../lib/use-document-title';
import { useUser } from './api/get-user';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { LoginForm } from './components/login-form';
import { MarketingPanel } from './components/marketing-panel';
import { RegisterForm } from './components/register-form';
import { useAuthRedirectError } from './use-auth-redirect-error';
import { useAuthReturnPath } from './use-auth-return-path';

// Both panels stay mounted so switching tabs keeps what was typed.
const panelClass = 'mt-4 data-[state=inactive]:hidden';

/** /auth: login and registration tabs next to a marketing panel (visitor spec section 2). */
export function AuthPage() {
  const { data: user } = useUser();
  const { data: site } = useSiteInfo();
  const returnPath = useAuthReturnPath();
  useAuthRedirectError();
  useSiteTitle((identity) => teamTitle(PAGE_TITLES.auth, identity));

  if (user) return <Redirect to={returnPath} replace />;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">
            Welcome to {site?.identity.teamName ?? 'Ridgeline'}
          </h1>
          <p className="text-sm text-muted-foreground">
            Log in or create a free account to make the most of your home search.
          </p>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="login">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login" forceMount className={panelClass}>
              <LoginForm />
            </TabsContent>
            <TabsContent value="register" forceMount className={panelClass}>
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
        {site?.googleSignInEnabled && (
          <CardFooter className="flex-col gap-4">
            <div className="flex w-full items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" aria-hidden="true" />
              or
              <span className="h-px flex-1 bg-border" aria-hidden="true" />
            </div>
            <GoogleSignInButton />
          </CardFooter>
        )}
      </Card>
      <MarketingPanel />
    </div>
  );
}
