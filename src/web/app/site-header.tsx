import { Home, Info, LogIn, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { useSiteInfo } from '../lib/site-info';

/** Header buttons of the visitor spec: Home, About (external agent site), Contact, Login. */
export function SiteHeader() {
  const { data: site } = useSiteInfo();
  const teamName = site?.identity.teamName ?? 'Ridgeline';

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4">
        <Link href="/" className="flex min-w-0 items-center gap-2 rounded-md font-semibold">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
          <span className="truncate text-base sm:text-lg">{teamName}</span>
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link href="/" aria-label="Home">
              <Home aria-hidden="true" />
              <span className="max-sm:sr-only">Home</span>
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a
              href={site?.identity.aboutUrl ?? '#'}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="About (opens in a new tab)"
            >
              <Info aria-hidden="true" />
              <span className="max-sm:sr-only">About</span>
            </a>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link href="/new-client-contact" aria-label="Contact">
              <Mail aria-hidden="true" />
              <span className="max-sm:sr-only">Contact</span>
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link href="/auth" aria-label="Login">
              <LogIn aria-hidden="true" />
              <span className="max-sm:sr-only">Login</span>
            </Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
