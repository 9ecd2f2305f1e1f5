import { Home } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { messageText } from '../../../../core/spec-messages';

/** A listing that does not exist, left the MLS or may not be shown (404), or a malformed id (400). */
export function PropertyNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">{messageText('screen.propertyNotFound')}</h1>
      <p className="mt-2 text-slate-700">
        This listing may have sold or been removed from the market, or the link is not right.
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
