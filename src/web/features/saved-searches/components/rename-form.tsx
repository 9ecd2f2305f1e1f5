import { useId, useState } from 'react';
import { savedSearchNameSchema, type SavedSearch } from '../../../../contract/saved-searches';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXT } from '../../../../core/saved-searches';
import { describedBy, FieldHint, FieldMessage } from '../../../components/forms/field-message';
import { useUpdateSavedSearch } from '../../../components/saved-searches/api/saved-searches';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { parseServerError } from '../../../lib/server-error';
import { SAVED_SEARCHES_TEXT as TEXT } from '../saved-searches-text';

/**
 * A saved search's name in place of its title: Enter (or Save) saves it, Escape (or Cancel)
 * leaves it as it was. A refused name (empty, too long, one the visitor already has) is said
 * under the field and stays editable.
 */
export function RenameForm({
  userId,
  search,
  onDone,
}: {
  userId: number;
  search: SavedSearch;
  onDone: () => void;
}) {
  const id = useId();
  const update = useUpdateSavedSearch(userId);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>(undefined);

  const save = () => {
    const checked = savedSearchNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    if (checked.data === search.name) {
      onDone();
      return;
    }
    update.mutate(
      { id: search.id, changes: { name: checked.data } },
      {
        onSuccess: () => {
          toast({ title: SAVED_SEARCH_TEXT.renamed });
          onDone();
        },
        onError: (failure) => {
          const { fieldErrors, userMessage } = parseServerError(failure);
          if (fieldErrors.name) setError(fieldErrors.name);
          else
            toast({ variant: 'destructive', title: TEXT.renameFailed, description: userMessage });
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Label htmlFor={id}>{TEXT.name}</Label>
      <Input
        id={id}
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onDone();
        }}
        {...describedBy(id, error, true)}
      />
      <FieldHint fieldId={id} hint={TEXT.renameHint} />
      <FieldMessage fieldId={id} message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={update.isPending} aria-busy={update.isPending}>
          {update.isPending ? TEXT.saving : TEXT.save}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
