import { Building2 } from 'lucide-react';
import { Controller } from 'react-hook-form';
import type { AdminSettingsView } from '../../../../../contract/admin-settings';
import { TextField } from '../../../../components/forms/text-field';
import { ConnectionStatus, EnvironmentNote, SecretField, SwitchField } from '../settings-fields';
import { useConnectionCheck, useRemoveSecret, useSectionSave, type ApiForm } from './api-form';
import { ApiCard } from './api-card';
import { ARMLS_TEXTS } from './api-texts';
import { SaveButton, TestButton } from './test-and-save-buttons';

/** Where the listings come from right now (`environment.mlsFeed`). */
export const MLS_FEED_TEXT = {
  offline: 'Listings come from the built-in offline sample feed: no MLS credentials are in use.',
  environment: "Listings come from the MLS feed with the access token of the server's environment.",
  admin: 'Listings come from the MLS feed with the credentials saved here.',
} as const;

/** Listing-data (MLS) API: the Spark credentials of the listing feed. */
/**
 * The feed signs in to Spark with the API key (an access token); Spark's OpenID Connect sign-in,
 * which the Client ID and Secret are for, is not built (issue 41: the panel must say so).
 */
export const MLS_OAUTH_KEPT =
  'Kept for a future sign-in with Spark (OpenID Connect): the feed uses the API key, and nothing reads this yet.';

export function MlsCard({ form, settings }: { form: ApiForm; settings: AdminSettingsView }) {
  const { register, control, formState } = form;
  const errors = formState.errors.armls;
  const stored = settings.apiSettings.armls;
  const env = settings.environment;
  const save = useSectionSave(form, 'armls', 'PATCH', ARMLS_TEXTS.save);
  const remove = useRemoveSecret(form);
  const test = useConnectionCheck('armls', ARMLS_TEXTS.test);

  return (
    <ApiCard
      title="Listing-data (MLS) API"
      description="The ARMLS SPARK API credentials the listing feed uses."
      icon={Building2}
      status={<ConnectionStatus connected={test.connected} />}
      actions={
        <>
          <TestButton onClick={() => void test.run()} pending={test.isPending} />
          <SaveButton onClick={() => void save.save()} pending={save.isPending} />
        </>
      }
    >
      <EnvironmentNote>{MLS_FEED_TEXT[env.mlsFeed]}</EnvironmentNote>
      <div className="grid gap-4 md:grid-cols-2">
        <SecretField
          id="armls-api-key"
          label="API Key"
          secret={stored.apiKey}
          environmentHint={
            env.sparkTokenFromEnvironment
              ? "The server's environment also provides an access token (SPARK_ACCESS_TOKEN)."
              : undefined
          }
          error={errors?.apiKey?.message}
          onRemove={() => void remove.remove('armls', 'apiKey')}
          removing={remove.isPending}
          {...register('armls.apiKey')}
        />
        <TextField
          id="armls-client-id"
          label="Client ID"
          autoComplete="off"
          spellCheck={false}
          hint={MLS_OAUTH_KEPT}
          error={errors?.clientId?.message}
          {...register('armls.clientId')}
        />
        <SecretField
          id="armls-client-secret"
          label="Client Secret"
          secret={stored.clientSecret}
          environmentHint={MLS_OAUTH_KEPT}
          error={errors?.clientSecret?.message}
          onRemove={() => void remove.remove('armls', 'clientSecret')}
          removing={remove.isPending}
          {...register('armls.clientSecret')}
        />
        <TextField
          id="armls-base-url"
          label="Base URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://replication.sparkapi.com/v1"
          error={errors?.baseUrl?.message}
          {...register('armls.baseUrl')}
        />
      </div>
      <Controller
        control={control}
        name="armls.enabled"
        render={({ field }) => (
          <SwitchField
            id="armls-enabled"
            label="Use these credentials for the listing feed"
            hint="When on, the feed uses the credentials saved here instead of the server's environment."
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </ApiCard>
  );
}
