import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  apiSettingsSchema,
  SECRET_FIELDS,
  type AdminSettingsUpdate,
  type AdminSettingsView,
  type ApiSettingsView,
} from '../../../../../contract/admin-settings';
import { toast } from '../../../../components/ui/use-toast';
import { useSaveAdminSettings } from '../../api/admin-settings';
import { useConnectionTest, type ConnectionTestName } from '../../api/connection-test';
import {
  applySettingsFieldErrors,
  SETTINGS_UPDATED,
  toastSettingsError,
  type ToastText,
} from '../../settings-feedback';

/*
 * The API Integrations tab is one form over the editable API sections, with the contract's
 * schemas (so the field messages are the contract's): each card saves its own section, and
 * 'Save Configuration' saves them all. A server field error 'apiSettings.armls.baseUrl' is the
 * form's field 'armls.baseUrl'.
 */
const api = apiSettingsSchema.shape;
export const apiFormSchema = z.object({
  armls: api.armls.unwrap(),
  googleMaps: api.googleMaps.unwrap(),
  followupBoss: api.followupBoss.unwrap(),
  zillow: api.zillow.unwrap(),
  googleAppsScript: api.googleAppsScript.unwrap(),
  sms: api.sms.unwrap(),
});
export type ApiFormInput = z.input<typeof apiFormSchema>;
export type ApiFormOutput = z.output<typeof apiFormSchema>;
export type ApiForm = UseFormReturn<ApiFormInput, unknown, ApiFormOutput>;
export type ApiSection = keyof ApiFormOutput;
export const API_SECTIONS = Object.keys(apiFormSchema.shape) as ApiSection[];

/** The server's prefix of the form's field paths. */
export const API_SETTINGS_PREFIX = 'apiSettings';

/** The form as the stored settings fill it: every secret input starts blank. */
export function apiFormValues(settings: ApiSettingsView): ApiFormOutput {
  return {
    armls: { ...settings.armls, apiKey: '', clientSecret: '' },
    googleMaps: { ...settings.googleMaps, apiKey: '' },
    followupBoss: { ...settings.followupBoss, apiKey: '' },
    zillow: { ...settings.zillow },
    googleAppsScript: { ...settings.googleAppsScript },
    sms: { numverifyApiKey: '', abstractApiKey: '' },
  };
}

const secretsOf = (section: ApiSection): readonly string[] =>
  section in SECRET_FIELDS ? SECRET_FIELDS[section as keyof typeof SECRET_FIELDS] : [];

/** A section as the update sends it: a blank secret is left out, so the stored one is kept. */
export function sectionUpdate<S extends ApiSection>(
  section: S,
  values: ApiFormOutput[S],
): Partial<ApiFormOutput[S]> {
  const update: Record<string, unknown> = { ...values };
  for (const key of secretsOf(section)) {
    if (update[key] === '') delete update[key];
  }
  return update as Partial<ApiFormOutput[S]>;
}

/** The form's field paths of a section, in the order its card shows them. */
export const sectionFields = <S extends ApiSection>(section: S) =>
  Object.keys(apiFormSchema.shape[section].shape).map(
    (key) => `${section}.${key}` as Path<ApiFormInput>,
  );

/** After a section is saved: its fields take the stored values (secret inputs blank again). */
function resetSection(form: ApiForm, section: ApiSection, view: AdminSettingsView) {
  const values = apiFormValues(view.apiSettings)[section] as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    form.resetField(`${section}.${key}` as Path<ApiFormInput>, { defaultValue: value as never });
  }
}

/** The toasts of a card's save; the failure message gets the error (or keeps its own text). */
export type SaveTexts = {
  saved: ToastText;
  failed?: (error: unknown) => ToastText;
};

/** The admin settings toasts, for the cards the spec gives none of their own. */
export const DEFAULT_SAVE_TEXTS: SaveTexts = { saved: SETTINGS_UPDATED };

/**
 * Saves one card's section with the spec's verb for it (POST for the CRM card, PUT for the
 * Apps Script card, PATCH for the rest): its fields are checked first, the server's field
 * messages go under the fields.
 */
export function useSectionSave(
  form: ApiForm,
  section: ApiSection,
  method: 'POST' | 'PATCH' | 'PUT',
  texts: SaveTexts = DEFAULT_SAVE_TEXTS,
) {
  const save = useSaveAdminSettings(method);
  const run = async () => {
    const valid = await form.trigger(section, { shouldFocus: true });
    if (!valid) return;
    const values = apiFormSchema.shape[section].parse(form.getValues(section));
    const change: AdminSettingsUpdate = {
      apiSettings: { [section]: sectionUpdate(section, values as never) },
    };
    try {
      const view = await save.mutateAsync(change);
      resetSection(form, section, view);
      toast(texts.saved);
    } catch (error) {
      applySettingsFieldErrors(error, form.setError, API_SETTINGS_PREFIX, sectionFields(section));
      if (texts.failed) toast({ variant: 'destructive', ...texts.failed(error) });
      else toastSettingsError(error);
    }
  };
  return { save: run, isPending: save.isPending };
}

/** Removes a stored secret (the update's null), at once. */
export function useRemoveSecret(form: ApiForm) {
  const save = useSaveAdminSettings('PATCH');
  const remove = async (section: ApiSection, key: string) => {
    try {
      await save.mutateAsync({ apiSettings: { [section]: { [key]: null } } });
      form.resetField(`${section}.${key}` as Path<ApiFormInput>, { defaultValue: '' as never });
      toast(SETTINGS_UPDATED);
    } catch (error) {
      toastSettingsError(error);
    }
  };
  return { remove, isPending: save.isPending };
}

/** The toasts of a connection test (back-office spec section 8). */
export type ConnectionTexts = {
  connected: ToastText;
  notConnected: { title: string; fallback: string };
  requestFailed: ToastText;
};

/**
 * Runs a card's connection test against the saved settings: the connected flag it sets is
 * shown as a check or a cross; the request failing counts as not connected.
 */
export function useConnectionCheck(name: ConnectionTestName, texts: ConnectionTexts) {
  const test = useConnectionTest(name);
  const [connected, setConnected] = useState<boolean | null>(null);
  const run = async () => {
    try {
      const reply = await test.mutateAsync();
      setConnected(reply.connected);
      if (reply.connected) toast(texts.connected);
      else
        toast({
          variant: 'destructive',
          title: texts.notConnected.title,
          description: reply.error || texts.notConnected.fallback,
        });
    } catch {
      setConnected(false);
      toast({ variant: 'destructive', ...texts.requestFailed });
    }
  };
  return { connected, run, isPending: test.isPending };
}
