import { createContext, lazy, useContext, useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import {
  BellRing,
  Calculator,
  ClipboardCheck,
  Heart,
  Home,
  Info,
  LogIn,
  LogOut,
  Mail,
  Menu,
  Route,
  Shield,
  Sparkles,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { User } from '../../contract/auth';
import { PAGES } from '../../core/page-routes';
import { callerAccess } from '../../core/route-access';
import { Button, buttonVariants } from '../components/ui/button';
import { DeferredDialog } from '../components/ui/deferred-dialog';
import { useUser } from '../features/accounts/api/get-user';
import { useLogout } from '../features/accounts/api/logout';
import { UserAvatar } from '../features/accounts/components/user-avatar';
import { cn } from '../lib/cn';
import { useSiteInfo } from '../lib/site-info';
import { useCoveringHeight } from '../lib/use-covering-height';

type NavItem = {
  label: string;
  icon: LucideIcon;
  href: string;
  /** External links open in a new tab and say so to screen readers. */
  external?: boolean;
  primary?: boolean;
};

/**
 * Every header button is labelled (issue 41: a row of unlabelled icons told a phone visitor
 * nothing). Where the labelled row does not fit beside the team name, the buttons move into a
 * Menu: a visitor's row (about 630 px) from 1024 px, a signed-in one (about 1,100 px, with
 * Favorites, Saved Searches, the user, Logout and Admin) from 1280 px, an agent's (its three
 * work pages in place of Admin) from 1536 px. The classes are written out whole so Tailwind
 * sees them.
 */
const LAYOUT = {
  visitor: { row: 'max-lg:hidden', menu: 'lg:hidden' },
  signedIn: { row: 'max-xl:hidden', menu: 'xl:hidden' },
  agent: { row: 'max-2xl:hidden', menu: '2xl:hidden' },
} as const;

/** Where a button is drawn: in the header's row, or as a line of the Menu. */
type Place = 'row' | 'menu';
const PlaceContext = createContext<Place>('row');

/** A button's look in its place: compact in the row (an admin's row must fit 1280 px), a full line in the menu. */
function usePlaceClass(): string {
  return useContext(PlaceContext) === 'menu' ? 'h-11 w-full justify-start px-3 text-base' : 'px-2';
}

function NavButton({ item }: { item: NavItem }) {
  const place = usePlaceClass();
  const Icon = item.icon;
  const content = (
    <>
      <Icon aria-hidden="true" />
      <span>{item.label}</span>
    </>
  );
  return (
    <Button asChild variant={item.primary ? 'default' : 'ghost'} size="sm" className={place}>
      {item.external ? (
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${item.label} (opens in a new tab)`}
        >
          {content}
        </a>
      ) : (
        <Link href={item.href}>{content}</Link>
      )}
    </Button>
  );
}

const LOGIN_ITEM: NavItem = { label: 'Login', icon: LogIn, href: '/auth', primary: true };
const FAVORITES_ITEM: NavItem = { label: 'Favorites', icon: Heart, href: PAGES.favorites };
const SAVED_SEARCHES_ITEM: NavItem = {
  label: 'Saved Searches',
  icon: BellRing,
  href: PAGES.savedSearches,
};
const ADMIN_ITEM: NavItem = { label: 'Admin', icon: Shield, href: PAGES.admin };
/**
 * An agent's way to their work (issue 41 B): the staff pages, which the admin reaches from the
 * admin panel. The panel itself (the settings) stays the admins'.
 */
const AGENT_ITEMS: NavItem[] = [
  { label: 'Contacts', icon: Users, href: PAGES.adminContacts },
  { label: 'Buyer Files', icon: ClipboardCheck, href: PAGES.adminBfrUpdate },
  { label: 'Showings', icon: Route, href: PAGES.adminShowings },
];

/** Holds the Login button's exact size while the session is checked, so nothing shifts. */
function LoginPlaceholder() {
  const place = usePlaceClass();
  return (
    <span aria-hidden="true" className={cn(buttonVariants({ size: 'sm' }), place, 'invisible')}>
      <LogIn />
      <span>Login</span>
    </span>
  );
}

function SignedInNav({ user }: { user: User }) {
  const inMenu = useContext(PlaceContext) === 'menu';
  const place = usePlaceClass();
  const logout = useLogout();
  const access = callerAccess(user);
  return (
    <>
      {access === 'admin' && <NavButton item={ADMIN_ITEM} />}
      {access === 'staff' && AGENT_ITEMS.map((item) => <NavButton key={item.label} item={item} />)}
      <NavButton item={FAVORITES_ITEM} />
      <NavButton item={SAVED_SEARCHES_ITEM} />
      <span
        className={cn(
          'flex min-w-0 items-center gap-2 px-1 text-sm font-medium',
          inMenu && 'order-first px-3 py-2',
        )}
      >
        <UserAvatar user={user} />
        {/* the row has room for the name from 1536 px; the menu always */}
        <span className={cn('max-w-32 truncate', !inMenu && 'max-2xl:sr-only')}>
          <span className="sr-only">Signed in as </span>
          {user.firstName || user.username}
        </span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        className={place}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOut aria-hidden="true" />
        <span>Logout</span>
      </Button>
    </>
  );
}

function AccountNav() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoginPlaceholder />;
  if (user) return <SignedInNav user={user} />;
  return <NavButton item={LOGIN_ITEM} />;
}

// The Calculator dialog (Radix dialog, tabs and the calculators) is fetched on the first
// click: every page has the button, few visits use it, and it would otherwise be a large
// part of the first download.
const CalculatorDialog = lazy(() =>
  import('../components/calculators/calculator-dialog').then((m) => ({
    default: m.CalculatorDialog,
  })),
);

function CalculatorButtonFace(props: React.ComponentProps<typeof Button>) {
  const place = usePlaceClass();
  return (
    <Button variant="ghost" size="sm" className={place} {...props}>
      <Calculator aria-hidden="true" />
      <span>Calculator</span>
    </Button>
  );
}

/** The header's Calculator button; its dialog's code loads (and the dialog opens) on the first click. */
function CalculatorButton() {
  return (
    <DeferredDialog trigger={<CalculatorButtonFace />}>
      {(trigger) => <CalculatorDialog defaultOpen trigger={trigger} />}
    </DeferredDialog>
  );
}

/** The header's buttons, in the row or as the Menu's lines. */
function NavItems({ items }: { items: NavItem[] }) {
  return (
    <>
      {items.map((item) => (
        <NavButton key={item.label} item={item} />
      ))}
      <CalculatorButton />
      <AccountNav />
    </>
  );
}

/**
 * The Menu of narrower screens (a disclosure: the button says whether it is open). It closes
 * on Escape (focus back on the button), on a click outside the header, and after a
 * navigation. Once opened it stays mounted while hidden, so a dialog opened from it (the
 * Calculator) lives on.
 */
function HeaderMenu({ items, className }: { items: NavItem[]; className: string }) {
  const [location] = useLocation();
  // open at the page it was opened on: a navigation closes it
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const setOpen = (next: boolean) => setOpenAt(next ? location : null);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // a dialog opened from the menu is outside it in the page, but not a click away from it
      if (root.current?.contains(target) || target?.closest('[role="dialog"]')) return;
      setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const Icon = open ? X : Menu;
  return (
    <div
      ref={root}
      className={className}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setMounted(true);
          setOpen(!open);
        }}
      >
        <Icon aria-hidden="true" />
        <span>Menu</span>
      </Button>
      {mounted && (
        <div
          id={panelId}
          hidden={!open}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-card shadow-lg"
        >
          <div className="mx-auto flex max-w-screen-2xl flex-col gap-1 p-3 sm:px-4">
            <PlaceContext.Provider value="menu">
              <NavItems items={items} />
            </PlaceContext.Provider>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Header buttons of the visitor spec: Home, Just Listed, About (external agent site), Contact,
 * the Calculator dialog, Login or Favorites, the user and Logout; for an admin, Admin (/admin);
 * for an agent, Contacts, Buyer Files and Showings.
 */
export function SiteHeader() {
  const { data: site } = useSiteInfo();
  const { data: user } = useUser();
  const access = callerAccess(user ?? null);
  const layout =
    access === 'staff' ? LAYOUT.agent : access === 'public' ? LAYOUT.visitor : LAYOUT.signedIn;
  const teamName = site?.identity.teamName ?? 'Ridgeline';
  // the page scrolls a focused control out from under the header (styles.css)
  const headerRef = useCoveringHeight('--site-header-height');
  const items: NavItem[] = [
    { label: 'Home', icon: Home, href: '/' },
    { label: 'Just Listed', icon: Sparkles, href: '/just-listed' },
    ...(site ? [{ label: 'About', icon: Info, href: site.identity.aboutUrl, external: true }] : []),
    { label: 'Contact', icon: Mail, href: '/new-client-contact' },
  ];

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-2 px-3 sm:px-4">
        {/* the team name wraps to a second line rather than being cut */}
        <Link href="/" className="flex min-w-0 items-center gap-2 rounded-md font-semibold">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="line-clamp-2 text-base leading-tight sm:text-lg">{teamName}</span>
        </Link>
        <nav aria-label="Main" className="flex shrink-0 items-center">
          <div className={cn('flex items-center', layout.row)}>
            <NavItems items={items} />
          </div>
          <HeaderMenu items={items} className={layout.menu} />
        </nav>
      </div>
    </header>
  );
}
