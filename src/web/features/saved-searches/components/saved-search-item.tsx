import { Pencil, Search, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SavedSearch } from '../../../../contract/saved-searches';
import { formatDate } from '../../../../core/date-time-format';
import { savedSearchHref } from '../../../../core/saved-searches';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SAVED_SEARCHES_TEXT as TEXT } from '../saved-searches-text';
import { FrequencySelect } from './frequency-select';
import { RenameForm } from './rename-form';

/** 'Saved Nov 05, 2026 · last alert Nov 06, 2026'. */
function datesOf(search: SavedSearch): string {
  const saved = formatDate(search.createdAt);
  const sent = search.lastSentAt ? formatDate(search.lastSentAt) : null;
  return [saved ? TEXT.savedOn(saved) : null, sent ? TEXT.lastAlert(sent) : null]
    .filter(Boolean)
    .join(' · ');
}

/** True when two texts read the same, spaces and letter case aside. */
function sameWords(a: string, b: string): boolean {
  const words = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return words(a) === words(b);
}

/**
 * One saved search: its name (renamed in place), the filters in words, how often it e-mails
 * (saved on change), Run (the home page with its filters) and Delete (after a confirmation).
 */
export function SavedSearchItem({
  userId,
  search,
  deleting,
  onDelete,
}: {
  userId: number;
  search: SavedSearch;
  deleting: boolean;
  onDelete: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // back from renaming, the keyboard returns to Rename
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  return (
    <li
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      data-testid="saved-search"
    >
      <div className="min-w-0">
        {renaming ? (
          <RenameForm userId={userId} search={search} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="text-lg leading-tight font-semibold break-words">{search.name}</h2>
        )}
        {/* A search saved under the name the dialog suggests is named by its summary: printing
            both would show the same words twice. A name cut short ('Payson · … …') differs, so
            its summary still shows the filters in full. */}
        {!sameWords(search.name, search.summary) && (
          <p className="mt-1 text-sm break-words" data-testid="saved-search-summary">
            {search.summary}
          </p>
        )}
        <p className="mt-1 text-xs text-muted-foreground">{datesOf(search)}</p>
      </div>
      <div className="flex min-w-0 flex-wrap items-start gap-2 sm:max-w-md sm:justify-end">
        <FrequencySelect userId={userId} search={search} />
        <div className="flex flex-wrap gap-1 sm:pt-6">
          <Button asChild size="sm">
            <Link href={savedSearchHref(search.query)}>
              <Search aria-hidden="true" />
              {TEXT.run} <span className="sr-only">{search.name}</span>
            </Link>
          </Button>
          <Button
            ref={renameButton}
            variant="ghost"
            size="sm"
            disabled={renaming}
            onClick={() => setRenaming(true)}
          >
            <Pencil aria-hidden="true" />
            {TEXT.rename} <span className="sr-only">{search.name}</span>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-destructive" disabled={deleting}>
                <Trash2 aria-hidden="true" />
                {TEXT.delete} <span className="sr-only">{search.name}</span>
              </Button>
            }
            title={TEXT.deleteTitle}
            description={TEXT.deleteDescription(search.name)}
            cancel={TEXT.cancel}
            confirm={TEXT.delete}
            onConfirm={onDelete}
          />
        </div>
      </div>
    </li>
  );
}
