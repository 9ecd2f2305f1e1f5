import { KeyRound } from 'lucide-react';
import type { AdminSettingsView } from '../../../../../contract/admin-settings';
import { Badge } from '../../../../components/ui/badge';
import { ConnectionStatus, EnvironmentNote } from '../settings-fields';
import { useConnectionCheck } from './api-form';
import { ApiCard } from './api-card';
import { GOOGLE_OAUTH_TEXTS } from './api-texts';
import { TestButton } from './test-and-save-buttons';

/** Google sign-in: read-only, the server's environment configures it. */
export function GoogleOAuthCard({ settings }: { settings: AdminSettingsView }) {
  const configured = settings.environment.googleOAuthConfigured;
  const test = useConnectionCheck('googleOAuth', GOOGLE_OAUTH_TEXTS);

  return (
    <ApiCard
      title="Google Sign-In"
      description="Sign-in with Google accounts, configured through environment variables."
      icon={KeyRound}
      status={<ConnectionStatus connected={test.connected} />}
      actions={<TestButton onClick={() => void test.run()} pending={test.isPending} />}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Configuration:</span>
        <Badge variant={configured ? 'default' : 'outline'}>
          {configured ? 'Configured' : 'Not configured'}
        </Badge>
      </div>
      <EnvironmentNote>
        Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET in the server&apos;s environment to change it;
        the panel cannot.
      </EnvironmentNote>
    </ApiCard>
  );
}
