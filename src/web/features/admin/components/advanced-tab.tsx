import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  advancedSettingsSchema,
  LOG_LEVELS,
  SETTINGS_AUDIT_LIMIT,
  type AdminSettingsView,
  type SettingsAuditEntry,
} from '../../../../contract/admin-settings';
import { FieldHint } from '../../../components/forms/field-message';
import { TextField } from '../../../components/forms/text-field';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { disableTestMode, enableTestMode } from '../../../lib/test-mode';
import { useAdminSettings, useSaveAdminSettings } from '../api/admin-settings';
import { useSettingsAudit } from '../api/settings-audit';
import {
  applySettingsFieldErrors,
  failureMessage,
  SETTINGS_UPDATED,
  toastSettingsError,
} from '../settings-feedback';
import { SaveButton } from './api-cards/test-and-save-buttons';
import { SelectField, TabHeading } from './settings-fields';
import { formatArizonaMoment } from '../../../../core/date-time-format';

export const ADVANCED_TEXT = {
  testModeUnavailable: 'Test mode is available only when the server runs in development',
  auditTitle: 'Recent Settings Changes',
  auditEmpty: 'No settings have been changed yet.',
  auditLoading: 'Loading the settings changes...',
  auditError: 'Unable to load the settings changes',
} as const;

/** The form's fields: test mode is not among them, it acts as soon as it is ticked. */
const advancedFormSchema = advancedSettingsSchema.omit({ testMode: true });
type AdvancedInput = z.input<typeof advancedFormSchema>;
type AdvancedOutput = z.output<typeof advancedFormSchema>;
const FIELDS = ['cacheDurationMinutes', 'apiRateLimitPerMinute', 'logLevel'] as const;

const LOG_LEVEL_OPTIONS = LOG_LEVELS.map((level) => ({ value: level, label: level }));

function advancedValues(settings: AdminSettingsView): AdvancedInput {
  const { cacheDurationMinutes, apiRateLimitPerMinute, logLevel } = settings.advancedSettings;
  return { cacheDurationMinutes, apiRateLimitPerMinute, logLevel };
}

function AdvancedForm({ settings }: { settings: AdminSettingsView }) {
  const save = useSaveAdminSettings('PATCH');
  const logLevelFromEnvironment = settings.environment.logLevelFromEnvironment;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdvancedInput, unknown, AdvancedOutput>({
    resolver: zodResolver(advancedFormSchema),
    defaultValues: advancedValues(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const view = await save.mutateAsync({ advancedSettings: values });
      reset(advancedValues(view));
      toast(SETTINGS_UPDATED);
    } catch (error) {
      applySettingsFieldErrors(error, setError, 'advancedSettings', FIELDS);
      toastSettingsError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Card className="gap-4">
        <CardContent className="grid gap-4 md:grid-cols-2">
          <TextField
            id="advanced-cache-duration"
            label="Cache Duration (minutes)"
            type="number"
            inputMode="numeric"
            min={1}
            max={1440}
            step={1}
            hint="How long a search reply is reused while its listings are unchanged: 1 to 1440."
            error={errors.cacheDurationMinutes?.message}
            {...register('cacheDurationMinutes', { valueAsNumber: true })}
          />
          <TextField
            id="advanced-rate-limit"
            label="API Rate Limit (requests per minute)"
            type="number"
            inputMode="numeric"
            min={10}
            max={10000}
            step={1}
            hint="Requests each visitor may make to the listings API per minute: 10 to 10000."
            error={errors.apiRateLimitPerMinute?.message}
            {...register('apiRateLimitPerMinute', { valueAsNumber: true })}
          />
          <Controller
            control={control}
            name="logLevel"
            render={({ field, fieldState }) => (
              <SelectField
                id="advanced-log-level"
                label="Log Level"
                options={LOG_LEVEL_OPTIONS}
                name={field.name}
                value={field.value ?? 'info'}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={logLevelFromEnvironment !== null}
                hint={
                  logLevelFromEnvironment !== null
                    ? `LOG_LEVEL is set to "${logLevelFromEnvironment}" in the server's environment; this setting does not apply.`
                    : undefined
                }
                error={fieldState.error?.message}
              />
            )}
          />
        </CardContent>
        <CardFooter>
          <SaveButton type="submit" pending={save.isPending} label="Save Advanced Settings" />
        </CardFooter>
      </Card>
    </form>
  );
}

/**
 * Test mode: ticking it saves the setting, then stores the browser's flag and reloads (unticking
 * removes the flag and goes to /auth), after 1 s.
 */
function TestModeCard({ settings }: { settings: AdminSettingsView }) {
  const save = useSaveAdminSettings('PATCH');
  const available = settings.environment.testModeAvailable;
  const [switching, setSwitching] = useState(false);

  const onChange = async (on: boolean) => {
    try {
      await save.mutateAsync({ advancedSettings: { testMode: on } });
      toast(SETTINGS_UPDATED);
      setSwitching(true);
      if (on) enableTestMode();
      else disableTestMode();
    } catch (error) {
      toastSettingsError(error);
    }
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Test Mode</CardTitle>
        <CardDescription>
          Development only: requests from this browser skip the sign-in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center gap-3">
          <Checkbox
            id="advanced-test-mode"
            checked={settings.advancedSettings.testMode}
            disabled={!available || save.isPending || switching}
            onCheckedChange={(checked) => void onChange(checked)}
            aria-describedby="advanced-test-mode-hint"
          />
          <Label htmlFor="advanced-test-mode">Test Mode</Label>
        </div>
        <FieldHint
          fieldId="advanced-test-mode"
          hint={
            available
              ? 'Turning it on reloads the page; turning it off goes to the sign-in page.'
              : ADVANCED_TEXT.testModeUnavailable
          }
        />
      </CardContent>
    </Card>
  );
}

const SECTION_LABELS: Record<string, string> = {
  apiSettings: 'API Integrations',
  performanceSettings: 'Performance',
  backgroundSettings: 'Background',
  badgeSettings: 'Badge Styling',
  animationSettings: 'Animation',
  uiSettings: 'UI Settings',
  generalSettings: 'General',
  advancedSettings: 'Advanced',
  fubFieldMappings: 'CRM Field Mapping',
};

// Arizona time with its zone, as every staff screen writes it
const formatWhen = (at: string) => formatArizonaMoment(at) ?? at;

function AuditRows({ entries }: { entries: SettingsAuditEntry[] }) {
  return (
    <div
      role="region"
      aria-label={ADVANCED_TEXT.auditTitle}
      tabIndex={0}
      className="overflow-x-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              When
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Who
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Section
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Fields
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              </td>
              <td className="px-3 py-2">{entry.actor}</td>
              <td className="px-3 py-2">{SECTION_LABELS[entry.section] ?? entry.section}</td>
              <td className="px-3 py-2 break-words">{entry.fields.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The audit trail: the last 50 settings changes (never a secret's value). */
function SettingsAudit() {
  const { data, error, isPending } = useSettingsAudit();
  let body;
  if (error) {
    body = (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-medium">{ADVANCED_TEXT.auditError}</p>
        <p className="text-sm">{failureMessage(error)}</p>
      </div>
    );
  } else if (isPending) {
    body = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{ADVANCED_TEXT.auditLoading}</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </div>
    );
  } else if (data.entries.length === 0) {
    body = <p className="text-sm text-muted-foreground">{ADVANCED_TEXT.auditEmpty}</p>;
  } else {
    body = <AuditRows entries={data.entries.slice(0, SETTINGS_AUDIT_LIMIT)} />;
  }
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{ADVANCED_TEXT.auditTitle}</CardTitle>
        <CardDescription>
          The last {SETTINGS_AUDIT_LIMIT} changes: when, who, which section and which fields.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** Advanced: caching, rate limit, log level, test mode, and the audit trail. */
export function AdvancedTab() {
  const { data: settings } = useAdminSettings();
  if (!settings) return null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabHeading title="Advanced">
        Caching, rate limits, logging and test mode, and who changed what.
      </TabHeading>
      <AdvancedForm settings={settings} />
      <TestModeCard settings={settings} />
      <SettingsAudit />
    </div>
  );
}
