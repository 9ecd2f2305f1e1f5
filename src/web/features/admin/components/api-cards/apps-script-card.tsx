import { Webhook } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import type { AdminSettingsView } from '../../../../../contract/admin-settings';
import { TextField } from '../../../../components/forms/text-field';
import {
  APPS_SCRIPT_FORM_TYPE_OPTIONS as FORM_TYPE_OPTIONS,
  APPS_SCRIPT_URL_NEEDED,
} from '../../../../components/staff/apps-script-settings';
import { EnvironmentNote, SelectField, SwitchField } from '../settings-fields';
import { useSectionSave, type ApiForm } from './api-form';
import { ApiCard } from './api-card';
import { APPS_SCRIPT_TEXTS } from './api-texts';
import { SaveButton } from './test-and-save-buttons';

/**
 * Google Apps Script webhook (saved with PUT, as the spec's card does). The spec's card always
 * sent 'google-sheet'; this one sends the form type chosen (DESIGN, where we differ).
 */
export function AppsScriptCard({ form, settings }: { form: ApiForm; settings: AdminSettingsView }) {
  const { register, control, formState } = form;
  const errors = formState.errors.googleAppsScript;
  const save = useSectionSave(form, 'googleAppsScript', 'PUT', APPS_SCRIPT_TEXTS);
  const webhookUrl = useWatch({ control, name: 'googleAppsScript.webhookUrl' }) ?? '';
  const hasUrl = webhookUrl.trim() !== '';

  return (
    <ApiCard
      title="Google Apps Script Webhook"
      description="Each new-client form submission is also sent to this Apps Script web app."
      icon={Webhook}
      actions={
        <>
          <SaveButton
            onClick={() => void save.save()}
            pending={save.isPending}
            disabled={!hasUrl}
          />
          {!hasUrl && (
            <span className="text-sm text-muted-foreground">{APPS_SCRIPT_URL_NEEDED}</span>
          )}
        </>
      }
    >
      {settings.environment.appsScriptUrlFromEnvironment && (
        <EnvironmentNote>
          The server&apos;s environment also provides a webhook URL (APPS_SCRIPT_WEBHOOK_URL).
        </EnvironmentNote>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="apps-script-webhook-url"
          label="Webhook URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://script.google.com/macros/s/.../exec"
          error={errors?.webhookUrl?.message}
          {...register('googleAppsScript.webhookUrl')}
        />
        <Controller
          control={control}
          name="googleAppsScript.formType"
          render={({ field, fieldState }) => (
            <SelectField
              id="apps-script-form-type"
              label="Form Type"
              options={FORM_TYPE_OPTIONS}
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
        name="googleAppsScript.enabled"
        render={({ field }) => (
          <SwitchField
            id="apps-script-enabled"
            label="Enable the Apps Script webhook"
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </ApiCard>
  );
}
