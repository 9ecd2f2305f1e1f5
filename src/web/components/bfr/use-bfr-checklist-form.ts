import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import {
  bfrFormDataSchema,
  type BfrSavedReply,
  type BfrUpdateRequest,
  type ListingAgentReply,
} from '../../../contract/bfr';
import type { BfrFormData, BfrTextKey } from '../../../core/bfr-fields';
import { toast } from '../ui/use-toast';
import { COMMISSION_INPUTS, fillCommission } from './bfr-commission';
import { bfrFieldErrors } from './bfr-field-errors';
import { BFR_SHARED_TEXT as TEXT } from './bfr-shared-text';
import { analysisToast, needsIfNeeded, requiredBoxes } from './property-analysis';
import { listingFills, useMlsLookup } from './use-mls-lookup';

/** A save of a buyer file: the admin's and the client's answer alike. */
export type BfrSave = UseMutationResult<BfrSavedReply, Error, BfrUpdateRequest>;

/** How a form lays the checklist out in its own sections (the admin's) or cards (the client's). */
export type BfrChecklistLayout<Id extends string> = {
  /** Every field of the form in the order shown (the first with a message is focused). */
  fieldOrder: readonly (keyof BfrFormData)[];
  /** The sections holding these fields. */
  sectionsOf: (keys: readonly string[]) => Id[];
  /** Whether a section is open before it is opened or closed (If Needed: by the analysis). */
  openAtFirst: (id: Id) => boolean;
};

/** What the MLS number's field shows under it: the lookup's status and the listing found. */
export type BfrLookupView = {
  status: string | null;
  listing: ListingAgentReply | null | undefined;
};

/**
 * The wiring of a buyer file's checklist form, the same for the admin tool and the client's form:
 * the form and its field messages, which sections are open, the MLS lookup that fills the
 * listing's fields and opens If Needed when the property analysis asks for it, the commission
 * worked out as amount and percentage are typed, and the save (the saved file is taken into the
 * form; a failure's field messages open their sections and the first takes the focus).
 * `onSaved` and `onSaveFailed` add what a form says of a save; `lookupFailure` words why a
 * lookup failed.
 */
export function useBfrChecklistForm<Id extends string>({
  contactId,
  form: opened,
  save,
  layout,
  lookupFailure,
  onSaved,
  onSaveFailed,
}: {
  contactId: number;
  form: BfrFormData;
  save: BfrSave;
  layout: BfrChecklistLayout<Id>;
  lookupFailure: (error: Error) => string;
  onSaved?: () => void;
  onSaveFailed?: (error: Error) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(bfrFormDataSchema), defaultValues: opened });
  const values = useWatch({ control }) as BfrFormData;

  // the sections opened or closed by hand (or by the lookup); the others as at first
  const [openSections, setOpenSections] = useState<Partial<Record<string, boolean>>>({});

  const { lookupMls, listing, lookUpTyped } = useMlsLookup(opened.mlsNumber);
  const analysis = listing.data?.analysis;
  const required = requiredBoxes(analysis);

  const isOpen = (id: Id) =>
    openSections[id] ?? (id === 'ifNeeded' ? needsIfNeeded(analysis) : layout.openAtFirst(id));

  const setOpen = (id: Id, open: boolean) => setOpenSections((all) => ({ ...all, [id]: open }));

  /** Opens the sections of these fields now, so their inputs can take the focus. */
  const openSectionsOf = (keys: readonly string[]) => {
    const ids = layout.sectionsOf(keys).filter((id) => !isOpen(id));
    if (ids.length === 0) return;
    flushSync(() =>
      setOpenSections((open) => ({ ...open, ...Object.fromEntries(ids.map((id) => [id, true])) })),
    );
  };

  /** The lookup asked for by typing the number: fill, analyse, say so. */
  const applyListing = (found: ListingAgentReply) => {
    for (const [key, value] of listingFills(found)) {
      setValue(key, value, { shouldDirty: true, shouldValidate: true });
    }
    if (needsIfNeeded(found.analysis)) setOpenSections((open) => ({ ...open, ifNeeded: true }));
    toast(analysisToast(found.analysis));
  };

  /** A text field's registration: the MLS number is looked up, amount and percentage work out the commission. */
  const registerText = (key: BfrTextKey) => {
    const onChange =
      key === 'mlsNumber'
        ? (event: { target: { value: string } }) => lookUpTyped(event.target.value, applyListing)
        : COMMISSION_INPUTS.has(key)
          ? () => fillCommission({ getValues, setValue })
          : undefined;
    return register(key, onChange ? { onChange } : undefined);
  };

  const submit = handleSubmit(
    (formData) => {
      save.mutate(
        { contactId, formData },
        {
          onSuccess: (saved) => {
            reset(saved.form);
            onSaved?.();
          },
          onError: (error) => {
            onSaveFailed?.(error);
            const messages = bfrFieldErrors(error);
            const keys = layout.fieldOrder.filter((key) => messages[key]);
            openSectionsOf(keys);
            for (const key of keys) setError(key, { type: 'server', message: messages[key] });
            if (keys[0]) setFocus(keys[0]);
          },
        },
      );
    },
    // the first field with a message is focused once its section is open
    (invalid) => openSectionsOf(Object.keys(invalid)),
  );

  const lookupStatus = (() => {
    if (lookupMls === null) return null;
    if (listing.isFetching) return TEXT.lookingUp(lookupMls);
    if (listing.error) return TEXT.lookupFailed(lookupMls, lookupFailure(listing.error));
    if (listing.data === null) return TEXT.noListing(lookupMls);
    return null;
  })();

  return {
    register,
    registerText,
    submit,
    values,
    errors,
    isDirty,
    hasFieldErrors: Object.keys(errors).length > 0,
    required,
    isOpen,
    setOpen,
    lookup: { status: lookupStatus, listing: listing.data } satisfies BfrLookupView,
  };
}
