import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { BFR_UPDATE_TEXT as TEXT } from './bfr-update-text';

/**
 * Search by name or by e-mail (back-office spec section 2): typing in one box clears the other,
 * and Search (or Enter) needs something besides spaces.
 */
export function BfrSearchForm({
  busy,
  onSearch,
}: {
  busy: boolean;
  onSearch: (nameOrEmail: string) => void;
}) {
  const uid = useId();
  const [typed, setTyped] = useState({ name: '', email: '' });
  const term = (typed.name || typed.email).trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term) onSearch(term);
  };

  return (
    <form
      role="search"
      aria-labelledby={`${uid}-title`}
      onSubmit={submit}
      // a part of an address ('harper@') is a fine search: no browser check of the e-mail box
      noValidate
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        {TEXT.searchTitle}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${uid}-name`}>{TEXT.searchByName}</Label>
          <Input
            id={`${uid}-name`}
            value={typed.name}
            onChange={(event) => setTyped({ name: event.target.value, email: '' })}
            placeholder={TEXT.namePlaceholder}
            aria-describedby={`${uid}-hint`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${uid}-email`}>{TEXT.searchByEmail}</Label>
          <Input
            id={`${uid}-email`}
            type="email"
            inputMode="email"
            value={typed.email}
            onChange={(event) => setTyped({ name: '', email: event.target.value })}
            placeholder={TEXT.emailPlaceholder}
            aria-describedby={`${uid}-hint`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
          />
        </div>
        <Button type="submit" disabled={!term} aria-busy={busy || undefined} className="sm:w-32">
          <Search aria-hidden="true" />
          {busy ? TEXT.searching : TEXT.searchButton}
        </Button>
      </div>
      <p id={`${uid}-hint`} className="text-sm text-muted-foreground">
        {TEXT.searchHint}
      </p>
    </form>
  );
}
