import { MapIcon } from 'lucide-react';
import { Controller } from 'react-hook-form';
import type { AdminSettingsView } from '../../../../../contract/admin-settings';
import { ConnectionStatus, SecretField, SwitchField } from '../settings-fields';
import { useConnectionCheck, useRemoveSecret, useSectionSave, type ApiForm } from './api-form';
import { ApiCard } from './api-card';
import { GOOGLE_MAPS_TEXTS } from './api-texts';
import { SaveButton, TestButton } from './test-and-save-buttons';

/** Maps API: the Google Maps key of the property maps. */
export function MapsCard({ form, settings }: { form: ApiForm; settings: AdminSettingsView }) {
  const { register, control, formState } = form;
  const errors = formState.errors.googleMaps;
  const save = useSectionSave(form, 'googleMaps', 'PATCH');
  const remove = useRemoveSecret(form);
  const test = useConnectionCheck('googleMaps', GOOGLE_MAPS_TEXTS);

  return (
    <ApiCard
      title="Maps API"
      description="The Google Maps API key of the property maps."
      icon={MapIcon}
      status={<ConnectionStatus connected={test.connected} />}
      actions={
        <>
          <TestButton onClick={() => void test.run()} pending={test.isPending} />
          <SaveButton onClick={() => void save.save()} pending={save.isPending} />
        </>
      }
    >
      <SecretField
        id="google-maps-api-key"
        label="Google Maps API Key"
        secret={settings.apiSettings.googleMaps.apiKey}
        environmentHint={
          settings.environment.googleMapsKeyFromEnvironment
            ? "The server's environment also provides a key (GOOGLE_MAPS_API_KEY)."
            : undefined
        }
        error={errors?.apiKey?.message}
        onRemove={() => void remove.remove('googleMaps', 'apiKey')}
        removing={remove.isPending}
        {...register('googleMaps.apiKey')}
      />
      <Controller
        control={control}
        name="googleMaps.enabled"
        render={({ field }) => (
          <SwitchField
            id="google-maps-enabled"
            label="Enable Google Maps"
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </ApiCard>
  );
}
