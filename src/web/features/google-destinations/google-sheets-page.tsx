import { zodResolver } from '@hookform/resolvers/zod';
import { Save, Webhook } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '../../../contract/auth';
import { apiSettingsSchema, type AdminSettingsView } from '../../../contract/admin-settings';
import { SelectField } from '../../components/forms/select-field';
import { SwitchField } from '../../components/forms/switch-field';
import { TextField } from '../../components/forms/text-field';
import { useSaveAdminSettings } from '../../components/staff/api/admin-settings';
import {
  APPS_SCRIPT_FORM_TYPE_OPTIONS,
  APPS_SCRIPT_TOASTS,
  APPS_SCRIPT_URL_NEEDED,
} from '../../components/staff/apps-script-settings';
import { EnvironmentNote } from '../../components/staff/environment-note';
import { applySettingsFieldErrors } from '../../components/staff/settings-feedback';
import { UnsavedChangesGuard } from '../../components/staff/unsaved-changes-guard';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { refreshDestinationStatus } from './api/recent-deliveries';
import { DestinationCard } from './components/destination-card';
import { DestinationPage } from './components/destination-page';
import { TestSendCard } from './components/test-send-card';
import { GOOGLE_SHEETS_TEXT as TEXT } from './google-destinations-text';

const appsScriptSchema = apiSettingsSchema.shape.googleAppsScript.unwrap();
type AppsScriptInput = z.input<typeof appsScriptSchema>;
type AppsScriptValues = z.output<typeof appsScriptSchema>;
const FIELDS = ['webhookUrl', 'formType', 'enabled'] as const;
const PREFIX = 'apiSettings.googleAppsScript';

/**
 * The Apps Script webhook: URL, form type and the switch, saved with PUT as the spec's card
 * does (its toasts; Save waits for a URL). The form type saved is the one chosen (DESIGN,
 * where we differ, 6).
 */
function WebhookSettings({ settings }: { settings: AdminSettingsView }) {
  const saved = settings.apiSettings.googleAppsScript;
  const form = useForm<AppsScriptInput, unknown, AppsScriptValues>({
    resolver: zodResolver(appsScriptSchema),
    defaultValues: saved,
  });
  const { register, control, formState, handleSubmit, reset, setError } = form;
  const save = useSaveAdminSettings('PUT', refreshDestinationStatus);
  const webhookUrl = useWatch({ control, name: 'webhookUrl' }) ?? '';
  const hasUrl = webhookUrl.trim() !== '';
  const savedUrl = saved.webhookUrl || settings.environment.appsScriptUrlFromEnvironment;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const view = await save.mutateAsync({ apiSettings: { googleAppsScript: values } });
      reset(view.apiSettings.googleAppsScript);
      toast(APPS_SCRIPT_TOASTS.saved);
    } catch (error) {
      applySettingsFieldErrors(error, setError, PREFIX, FIELDS);
      toast({ variant: 'destructive', ...APPS_SCRIPT_TOASTS.failed });
    }
  });

  return (
    <>
      <DestinationCard
        title={TEXT.webhookTitle}
        description={TEXT.webhookDescription}
        icon={Webhook}
        className="lg:col-span-2"
      >
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="grid gap-4"
          aria-label={TEXT.webhookTitle}
        >
          {settings.environment.appsScriptUrlFromEnvironment && (
            <EnvironmentNote>{TEXT.environmentUrl}</EnvironmentNote>
          )}
          <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <TextField
              id="google-sheets-webhook-url"
              label={TEXT.webhookUrl}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://script.google.com/macros/s/.../exec"
              error={formState.errors.webhookUrl?.message}
              {...register('webhookUrl')}
            />
            <Controller
              control={control}
              name="formType"
              render={({ field, fieldState }) => (
                <SelectField
                  id="google-sheets-form-type"
                  label={TEXT.formType}
                  options={APPS_SCRIPT_FORM_TYPE_OPTIONS}
                  name={field.name}
                  value={field.value ?? 'both'}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <SwitchField
                id="google-sheets-enabled"
                label={TEXT.enabled}
                hint={TEXT.enabledHint}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending || !hasUrl}>
              <Save aria-hidden="true" />
              {save.isPending ? TEXT.saving : TEXT.saveSettings}
            </Button>
            {!hasUrl && (
              <span className="text-sm text-muted-foreground">{APPS_SCRIPT_URL_NEEDED}</span>
            )}
          </div>
        </form>
      </DestinationCard>
      <TestSendCard
        page="google-sheets"
        texts={TEXT}
        blockedReason={formState.isDirty ? TEXT.unsavedTest : savedUrl ? null : TEXT.noSavedUrl}
      />
      <UnsavedChangesGuard dirty={formState.isDirty} description={TEXT.leaveDescription} />
    </>
  );
}

/**
 * /admin/google-sheets (issue 27): the Google Apps Script destination of leads on its own page:
 * its settings, a test row, and its last 50 deliveries with Retry. `user` is the session:
 * undefined while it is checked, null for a visitor not signed in.
 */
export function GoogleSheetsPage({ user }: { user: User | null | undefined }) {
  return (
    <DestinationPage user={user} texts={TEXT} destination="apps-script">
      {(settings) => <WebhookSettings settings={settings} />}
    </DestinationPage>
  );
}
