import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
import { SaveButton } from './api-cards/test-and-save-buttons';
import { TabHeading } from './settings-fields';

type GeneralInput = z.input<typeof generalSettingsSchema>;
type GeneralOutput = z.output<typeof generalSettingsSchema>;
const FIELDS = ['applicationName', 'companyDescription', 'leadAlertEmails'] as const;

function GeneralForm({ settings }: { settings: AdminSettingsView }) {
  const defaultName = settings.environment.defaultApplicationName;
  const save = useSaveAdminSettings('PATCH');
  const {
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
              hint="A short description of the team."
            />
            <FieldMessage fieldId="general-company-description" message={descriptionError} />
          </div>
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
        </CardContent>
        <CardFooter>
          <SaveButton type="submit" pending={save.isPending} label="Save" />
        </CardFooter>
      </Card>
    </form>
  );
}

/** General: the site's name, the company description and who hears about new leads. */
export function GeneralTab() {
  const { data: settings } = useAdminSettings();
  if (!settings) return null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabHeading title="General">
        The site&apos;s name and description, and who hears about new leads.
      </TabHeading>
      <GeneralForm settings={settings} />
    </div>
  );
}
