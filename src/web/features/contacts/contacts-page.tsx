import {
  ChevronLeft,
  ChevronRight,
  Flame,
  LayoutGrid,
  List,
  Loader2,
  Search,
  Users,
} from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { User } from '../../../contract/auth';
import { CONTACTS_PAGE_SIZE, type ContactsListReply } from '../../../contract/crm';
import { HOT_LEAD_STAGE, isHotLeadStage } from '../../../core/contact-stages';
import { PAGES } from '../../../core/page-routes';
import { AdminGate } from '../../components/staff/admin-gate';
import { AdminPageHeader } from '../../components/staff/admin-page-header';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useContactsPage } from './api/list-contacts';
import { useContactSearch } from './api/search-contacts';
import { ContactCard } from './components/contact-card';
import { InteractionsDialog, type OpenContact } from './components/interactions-dialog';
import { NewLeads } from './components/new-leads';
import { CONTACTS_TEXT as TEXT } from './contacts-text';
import { useRawSearch } from './use-raw-search';
import { contactsHref, readContactsUrl, type ContactsUrl, type ContactsView } from './contacts-url';

/** The full-screen 'Searching Contacts' overlay, while a search runs. */
function SearchingOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-40 flex items-center justify-center bg-background/75 p-4 backdrop-blur-sm"
    >
      <div className="flex items-center gap-3 rounded-xl border bg-card px-6 py-4 text-lg font-semibold shadow-lg">
        <Loader2 className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {TEXT.searching}
      </div>
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed bg-card px-4 py-12 text-center text-muted-foreground">
      {children}
    </p>
  );
}

function CardsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-52 w-full rounded-xl" />
      ))}
    </div>
  );
}

function ViewToggle({
  view,
  onChange,
}: {
  view: ContactsView;
  onChange: (v: ContactsView) => void;
}) {
  const options = [
    { value: 'grid', label: TEXT.gridView, icon: LayoutGrid },
    { value: 'list', label: TEXT.listView, icon: List },
  ] as const;
  return (
    <div role="group" aria-label={TEXT.view} className="inline-flex rounded-md border p-0.5">
      {options.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          size="sm"
          variant={view === value ? 'secondary' : 'ghost'}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}

function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={TEXT.pagination} className="flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {TEXT.previous}
      </Button>
      <p className="text-sm tabular-nums">{TEXT.pageOf(page, totalPages)}</p>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {TEXT.next}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** What the results line says above the cards: the CRM's total of the list. */
function resultsSummary(reply: ContactsListReply, url: ContactsUrl, hotLeads: boolean): string {
  if (!hotLeads) return TEXT.resultCount(reply.totalInAccount);
  if (url.q) return TEXT.hotLeadSearchCount(reply.totalInAccount, url.q);
  return TEXT.hotLeadCount(reply.totalInAccount);
}

/** What an empty page says: nothing at all, or nothing left on a page past the last. */
function emptyText(reply: ContactsListReply, url: ContactsUrl, hotLeads: boolean): string {
  if (reply.totalInAccount > 0) return TEXT.nothingOnPage;
  if (!hotLeads) return TEXT.noResults(url.q);
  return url.q ? TEXT.noHotLeadsFor(url.q) : TEXT.noHotLeads;
}

/**
 * The search and its results. The URL holds the term, the page and the view; the box holds what
 * is being typed. A hot-leads page lists the Hot Lead contacts without a term, or among a
 * search's matches: the CRM narrows to the stage (`?stage=`), so its pages and total are the
 * hot leads' own.
 */
function ContactsBrowser({ hotLeads, pathname }: { hotLeads: boolean; pathname: string }) {
  const uid = useId();
  const url = readContactsUrl(useRawSearch());
  const [, navigate] = useLocation();
  const go = (next: ContactsUrl, options: { replace?: boolean } = {}) =>
    navigate(contactsHref(pathname, next), options);

  // what is typed belongs to the term it was typed at: Back to another search shows that term
  const [draft, setDraft] = useState({ source: url.q, text: url.q });
  const text = draft.source === url.q ? draft.text : url.q;

  const stage = hotLeads ? HOT_LEAD_STAGE : undefined;
  const searched = useContactSearch(url.q, url.page, CONTACTS_PAGE_SIZE, { stage });
  const listed = useContactsPage(url.page, CONTACTS_PAGE_SIZE, {
    stage,
    enabled: hotLeads && url.q === '',
  });
  const active = url.q ? searched : hotLeads ? listed : null;

  const [open, setOpen] = useState<OpenContact | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setDraft({ source: q, text: q });
    if (q === url.q && url.page === 1) {
      if (q) void searched.refetch();
      return;
    }
    go({ ...url, q, page: 1 });
  };

  let results: ReactNode;
  if (!active) {
    // nothing listed before a term (spec), and under it the new leads (issue 41)
    results = (
      <>
        <Notice>{TEXT.enterTerm}</Notice>
        <NewLeads returnTo={contactsHref(pathname, url)} />
      </>
    );
  } else if (active.error && !active.data) {
    results = (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div className="grid min-w-0 gap-1">
          <h2 className="text-lg font-semibold">{url.q ? TEXT.searchFailed : TEXT.fetchFailed}</h2>
          <p>{TEXT.loadFailed}</p>
          <p className="text-sm break-words">{parseServerError(active.error).message}</p>
        </div>
        <Button variant="outline" className="shrink-0" onClick={() => void active.refetch()}>
          {TEXT.retry}
        </Button>
      </div>
    );
  } else if (!active.data) {
    results = url.q ? (
      <CardsSkeleton />
    ) : (
      <div className="grid gap-4">
        <p role="status" aria-live="polite" className="sr-only">
          {TEXT.loadingHotLeads}
        </p>
        <CardsSkeleton />
      </div>
    );
  } else {
    const reply = active.data;
    // The CRM sent hot leads only; one whose stage was just changed here keeps its place in the
    // cached page (with its new stage) until the page is asked again, so it leaves the list now.
    const contacts = hotLeads
      ? reply.contacts.filter((contact) => isHotLeadStage(contact.stage))
      : reply.contacts;
    results = (
      <section
        aria-labelledby={`${uid}-results`}
        aria-busy={active.isFetching}
        className="grid gap-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${uid}-results`} className="text-sm text-muted-foreground">
            {resultsSummary(reply, url, hotLeads)}
          </h2>
          <ViewToggle
            view={url.view}
            onChange={(view) => go({ ...url, view }, { replace: true })}
          />
        </div>
        {active.error && (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {url.q ? TEXT.searchFailed : TEXT.fetchFailed}: {parseServerError(active.error).message}
          </p>
        )}
        {contacts.length === 0 ? (
          <Notice>{emptyText(reply, url, hotLeads)}</Notice>
        ) : (
          <ul
            className={cn(
              'grid grid-cols-1 gap-4',
              url.view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'gap-3',
            )}
            data-view={url.view}
          >
            {contacts.map((contact) => (
              <li key={contact.id} className="min-w-0">
                <ContactCard
                  contact={contact}
                  view={url.view}
                  onOpen={(opener) => setOpen({ contact, knownAt: active.dataUpdatedAt, opener })}
                />
              </li>
            ))}
          </ul>
        )}
        {/* also on a page past the last (a bookmark, or leads moved on), to get back */}
        {(reply.totalPages > 1 || url.page > 1) && (
          <Pagination
            page={url.page}
            totalPages={reply.totalPages}
            onPage={(page) => go({ ...url, page })}
          />
        )}
      </section>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <form role="search" onSubmit={submit} className="grid gap-2">
        <Label htmlFor={`${uid}-q`}>{TEXT.searchLabel}</Label>
        <div className="flex gap-2">
          <Input
            id={`${uid}-q`}
            type="search"
            value={text}
            onChange={(event) => setDraft({ source: url.q, text: event.target.value })}
            placeholder={TEXT.searchPlaceholder}
            aria-describedby={`${uid}-hint`}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className="min-w-0 flex-1"
          />
          <Button type="submit" className="shrink-0">
            <Search aria-hidden="true" />
            {TEXT.searchButton}
          </Button>
        </div>
        <p id={`${uid}-hint`} className="text-sm text-muted-foreground">
          {TEXT.searchHint}
        </p>
      </form>

      {results}

      {url.q !== '' && searched.isFetching && <SearchingOverlay />}

      <InteractionsDialog
        open={open}
        onClose={() => setOpen(null)}
        returnTo={contactsHref(pathname, url)}
      />
    </div>
  );
}

/** Links between the whole list and the hot leads. */
function ListsNav({ hotLeads }: { hotLeads: boolean }) {
  const links = [
    { href: PAGES.adminContacts, label: TEXT.allContactsNav, icon: Users, current: !hotLeads },
    { href: PAGES.adminHotLeads, label: TEXT.hotLeadsNav, icon: Flame, current: hotLeads },
  ];
  return (
    <nav aria-label={TEXT.sectionsNav} className="mb-6 flex flex-wrap gap-2">
      {links.map(({ href, label, icon: Icon, current }) => (
        <Button key={href} asChild size="sm" variant={current ? 'secondary' : 'ghost'}>
          <Link href={href} aria-current={current ? 'page' : undefined}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
    </nav>
  );
}

/**
 * The contacts list (back-office spec section 2) at /admin/contacts, /contacts and /leads, and
 * filtered to the Hot Lead stage at /admin/hot-leads and /hot-leads (`hotLeads`). `user` is the
 * session: undefined while it is checked, null for a visitor who is not signed in.
 */
export function ContactsPage({
  user,
  hotLeads = false,
}: {
  user: User | null | undefined;
  hotLeads?: boolean;
}) {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  const title = hotLeads ? TEXT.hotLeadsTitle : TEXT.title;
  useDocumentTitle(`${title} | ${teamName}`);
  const [pathname] = useLocation();
  const search = useRawSearch();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <AdminPageHeader
        title={title}
        description={hotLeads ? TEXT.hotLeadsDescription : TEXT.description}
        access="staff"
        className="mb-4"
      />
      <ListsNav hotLeads={hotLeads} />
      <AdminGate
        user={user}
        path={search ? `${pathname}?${search}` : pathname}
        texts={TEXT}
        access="staff"
        loading={
          <div role="status" aria-live="polite">
            <span className="sr-only">{TEXT.loading}</span>
            <CardsSkeleton />
          </div>
        }
      >
        {() => <ContactsBrowser hotLeads={hotLeads} pathname={pathname} />}
      </AdminGate>
    </div>
  );
}
