import { useId, useState } from 'react';
import type { SavedSearch } from '../../../../contract/saved-searches';
import {
  frequencyOf,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_TEXT,
  type SavedSearchFrequency,
} from '../../../../core/saved-searches';
import { useUpdateSavedSearch } from '../../../components/saved-searches/api/saved-searches';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { parseServerError } from '../../../lib/server-error';
import { SAVED_SEARCHES_TEXT as TEXT } from '../saved-searches-text';

/**
 * How often a saved search e-mails its new listings, saved as soon as another is chosen; the
 * choice shows while it is being saved, and the saved one again if the save fails.
 */
export function FrequencySelect({ userId, search }: { userId: number; search: SavedSearch }) {
  const id = useId();
  const update = useUpdateSavedSearch(userId);
  const [choosing, setChoosing] = useState<SavedSearchFrequency | null>(null);
  const value = choosing ?? search.frequency;

  const change = (next: string) => {
    const frequency = frequencyOf(next).value;
    if (frequency === search.frequency) return;
    setChoosing(frequency);
    update.mutate(
      { id: search.id, changes: { frequency } },
      {
        onSuccess: () =>
          toast({
            title: SAVED_SEARCH_TEXT.frequencyChanged,
            description: TEXT.frequencyChangedDescription(
              search.name,
              frequencyOf(frequency).label,
            ),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: TEXT.frequencyFailed,
            description: parseServerError(error).userMessage,
          }),
        onSettled: () => setChoosing(null),
      },
    );
  };

  return (
    <div className="grid w-full gap-1.5 sm:w-44">
      <Label htmlFor={id}>
        {TEXT.frequency} <span className="sr-only">for {search.name}</span>
      </Label>
      <Select value={value} onValueChange={change} disabled={update.isPending}>
        <SelectTrigger id={id} aria-describedby={`${id}-hint`} aria-busy={update.isPending}>
          {/* the label given, not read from the items: those mount only in the browser, so a
              server-rendered page would show an empty box until the app starts */}
          <SelectValue>{frequencyOf(value).label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {SAVED_SEARCH_FREQUENCIES.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {frequencyOf(value).help}
      </p>
    </div>
  );
}
