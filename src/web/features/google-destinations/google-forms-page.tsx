import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleOff, FileText, Info, Save } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { User } from '../../../contract/auth';
import { apiSettingsSchema, type AdminSettingsView } from '../../../contract/admin-settings';
import { GOOGLE_FORMS_LEAD_FIELDS, isGoogleFormConfigured } from '../../../core/google-forms';
import { SwitchField } from '../../components/forms/switch-field';
import { TextField } from '../../components/forms/text-field';
import { useSaveAdminSettings } from '../../components/staff/api/admin-settings';
import {
  applySettingsFieldErrors,
  SETTINGS_UPDATED,
  toastSettingsError,
} from '../../components/staff/settings-feedback';
import { UnsavedChangesGuard } from '../../components/staff/unsaved-changes-guard';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { refreshDestinationStatus } from './api/recent-deliveries';
import { DestinationCard } from './components/destination-card';
import { DestinationPage } from './components/destination-page';
import { TestSendCard } from './components/test-send-card';
import { GOOGLE_FORMS_TEXT as TEXT } from './google-destinations-text';

const googleFormsSchema = apiSettingsSchema.shape.googleForms.unwrap();
type GoogleFormsInput = z.input<typeof googleFormsSchema>;
type GoogleFormsValues = z.output<typeof googleFormsSchema>;
type FormField =
  'responseUrl' | 'enabled' | `entryIds.${(typeof GOOGLE_FORMS_LEAD_FIELDS)[number]['key']}`;
const FIELDS: FormField[] = [
  'responseUrl',
  'enabled',
  ...GOOGLE_FORMS_LEAD_FIELDS.map(({ key }) => `entryIds.${key}` as const),
];
const PREFIX = 'apiSettings.googleForms';

/** Whether leads go to the form, said plainly above everything else. */
function FormStatus({ saved }: { saved: GoogleFormsValues }) {
  const configured = isGoogleFormConfigured(saved);
  const on = configured && saved.enabled;
  const Icon = !configured ? Info : on ? CircleCheck : CircleOff;
  return (
    <div
      role="status"
      data-configured={configured}
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4 lg:col-span-3',
        !configured && 'border-amber-300 bg-amber-50 text-amber-900',
        configured && on && 'border-green-300 bg-green-50 text-green-900',
        configured && !on && 'border-border bg-muted',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">
          {!configured ? TEXT.notConfiguredTitle : on ? TEXT.on : TEXT.off}
        </p>
        {!configured && <p className="text-sm">{TEXT.notConfigured}</p>}
        {configured && !on && <p className="text-sm">{TEXT.switchedOff}</p>}
      </div>
    </div>
  );
}

/** The form's link, the switch and the mapping of lead fields to entry ids: one Save. */
function FormSettings({ settings }: { settings: AdminSettingsView }) {
  const saved = settings.apiSettings.googleForms;
  const form = useForm<GoogleFormsInput, unknown, GoogleFormsValues>({
    resolver: zodResolver(googleFormsSchema),
    defaultValues: saved,
  });
  const { register, control, formState, handleSubmit, reset, setError } = form;
  const save = useSaveAdminSettings('PATCH', refreshDestinationStatus);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const view = await save.mutateAsync({ apiSettings: { googleForms: values } });
      reset(view.apiSettings.googleForms);
      toast(SETTINGS_UPDATED);
    } catch (error) {
      applySettingsFieldErrors(error, setError, PREFIX, FIELDS);
      toastSettingsError(error);
    }
  });

  return (
    <>
      <FormStatus saved={saved} />
      <DestinationCard
        title={TEXT.formTitle}
        description={TEXT.formDescription}
        icon={FileText}
        className="lg:col-span-2"
      >
        <form
          id="google-forms-settings"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={TEXT.formTitle}
          className="grid gap-5"
        >
          <TextField
            id="google-forms-response-url"
            label={TEXT.responseUrl}
            hint={TEXT.responseUrlHint}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            error={errors.responseUrl?.message}
            {...register('responseUrl')}
          />
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <SwitchField
                id="google-forms-enabled"
                label={TEXT.enabled}
                hint={TEXT.enabledHint}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <fieldset className="grid gap-3 border-t pt-4">
            <legend className="float-left mb-1 w-full text-base font-semibold">
              {TEXT.mappingTitle}
            </legend>
            <p className="clear-both text-sm text-muted-foreground">{TEXT.mappingDescription}</p>
            <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
              {GOOGLE_FORMS_LEAD_FIELDS.map(({ key, label }) => (
                <TextField
                  key={key}
                  id={`google-forms-entry-${key}`}
                  label={label}
                  placeholder={TEXT.entryPlaceholder}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  className="min-w-0"
                  error={errors.entryIds?.[key]?.message}
                  {...register(`entryIds.${key}`)}
                />
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? TEXT.saving : TEXT.saveSettings}
            </Button>
          </div>
        </form>
      </DestinationCard>
      <TestSendCard
        page="google-forms"
        texts={TEXT}
        blockedReason={
          formState.isDirty
            ? TEXT.unsavedTest
            : isGoogleFormConfigured(saved)
              ? null
              : TEXT.testNeedsForm
        }
      />
      <UnsavedChangesGuard dirty={formState.isDirty} description={TEXT.leaveDescription} />
    </>
  );
}

/**
 * /admin/google-forms (issue 27): the legacy Google Forms destination: the form's link, which
 * question takes which lead field, a test submission, and its last 50 deliveries with Retry.
 */
export function GoogleFormsPage({ user }: { user: User | null | undefined }) {
  return (
    <DestinationPage user={user} texts={TEXT} destination="google-forms">
      {(settings) => <FormSettings settings={settings} />}
    </DestinationPage>
  );
}
