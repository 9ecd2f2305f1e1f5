import { Search } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The hero's single search box: MLS number, address, city or ZIP (parsed by the page). */
export function SearchBox({
  value,
  onChange,
  onSearch,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  /** The admin's 'search bar auto-focus' (UI Settings): the cursor waits in the box. */
  autoFocus?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  // in an effect, not the autoFocus attribute: the server renders the markup, and focusing
  // must not scroll a visitor who has already moved down the page
  useEffect(() => {
    if (autoFocus && document.activeElement === document.body && window.scrollY === 0) {
      input.current?.focus({ preventScroll: true });
    }
  }, [autoFocus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" aria-label="Listings" onSubmit={submit} className="flex w-full gap-2">
      <label htmlFor="home-search-box" className="sr-only">
        Search by MLS number, address, city, or ZIP
      </label>
      <Input
        ref={input}
        id="home-search-box"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Enter MLS, address, city, or ZIP"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 min-w-0 flex-1 bg-white text-base text-slate-900 placeholder:text-slate-600 md:text-base"
      />
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
