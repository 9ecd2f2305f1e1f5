import { Handshake } from 'lucide-react';
import { Controller } from 'react-hook-form';
import type { AdminSettingsView } from '../../../../../contract/admin-settings';
import { TextField } from '../../../../components/forms/text-field';
import { ConnectionStatus, SecretField, SwitchField } from '../settings-fields';
import { useConnectionCheck, useRemoveSecret, useSectionSave, type ApiForm } from './api-form';
import { ApiCard } from './api-card';
import { FOLLOW_UP_BOSS_TEXTS } from './api-texts';
import { SaveButton, TestButton } from './test-and-save-buttons';

/** CRM connection: Follow Up Boss (saved with POST, as the spec's card does). */
export function FollowUpBossCard({
  form,
  settings,
}: {
  form: ApiForm;
  settings: AdminSettingsView;
}) {
  const { register, control, formState } = form;
  const errors = formState.errors.followupBoss;
  const save = useSectionSave(form, 'followupBoss', 'POST', FOLLOW_UP_BOSS_TEXTS.save);
  const remove = useRemoveSecret(form);
  const test = useConnectionCheck('followUpBoss', FOLLOW_UP_BOSS_TEXTS.test);

  return (
    <ApiCard
      title="CRM Connection (Follow Up Boss)"
      description="Leads and contacts go to Follow Up Boss when this is enabled."
      icon={Handshake}
      status={<ConnectionStatus connected={test.connected} />}
      actions={
        <>
          <TestButton onClick={() => void test.run()} pending={test.isPending} />
          <SaveButton onClick={() => void save.save()} pending={save.isPending} />
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SecretField
          id="followupboss-api-key"
          label="Follow Up Boss API Key"
          secret={settings.apiSettings.followupBoss.apiKey}
          environmentHint={
            settings.environment.followUpBossKeyFromEnvironment
              ? "The server's environment also provides a key (FUB_API_KEY)."
              : undefined
          }
          error={errors?.apiKey?.message}
          onRemove={() => void remove.remove('followupBoss', 'apiKey')}
          removing={remove.isPending}
          {...register('followupBoss.apiKey')}
        />
        <TextField
          id="followupboss-base-url"
          label="Base URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          error={errors?.baseUrl?.message}
          {...register('followupBoss.baseUrl')}
        />
      </div>
      <Controller
        control={control}
        name="followupBoss.enabled"
        render={({ field }) => (
          <SwitchField
            id="followupboss-enabled"
            label="Enable Follow Up Boss"
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </ApiCard>
  );
}
