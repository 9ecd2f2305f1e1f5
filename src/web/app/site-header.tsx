import { createContext, lazy, useContext } from 'react';
import type * as React from 'react';
import {
  BellRing,
  Calculator,
  Heart,
  Home,
  Info,
  LogIn,
  LogOut,
  Mail,
  Shield,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../contract/auth';
import { PAGES } from '../../core/page-routes';
import { Button, buttonVariants } from '../components/ui/button';
import { DeferredDialog } from '../components/ui/deferred-dialog';
import { useUser } from '../features/accounts/api/get-user';
import { useLogout } from '../features/accounts/api/logout';
import { UserAvatar } from '../features/accounts/components/user-avatar';
import { cn } from '../lib/cn';
import { useSiteInfo } from '../lib/site-info';

type NavItem = {
  label: string;
  icon: LucideIcon;
  href: string;
  /** External links open in a new tab and say so to screen readers. */
  external?: boolean;
  primary?: boolean;
};

/**
 * Narrow screens show the header buttons as icons (the label stays for screen readers). A
 * signed-in header has more buttons (Favorites, Saved Searches, the user, Logout, Admin), so
 * its labels appear from 1280 px (an admin's labelled header is about 1,200 px wide); a
 * visitor's from 768 px. Below that the buttons are narrower too, so the header fits 390 px
 * with its logo.
 */
const COMPACT_BELOW = {
  md: { label: 'max-md:sr-only', button: 'max-md:px-2' },
  xl: { label: 'max-xl:sr-only', button: 'max-xl:px-2' },
} as const;
const HeaderWidth = createContext<keyof typeof COMPACT_BELOW>('md');
const useCompact = () => COMPACT_BELOW[useContext(HeaderWidth)];

function NavButton({ item }: { item: NavItem }) {
  const compact = useCompact();
  const Icon = item.icon;
  const content = (
    <>
      <Icon aria-hidden="true" />
      {/* On phones the nav shows icons only; the label stays for screen readers. */}
      <span className={compact.label}>{item.label}</span>
    </>
  );
  return (
    <Button
      asChild
      variant={item.primary ? 'default' : 'ghost'}
      size="sm"
      className={compact.button}
    >
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
        <Link href={item.href} aria-label={item.label}>
          {content}
        </Link>
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

/** Holds the Login button's exact size while the session is checked, so nothing shifts. */
function LoginPlaceholder() {
  const compact = useCompact();
  return (
    <span
      aria-hidden="true"
      className={cn(buttonVariants({ size: 'sm' }), compact.button, 'invisible')}
    >
      <LogIn />
      <span className={compact.label}>Login</span>
    </span>
  );
}

function SignedInNav({ user }: { user: User }) {
  const compact = useCompact();
  const logout = useLogout();
  return (
    <>
      {user.isAdmin && <NavButton item={ADMIN_ITEM} />}
      <NavButton item={FAVORITES_ITEM} />
      <NavButton item={SAVED_SEARCHES_ITEM} />
      <span className="flex min-w-0 items-center gap-2 px-1 text-sm font-medium">
        <UserAvatar user={user} />
        <span className={`max-w-32 truncate ${compact.label}`}>
          <span className="sr-only">Signed in as </span>
          {user.firstName || user.username}
        </span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        className={compact.button}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOut aria-hidden="true" />
        <span className={compact.label}>Logout</span>
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
  const compact = useCompact();
  return (
    <Button variant="ghost" size="sm" className={compact.button} {...props}>
      <Calculator aria-hidden="true" />
      <span className={compact.label}>Calculator</span>
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

/**
 * Header buttons of the visitor spec: Home, Just Listed, About (external agent site), Contact,
 * the Calculator dialog, Login or Favorites, the user and Logout; for an admin, Admin (/admin).
 */
export function SiteHeader() {
  const { data: site } = useSiteInfo();
  const signedIn = Boolean(useUser().data);
  const teamName = site?.identity.teamName ?? 'Ridgeline';
  const items: NavItem[] = [
    { label: 'Home', icon: Home, href: '/' },
    { label: 'Just Listed', icon: Sparkles, href: '/just-listed' },
    ...(site ? [{ label: 'About', icon: Info, href: site.identity.aboutUrl, external: true }] : []),
    { label: 'Contact', icon: Mail, href: '/new-client-contact' },
  ];

  return (
    <HeaderWidth.Provider value={signedIn ? 'xl' : 'md'}>
      <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4">
          <Link href="/" className="flex min-w-0 items-center gap-2 rounded-md font-semibold">
            <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
            <span className="truncate text-base sm:text-lg">{teamName}</span>
          </Link>
          {/* no gaps on phones: an admin's header has nine icon buttons and still fits 390 px */}
          <nav aria-label="Main" className="flex items-center gap-1 max-sm:gap-0">
            {items.map((item) => (
              <NavButton key={item.label} item={item} />
            ))}
            <CalculatorButton />
            <AccountNav />
          </nav>
        </div>
      </header>
    </HeaderWidth.Provider>
  );
}
