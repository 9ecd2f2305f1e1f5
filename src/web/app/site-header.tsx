import { Home, Info, LogIn, Mail, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { useSiteInfo } from '../lib/site-info';

type NavItem = {
  label: string;
  icon: LucideIcon;
  href: string;
  /** External links open in a new tab and say so to screen readers. */
  external?: boolean;
  primary?: boolean;
};

function NavButton({ item }: { item: NavItem }) {
  const Icon = item.icon;
  const content = (
    <>
      <Icon aria-hidden="true" />
      {/* On phones the nav shows icons only; the label stays for screen readers. */}
      <span className="max-sm:sr-only">{item.label}</span>
    </>
  );
  return (
    <Button asChild variant={item.primary ? 'default' : 'ghost'} size="sm">
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

/** Header buttons of the visitor spec: Home, About (external agent site), Contact, Login. */
export function SiteHeader() {
  const { data: site } = useSiteInfo();
  const teamName = site?.identity.teamName ?? 'Ridgeline';
  const items: NavItem[] = [
    { label: 'Home', icon: Home, href: '/' },
    ...(site ? [{ label: 'About', icon: Info, href: site.identity.aboutUrl, external: true }] : []),
    { label: 'Contact', icon: Mail, href: '/new-client-contact' },
    { label: 'Login', icon: LogIn, href: '/auth', primary: true },
  ];

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4">
        <Link href="/" className="flex min-w-0 items-center gap-2 rounded-md font-semibold">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="truncate text-base sm:text-lg">{teamName}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          {items.map((item) => (
            <NavButton key={item.label} item={item} />
          ))}
        </nav>
      </div>
    </header>
  );
}
