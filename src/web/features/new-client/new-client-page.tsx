import { useSearch } from 'wouter';
import { parseListingId } from '../../../core/listing-id';
import { newClientTitle } from '../../../core/page-titles';
import { cn } from '../../lib/cn';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NewClientForm } from './components/new-client-form';
import { useTypedText } from './use-typed-text';

export const NEW_CLIENT_TITLE = 'New Client Registration';
export const NEW_CLIENT_SUBTITLE =
  "Tell us about your real estate goals and we'll help you find the right home in Arizona's mountain towns.";

/** `?property=<id>`: the listing whose Contact Agent link led here, when it is a valid id. */
export function propertyIdOf(search: string): number | undefined {
  return parseListingId(new URLSearchParams(search).get('property')) ?? undefined;
}

/** The header line, typed out; screen readers get the whole sentence at once. */
function TypedSubtitle({ text }: { text: string }) {
  const { typed, rest, cursorVisible } = useTypedText(text);
  return (
    <p className="mt-3 max-w-2xl text-base text-slate-200 sm:text-lg">
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-testid="typed-subtitle">
        {typed}
        <span
          data-testid="typing-cursor"
          className={cn(
            'ml-px inline-block h-[1.1em] w-0.5 translate-y-[0.15em] bg-current motion-safe:animate-pulse',
            !cursorVisible && 'invisible',
          )}
        />
        {/* the rest keeps its place, so the header does not grow while the line types */}
        <span className="invisible">{rest}</span>
      </span>
    </p>
  );
}

/** /contact, /new-client and /new-client-contact: the standalone new-client form. */
export function NewClientPage() {
  const propertyId = propertyIdOf(useSearch());
  const identity = useSiteInfo().data?.identity;

  // The server writes the first load's head (seo/structured-data.ts newClientHead); this gives
  // the tab the same title after an in-app navigation.
  const title = identity ? newClientTitle(identity) : null;
  useDocumentTitle(title);

  return (
    <div>
      <header className="bg-slate-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{NEW_CLIENT_TITLE}</h1>
          <TypedSubtitle text={NEW_CLIENT_SUBTITLE} />
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        <NewClientForm {...(propertyId ? { propertyId } : {})} />
      </div>
    </div>
  );
}
