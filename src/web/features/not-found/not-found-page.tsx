import { Home } from 'lucide-react';
import { Link } from 'wouter';
import { PAGE_TITLES, teamTitle } from '../../../core/page-titles';
import { messageText } from '../../../core/spec-messages';
import { useSiteTitle } from '../../lib/use-document-title';
import { Button } from '../../components/ui/button';

/**
 * Any unknown path (visitor spec section 2). The server also answers these with a 404 status.
 * The heading reads '404 Page Not Found' (the back-office spec's words), its second line
 * 'Page Not Found' (the visitor spec's); not-found-page.test.tsx checks both.
 */
export function NotFoundPage() {
  // the server's 404 title, also after an in-app navigation to a page that does not exist
  useSiteTitle((identity) => teamTitle(PAGE_TITLES.notFound, identity));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="flex flex-col items-center">
        <span className="text-6xl font-bold text-slate-500">404</span>{' '}
        <span className="mt-4 text-3xl font-semibold">{messageText('screen.pageNotFound')}</span>
      </h1>
      <p className="mt-2 text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link href="/">
          <Home aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </div>
  );
}
