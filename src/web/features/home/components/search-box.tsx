import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../../../../contract/search-suggestions';
import type { KnownPlace } from '../../../../core/search-interpreter';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type * as Suggestions from './search-suggestions';
import type { SuggestionSource } from './search-suggestions';

type SuggestionsModule = typeof Suggestions;
// the list and its fetcher load when the box is first focused: not in the first view
const loadSuggestions = () => import('./search-suggestions');

/** The streets and subdivisions the suggestions named: what tells 'Fossil Creek' from words. */
export function knownPlacesOf(suggestions: readonly SearchSuggestion[]): KnownPlace[] {
  return suggestions.flatMap((s) =>
    s.kind === 'street' || s.kind === 'subdivision' ? [{ kind: s.kind, name: s.label }] : [],
  );
}

/**
 * The hero's search box (issue 40): a WAI-ARIA combobox that suggests towns, ZIP codes,
 * streets, subdivisions and MLS numbers as the visitor types (arrows move, Enter picks,
 * Escape closes), and searches whatever was typed on Enter (read by core/search-interpreter).
 */
export function SearchBox({
  value,
  onChange,
  onSearch,
  onPick,
  onFocus,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The typed text, with the places the suggestions named for it. */
  onSearch: (value: string, places: KnownPlace[]) => void;
  /** A suggestion chosen from the list. */
  onPick: (suggestion: SearchSuggestion) => void;
  /** The box was focused: what a search needs can start loading. */
  onFocus?: () => void;
  /** The admin's 'search bar auto-focus' (UI Settings): the cursor waits in the box. */
  autoFocus?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const listId = `${useId()}-suggestions`;
  const [suggestions, setSuggestions] = useState<SuggestionsModule | null>(null);
  const source = useRef<SuggestionSource | null>(null);
  const typed = useRef(value);
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // the text the suggestions are for (a reply for an older text is dropped)
  useEffect(() => {
    typed.current = value;
  }, [value]);

  // in an effect, not the autoFocus attribute: the server renders the markup, and focusing
  // must not scroll a visitor who has already moved down the page
  useEffect(() => {
    if (autoFocus && document.activeElement === document.body && window.scrollY === 0) {
      input.current?.focus({ preventScroll: true });
    }
  }, [autoFocus]);
  useEffect(() => () => source.current?.cancel(), []);

  const prepare = () => {
    if (source.current) return;
    void loadSuggestions().then((module) => {
      if (source.current) return;
      source.current = module.createSuggestionSource((text, list) => {
        if (text !== typed.current) return;
        setItems(list);
        setActive(-1);
      });
      setSuggestions(module);
      if (typed.current.trim()) source.current.request(typed.current);
    });
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: SearchSuggestion) => {
    close();
    onPick(suggestion);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    onSearch(value, knownPlacesOf(items));
  };
  const expanded = open && items.length > 0 && suggestions !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((at) => (at === -1 && step === -1 ? count - 1 : (at + step + count) % count));
        return;
      }
      case 'Enter':
        if (expanded && active >= 0 && items[active]) {
          event.preventDefault();
          pick(items[active]);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  return (
    <form
      role="search"
      aria-label="Listings"
      onSubmit={submit}
      className="relative flex w-full gap-2"
    >
      <label htmlFor="home-search-box" className="sr-only">
        Search by town, address, ZIP, MLS number, or describe the home
      </label>
      <div className="relative min-w-0 flex-1">
        <Input
          ref={input}
          id="home-search-box"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={
            expanded && active >= 0 && suggestions
              ? suggestions.suggestionOptionId(listId, active)
              : undefined
          }
          enterKeyHint="search"
          autoComplete="off"
          placeholder="Enter MLS, address, city, or ZIP"
          value={value}
          onFocus={() => {
            prepare();
            onFocus?.();
          }}
          onPointerEnter={prepare}
          onChange={(event) => {
            onChange(event.target.value);
            typed.current = event.target.value;
            setOpen(true);
            source.current?.request(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="h-12 min-w-0 flex-1 bg-white text-base text-slate-900 placeholder:text-slate-600 md:text-base"
        />
        {expanded && suggestions && (
          <suggestions.SuggestionList
            id={listId}
            suggestions={items}
            activeIndex={active}
            onPick={pick}
            onHover={setActive}
          />
        )}
        <p role="status" className="sr-only">
          {expanded
            ? `${items.length} suggestion${items.length === 1 ? '' : 's'}: use the arrow keys to choose`
            : ''}
        </p>
      </div>
      <Button
        type="submit"
        variant="brand"
        size="lg"
        className="h-12 shrink-0 max-sm:w-12 max-sm:px-0"
      >
        <Search aria-hidden="true" />
        {/* Icon only on phones, so the placeholder has room. */}
        <span className="max-sm:sr-only">Search</span>
      </Button>
    </form>
  );
}
