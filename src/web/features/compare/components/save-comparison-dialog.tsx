import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useId, useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  renameComparisonRequestSchema,
  type RenameComparisonRequest,
} from '../../../../contract/saved-comparisons';
import { compareHref } from '../../../../core/compare-listings';
import { loginHref } from '../../../../core/return-path';
import { COMPARISON_NAME_MAX, SAVED_COMPARISON_TEXT } from '../../../../core/saved-comparisons';
import { useFavoritesSession } from '../../../components/favorites/favorites-session';
import { TextField } from '../../../components/forms/text-field';
import { useSaveComparison } from '../../../components/saved-comparisons/api/saved-comparisons';
import { Button } from '../../../components/ui/button';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors, parseServerError } from '../../../lib/server-error';

/** /compare?ids=…&save=1: back from signing in to save, the dialog opens by itself. */
export const SAVE_AFTER_LOGIN_PARAM = 'save';

export const SAVE_COMPARISON_TEXT = {
  title: 'Save this comparison',
  description: 'Give it a name to open it again from your Favorites page, on any device.',
  signInTitle: 'Log in to save this comparison',
  signIn:
    'Log in or create a free account and you will come back to these properties to save them. Saved comparisons are kept with your account.',
  signInButton: 'Log in or register',
  name: 'Name',
  nameHint: `Up to ${COMPARISON_NAME_MAX} characters, for example "Payson cabins under $400k"`,
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  failed: 'Could not save the comparison',
  savedDescription: (name: string) => `"${name}" is on your Favorites page.`,
} as const;

/** The name form of a signed-in visitor: checked with the contract, then saved. */
function SaveForm({
  userId,
  propertyIds,
  onSaved,
}: {
  userId: number;
  propertyIds: number[];
  onSaved: (shareId: string) => void;
}) {
  const uid = useId();
  const save = useSaveComparison(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RenameComparisonRequest>({
    resolver: zodResolver(renameComparisonRequestSchema),
    defaultValues: { name: '' },
  });

  const submit = handleSubmit(({ name }) => {
    setFormError(null);
    save.mutate(
      { name, propertyIds },
      {
        onSuccess: ({ comparison }) => {
          toast({
            title: SAVED_COMPARISON_TEXT.saved,
            description: SAVE_COMPARISON_TEXT.savedDescription(comparison.name),
          });
          onSaved(comparison.shareId);
        },
        onError: (error) => {
          // a name already used goes under the field; anything else (a listing that just
          // left the market, too many saved) is said above the buttons
          if (applyServerFieldErrors(error, setError, ['name'])) return;
          const { fieldErrors, userMessage } = parseServerError(error);
          setFormError(fieldErrors.propertyIds ?? userMessage);
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <TextField
        id={`${uid}-name`}
        label={SAVE_COMPARISON_TEXT.name}
        hint={SAVE_COMPARISON_TEXT.nameHint}
        required
        maxLength={COMPARISON_NAME_MAX}
        autoComplete="off"
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFormFooter
        submit={SAVE_COMPARISON_TEXT.save}
        pending={save.isPending}
        pendingLabel={SAVE_COMPARISON_TEXT.saving}
        cancel={SAVE_COMPARISON_TEXT.cancel}
      />
    </form>
  );
}

/**
 * Save comparison: a signed-in visitor names the compared listings and keeps them; a visitor
 * who is not signed in is asked to log in or register and comes back to the same selection,
 * with this dialog open.
 */
export function SaveComparisonDialog({
  propertyIds,
  trigger,
  open,
  onOpenChange,
  onSaved,
}: {
  propertyIds: number[];
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (shareId: string) => void;
}) {
  const { userId } = useFavoritesSession();
  const signedIn = typeof userId === 'number';
  const returnTo = `${compareHref(propertyIds)}&${SAVE_AFTER_LOGIN_PARAM}=1`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild disabled={userId === undefined}>
        {trigger}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {signedIn ? SAVE_COMPARISON_TEXT.title : SAVE_COMPARISON_TEXT.signInTitle}
          </DialogTitle>
          <DialogDescription>
            {signedIn ? SAVE_COMPARISON_TEXT.description : SAVE_COMPARISON_TEXT.signIn}
          </DialogDescription>
        </DialogHeader>
        {signedIn ? (
          <SaveForm
            userId={userId}
            propertyIds={propertyIds}
            onSaved={(shareId) => {
              onOpenChange(false);
              onSaved(shareId);
            }}
          />
        ) : (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{SAVE_COMPARISON_TEXT.cancel}</Button>
            </DialogClose>
            <Button asChild>
              <Link href={loginHref(returnTo)}>
                <LogIn aria-hidden="true" />
                {SAVE_COMPARISON_TEXT.signInButton}
              </Link>
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
