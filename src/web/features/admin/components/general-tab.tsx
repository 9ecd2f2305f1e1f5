import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { generalSettingsSchema, type AdminSettingsView } from '../../../../contract/admin-settings';
import { describedBy, FieldHint, FieldMessage } from '../../../components/forms/field-message';
import { TextField } from '../../../components/forms/text-field';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useAdminSettings, useSaveAdminSettings } from '../api/admin-settings';
import {
  applySettingsFieldErrors,
  SETTINGS_UPDATED,
  toastSettingsError,
} from '../settings-feedback';
import { AgentPhotoField } from './agent-photo-field';
import { SaveButton } from './api-cards/test-and-save-buttons';
import { LeadRoutingFields } from './lead-routing-fields';
import { TabHeading } from './settings-fields';

type GeneralInput = z.input<typeof generalSettingsSchema>;
type GeneralOutput = z.output<typeof generalSettingsSchema>;
const FIELDS = [
  'applicationName',
  'companyDescription',
  'agentName',
  'agentPhotoUrl',
  'phone',
  'officeAddress',
  'aboutUrl',
  'bridgeLenderUrl',
  'leadAlertEmails',
  'leadRouting',
  'leadRoutingAgentId',
] as const;

/** The hint of a field a blank value hands back to the server's setting. */
const orDefault = (what: string, fallback: string) =>
  fallback
    ? `${what} Leave blank to use "${fallback}".`
    : `${what} Leave blank to use the server's.`;

const NO_DEFAULTS = {
  agentName: '',
  phone: '',
  photoUrl: '',
  officeAddress: '',
  aboutUrl: '',
  bridgeLenderUrl: '',
};

function GeneralForm({ settings }: { settings: AdminSettingsView }) {
  const defaultName = settings.environment.defaultApplicationName;
  const defaults = settings.environment.defaultIdentity ?? NO_DEFAULTS;
  const save = useSaveAdminSettings('PATCH');
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GeneralInput, unknown, GeneralOutput>({
    resolver: zodResolver(generalSettingsSchema),
    defaultValues: settings.generalSettings,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const view = await save.mutateAsync({ generalSettings: values });
      reset(view.generalSettings);
      toast(SETTINGS_UPDATED);
    } catch (error) {
      applySettingsFieldErrors(error, setError, 'generalSettings', FIELDS);
      toastSettingsError(error);
    }
  });

  const descriptionError = errors.companyDescription?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Card className="gap-4">
        <CardContent className="grid gap-4">
          <TextField
            id="general-application-name"
            label="Application Name"
            placeholder={defaultName}
            hint={`The site's name in the header and page titles. Leave blank to use "${defaultName}".`}
            error={errors.applicationName?.message}
            {...register('applicationName')}
          />
          <div className="grid gap-2">
            <Label htmlFor="general-company-description">Company Description</Label>
            <Textarea
              id="general-company-description"
              rows={4}
              {...describedBy('general-company-description', descriptionError, true)}
              {...register('companyDescription')}
            />
            <FieldHint
              fieldId="general-company-description"
              hint="A short description of the team. Search engines and link previews show it for the home page; leave blank for the standard description of the listings."
            />
            <FieldMessage fieldId="general-company-description" message={descriptionError} />
          </div>

          {/*
           * min-w-0 and wrap-anywhere: a fieldset is as wide as its widest content, here a
           * default link in a hint, which pushed the whole form past a phone's screen
           */}
          <fieldset className="grid min-w-0 gap-4 border-t pt-4 wrap-anywhere">
            <legend className="float-left mb-1 grid gap-1">
              <span className="text-base font-semibold">Agent and contact details</span>
              <span className="text-sm font-normal text-muted-foreground">
                What visitors see in the header, footer, property pages and calculators. A blank
                field uses the server&apos;s setting, shown in grey.
              </span>
            </legend>
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                id="general-agent-name"
                label="Agent Name"
                autoComplete="off"
                placeholder={defaults.agentName}
                hint={orDefault('The agent visitors are asked to call.', defaults.agentName)}
                error={errors.agentName?.message}
                {...register('agentName')}
              />
              <TextField
                id="general-phone"
                label="Phone"
                type="tel"
                autoComplete="off"
                placeholder={defaults.phone}
                hint={orDefault('The number every Call link dials.', defaults.phone)}
                error={errors.phone?.message}
                {...register('phone')}
              />
            </div>
            <Controller
              control={control}
              name="agentPhotoUrl"
              render={({ field, fieldState }) => (
                <AgentPhotoField
                  id="general-agent-photo"
                  value={field.value ?? ''}
                  defaultPhotoUrl={defaults.photoUrl}
                  error={fieldState.error?.message}
                  onChange={field.onChange}
                  onUploading={setUploading}
                  inputRef={field.ref}
                />
              )}
            />
            <TextField
              id="general-office-address"
              label="Office Address"
              autoComplete="off"
              placeholder={defaults.officeAddress}
              hint={orDefault(
                'Street, town, state and ZIP, as the footer shows it.',
                defaults.officeAddress,
              )}
              error={errors.officeAddress?.message}
              {...register('officeAddress')}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                id="general-about-url"
                label="About Link"
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder={defaults.aboutUrl}
                hint={orDefault(
                  "The header's About button (the team's own site).",
                  defaults.aboutUrl,
                )}
                error={errors.aboutUrl?.message}
                {...register('aboutUrl')}
              />
              <TextField
                id="general-bridge-lender-url"
                label="Bridge-Loan Lender Link"
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder={defaults.bridgeLenderUrl}
                hint={orDefault(
                  "The lender's sign-up page the bridge-loan calculator opens.",
                  defaults.bridgeLenderUrl,
                )}
                error={errors.bridgeLenderUrl?.message}
                {...register('bridgeLenderUrl')}
              />
            </div>
          </fieldset>

          <TextField
            id="general-lead-alert-emails"
            label="New-lead e-mails"
            type="text"
            inputMode="email"
            autoComplete="off"
            placeholder="Every admin"
            hint="Who is e-mailed at once about each new lead, separated by commas. Leave blank to e-mail every admin."
            error={errors.leadAlertEmails?.message}
            {...register('leadAlertEmails')}
          />

          <LeadRoutingFields control={control} />
        </CardContent>
        <CardFooter>
          <SaveButton type="submit" pending={save.isPending} disabled={uploading} label="Save" />
        </CardFooter>
      </Card>
    </form>
  );
}

/**
 * General: the site's name and description, the team's contact details, who hears about new
 * leads and who they are assigned to.
 */
export function GeneralTab() {
  const { data: settings } = useAdminSettings();
  if (!settings) return null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabHeading title="General">
        The site&apos;s name and description, the team&apos;s contact details, and who hears about
        and gets new leads.
      </TabHeading>
      <GeneralForm settings={settings} />
    </div>
  );
}
