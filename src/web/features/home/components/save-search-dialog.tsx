import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import type { PropertySearchFilters } from '../../../../contract/property-search';
import {
  savedSearchFrequencySchema,
  savedSearchNameSchema,
} from '../../../../contract/saved-searches';
import { PAGES } from '../../../../core/page-routes';
import { loginHref } from '../../../../core/return-path';
import {
  DEFAULT_SAVED_SEARCH_FREQUENCY,
  describeSearch,
  frequencyOf,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_TEXT,
  suggestedSearchName,
  toSavedQuery,
  type SavedSearchQuery,
} from '../../../../core/saved-searches';
import { SelectField } from '../../../components/forms/select-field';
import { TextField } from '../../../components/forms/text-field';
import { useCreateSavedSearch } from '../../../components/saved-searches/api/saved-searches';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { ToastAction } from '../../../components/ui/toast';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors, parseServerError } from '../../../lib/server-error';

export const SAVE_SEARCH_TEXT = {
  title: 'Save this search',
  description: 'We will e-mail you the new listings that match, as often as you choose.',
  signInTitle: 'Log in to save this search',
  signIn:
    'Log in or create a free account and you will come back to this search to save it. We can then e-mail you the new listings that match.',
  signInButton: 'Log in or register',
  name: 'Name',
  frequency: 'E-mail alerts',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  savedDescription: (name: string) => `"${name}" is in your saved searches.`,
  view: 'View',
  viewAlt: 'Open your saved searches at /saved-searches',
} as const;

const saveFormSchema = z.object({
  name: savedSearchNameSchema,
  frequency: savedSearchFrequencySchema,
});
type SaveForm = z.input<typeof saveFormSchema>;

const FREQUENCY_OPTIONS = SAVED_SEARCH_FREQUENCIES.map(({ value, label }) => ({ value, label }));

/** The name and frequency of a signed-in visitor's search, checked with the contract, then saved. */
function SaveSearchForm({
  userId,
  query,
  onSaved,
}: {
  userId: number;
  query: SavedSearchQuery;
  onSaved: () => void;
}) {
  const uid = useId();
  const create = useCreateSavedSearch(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SaveForm>({
    resolver: zodResolver(saveFormSchema),
    defaultValues: {
      name: suggestedSearchName(query),
      frequency: DEFAULT_SAVED_SEARCH_FREQUENCY,
    },
  });

  const submit = handleSubmit(({ name, frequency }) => {
    setFormError(null);
    create.mutate(
      { name, frequency, query },
      {
        onSuccess: ({ savedSearch }) => {
          toast({
            title: SAVED_SEARCH_TEXT.saved,
            description: SAVE_SEARCH_TEXT.savedDescription(savedSearch.name),
            action: (
              <ToastAction altText={SAVE_SEARCH_TEXT.viewAlt} asChild>
                <Link href={PAGES.savedSearches}>{SAVE_SEARCH_TEXT.view}</Link>
              </ToastAction>
            ),
          });
          onSaved();
        },
        onError: (error) => {
          // a name already used goes under the field; anything else (too many saved, a search
          // the server refused) is said above the buttons
          if (applyServerFieldErrors(error, setError, ['name', 'frequency'])) return;
          const { fieldErrors, userMessage } = parseServerError(error);
          setFormError(fieldErrors.query ?? userMessage);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <TextField
        id={`${uid}-name`}
        label={SAVE_SEARCH_TEXT.name}
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="frequency"
        render={({ field }) => (
          <SelectField
            id={`${uid}-frequency`}
            label={SAVE_SEARCH_TEXT.frequency}
            options={FREQUENCY_OPTIONS}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            hint={frequencyOf(field.value).help}
            error={errors.frequency?.message}
          />
        )}
      />
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFormFooter
        submit={SAVE_SEARCH_TEXT.save}
        pending={create.isPending}
        pendingLabel={SAVE_SEARCH_TEXT.saving}
        cancel={SAVE_SEARCH_TEXT.cancel}
      />
    </form>
  );
}

/**
 * The Save this search dialog of the home page (loaded on demand by SaveSearchButton): a
 * signed-in visitor saves the search shown (as GET /api/properties's query) under a name (the search's summary to start with)
 * and a frequency (daily to start with); anyone else is offered to log in or register and come
 * back to `loginReturnTo`.
 */
export function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
  userId,
  loginReturnTo,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search shown on the home page. */
  filters: PropertySearchFilters;
  userId: number | null | undefined;
  loginReturnTo: string;
  /** The button that opened it, focused again when it closes (it is not a Radix trigger). */
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const signedIn = typeof userId === 'number';
  const query = toSavedQuery(filters);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {signedIn ? SAVE_SEARCH_TEXT.title : SAVE_SEARCH_TEXT.signInTitle}
          </DialogTitle>
          <DialogDescription>
            {signedIn ? SAVE_SEARCH_TEXT.description : SAVE_SEARCH_TEXT.signIn}
          </DialogDescription>
        </DialogHeader>
        <p
          className="rounded-md bg-muted px-3 py-2 text-sm break-words"
          data-testid="search-summary"
        >
          {describeSearch(query)}
        </p>
        {signedIn ? (
          <SaveSearchForm userId={userId} query={query} onSaved={() => onOpenChange(false)} />
        ) : (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{SAVE_SEARCH_TEXT.cancel}</Button>
            </DialogClose>
            <Button asChild>
              <Link href={loginHref(loginReturnTo)}>
                <LogIn aria-hidden="true" />
                {SAVE_SEARCH_TEXT.signInButton}
              </Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
