import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { uiSettingsSchema, type AdminSettingsView } from '../../../../contract/admin-settings';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { useAdminSettings, useSaveAdminSettings } from '../api/admin-settings';
import {
  applySettingsFieldErrors,
  SETTINGS_UPDATED,
  toastSettingsError,
} from '../settings-feedback';
import { SaveButton } from './api-cards/test-and-save-buttons';
import { SelectField, SwitchField, TabHeading } from './settings-fields';

type UiInput = z.input<typeof uiSettingsSchema>;
type UiOutput = z.output<typeof uiSettingsSchema>;
const FIELDS = ['sidebarDefault', 'searchAutoFocus', 'compactView'] as const;

const SIDEBAR_OPTIONS = [
  { value: 'expanded', label: 'Expanded' },
  { value: 'collapsed', label: 'Collapsed' },
] as const;

function UiSettingsForm({ settings }: { settings: AdminSettingsView }) {
  const save = useSaveAdminSettings('PATCH');
  const { control, handleSubmit, reset, setError } = useForm<UiInput, unknown, UiOutput>({
    resolver: zodResolver(uiSettingsSchema),
    defaultValues: settings.uiSettings,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const view = await save.mutateAsync({ uiSettings: values });
      reset(view.uiSettings);
      toast(SETTINGS_UPDATED);
    } catch (error) {
      applySettingsFieldErrors(error, setError, 'uiSettings', FIELDS);
      toastSettingsError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Card className="gap-4">
        <CardContent className="grid gap-5">
          <Controller
            control={control}
            name="sidebarDefault"
            render={({ field, fieldState }) => (
              <SelectField
                id="ui-sidebar-default"
                label="Sidebar Default"
                hint="How the home page's search sidebar starts on wide screens."
                options={SIDEBAR_OPTIONS}
                name={field.name}
                value={field.value ?? 'expanded'}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="searchAutoFocus"
            render={({ field }) => (
              <SwitchField
                id="ui-search-auto-focus"
                label="Search Bar Auto-Focus"
                hint="The home page's search box takes the keyboard focus when the page opens."
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="compactView"
            render={({ field }) => (
              <SwitchField
                id="ui-compact-view"
                label="Compact View"
                hint="Listing cards take less room, so more fit on the screen."
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </CardContent>
        <CardFooter>
          <SaveButton type="submit" pending={save.isPending} label="Save UI Settings" />
        </CardFooter>
      </Card>
    </form>
  );
}

/** UI Settings: how the home page starts (stored; the home page applies them). */
export function UiSettingsTab() {
  const { data: settings } = useAdminSettings();
  if (!settings) return null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabHeading title="UI Settings">
        How the site&apos;s pages start for every visitor.
      </TabHeading>
      <UiSettingsForm settings={settings} />
    </div>
  );
}
