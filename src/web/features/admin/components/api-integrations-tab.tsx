import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminSettingsView } from '../../../../contract/admin-settings';
import { toast } from '../../../components/ui/use-toast';
import { useAdminSettings, useSaveAdminSettings } from '../api/admin-settings';
import {
  applySettingsFieldErrors,
  SETTINGS_UPDATED,
  toastSettingsError,
} from '../settings-feedback';
import {
  API_SECTIONS,
  API_SETTINGS_PREFIX,
  apiFormSchema,
  apiFormValues,
  sectionFields,
  sectionUpdate,
  type ApiForm,
  type ApiFormInput,
  type ApiFormOutput,
} from './api-cards/api-form';
import { AppsScriptCard } from './api-cards/apps-script-card';
import { ContactsCard } from './api-cards/contacts-card';
import { FollowUpBossCard } from './api-cards/follow-up-boss-card';
import { GoogleOAuthCard } from './api-cards/google-oauth-card';
import { LegacyFormsCard } from './api-cards/legacy-forms-card';
import { MapsCard } from './api-cards/maps-card';
import { MlsCard } from './api-cards/mls-card';
import { PropertyDataCard } from './api-cards/property-data-card';
import { SmsCard } from './api-cards/sms-card';
import { SaveButton } from './api-cards/test-and-save-buttons';
import { TabHeading } from './settings-fields';

/** Every editable API section as one update; blank secrets are left out (kept). */
function allSectionsUpdate(values: ApiFormOutput) {
  return {
    armls: sectionUpdate('armls', values.armls),
    googleMaps: sectionUpdate('googleMaps', values.googleMaps),
    followupBoss: sectionUpdate('followupBoss', values.followupBoss),
    zillow: sectionUpdate('zillow', values.zillow),
    googleAppsScript: sectionUpdate('googleAppsScript', values.googleAppsScript),
    sms: sectionUpdate('sms', values.sms),
  };
}

function ApiIntegrationsForm({ settings }: { settings: AdminSettingsView }) {
  const form: ApiForm = useForm<ApiFormInput, unknown, ApiFormOutput>({
    resolver: zodResolver(apiFormSchema),
    defaultValues: apiFormValues(settings.apiSettings),
  });
  const saveAll = useSaveAdminSettings('PATCH');

  // 'Save Configuration': every card's fields in one change.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const view = await saveAll.mutateAsync({ apiSettings: allSectionsUpdate(values) });
      form.reset(apiFormValues(view.apiSettings));
      toast(SETTINGS_UPDATED);
    } catch (error) {
      applySettingsFieldErrors(
        error,
        form.setError,
        API_SETTINGS_PREFIX,
        API_SECTIONS.flatMap(sectionFields),
      );
      toastSettingsError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid grid-cols-1 gap-6">
      <MlsCard form={form} settings={settings} />
      <MapsCard form={form} settings={settings} />
      <GoogleOAuthCard settings={settings} />
      <FollowUpBossCard form={form} settings={settings} />
      <PropertyDataCard form={form} />
      <AppsScriptCard form={form} settings={settings} />
      <LegacyFormsCard settings={settings} />
      <SmsCard form={form} settings={settings} />
      <ContactsCard />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t pt-4">
        <p className="text-sm text-muted-foreground">Saves every card above at once.</p>
        <SaveButton type="submit" pending={saveAll.isPending} label="Save Configuration" />
      </div>
    </form>
  );
}

/**
 * API Integrations: the outside services' settings, one card each (back-office spec section 2).
 * Secrets are never shown: an input starts blank, with a hint of what is stored.
 */
export function ApiIntegrationsTab() {
  const { data: settings } = useAdminSettings();
  if (!settings) return null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabHeading title="API Integrations">
        The connection tests check the saved settings: save a card before you test it.
      </TabHeading>
      <ApiIntegrationsForm settings={settings} />
    </div>
  );
}
