import { Home, RotateCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageText } from '../../../../core/spec-messages';

/** The page's shape while the comparison loads, with the spec's loading text. */
export function ComparisonLoading({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mx-auto max-w-7xl px-4 py-6">
      <Skeleton className="h-9 w-72 max-w-full" />
      <p className="mt-2 text-lg text-slate-700">{text}</p>
      <Skeleton className="mt-6 h-40 w-full rounded-xl" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-48 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** A link-styled way out of a state screen: home, or back to the property search. */
export function ExitLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild className="mt-8">
      <Link href={href}>
        {href === '/' ? <Home aria-hidden="true" /> : <Search aria-hidden="true" />}
        {children}
      </Link>
    </Button>
  );
}

/** A whole-page message: invalid id, unknown listing. */
export function ComparisonMessage({
  title,
  children,
  exit,
}: {
  title: string;
  children: ReactNode;
  exit: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <div className="mt-2 text-slate-700">{children}</div>
      {exit}
    </div>
  );
}

/** The comparison could not be loaded: the spec's title, a message, a retry and a way out. */
export function ComparisonFailure({
  message,
  detail,
  exit,
  onRetry,
}: {
  message: string;
  detail: string;
  exit: ReactNode;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-2xl font-semibold text-red-900">
          {messageText('screen.comparisonFailed')}
        </h1>
        <p className="mt-2 text-red-900">{message}</p>
        <p className="mt-1 text-sm text-red-900">{detail}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
      <div className="flex justify-center">{exit}</div>
    </div>
  );
}
