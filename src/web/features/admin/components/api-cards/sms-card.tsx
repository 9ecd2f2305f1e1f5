import { Smartphone } from 'lucide-react';
import type { AdminSettingsView } from '../../../../../contract/admin-settings';
import { SecretField } from '../settings-fields';
import { useRemoveSecret, useSectionSave, type ApiForm } from './api-form';
import { ApiCard } from './api-card';
import { SaveButton } from './test-and-save-buttons';

const fromEnvironment = (on: boolean, variable: string) =>
  on ? `The server's environment also provides a key (${variable}).` : undefined;

/** SMS carrier detection: the keys of the two lookup services. */
export function SmsCard({ form, settings }: { form: ApiForm; settings: AdminSettingsView }) {
  const { register, formState } = form;
  const errors = formState.errors.sms;
  const stored = settings.apiSettings.sms;
  const env = settings.environment;
  const save = useSectionSave(form, 'sms', 'PATCH');
  const remove = useRemoveSecret(form);

  return (
    <ApiCard
      title="SMS Carrier Detection"
      description="A new lead's phone carrier: numverify first (100 free requests a month), then Abstract (also 100 free a month)."
      icon={Smartphone}
      actions={<SaveButton onClick={() => void save.save()} pending={save.isPending} />}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SecretField
          id="sms-numverify-key"
          label="numverify API Key"
          secret={stored.numverifyApiKey}
          environmentHint={fromEnvironment(env.numverifyKeyFromEnvironment, 'NUMVERIFY_API_KEY')}
          error={errors?.numverifyApiKey?.message}
          onRemove={() => void remove.remove('sms', 'numverifyApiKey')}
          removing={remove.isPending}
          {...register('sms.numverifyApiKey')}
        />
        <SecretField
          id="sms-abstract-key"
          label="Abstract API Key"
          secret={stored.abstractApiKey}
          environmentHint={fromEnvironment(env.abstractKeyFromEnvironment, 'ABSTRACT_API_KEY')}
          error={errors?.abstractApiKey?.message}
          onRemove={() => void remove.remove('sms', 'abstractApiKey')}
          removing={remove.isPending}
          {...register('sms.abstractApiKey')}
        />
      </div>
    </ApiCard>
  );
}
