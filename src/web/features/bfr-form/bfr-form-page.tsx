import { AlertTriangle, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { parseServerError } from '../../lib/server-error';
import { useSiteInfo } from '../../lib/site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBfrFormContact } from './api/get-bfr-form-contact';
import { BfrClientForm } from './bfr-client-form';
import { BFR_FORM_TEXT as TEXT } from './bfr-form-text';
import { contactIdOf } from './bfr-form-url';

/** Why the file is not shown: a titled panel, with what the client can do. */
function Notice({
  title,
  children,
  tone = 'neutral',
  action,
}: {
  title?: string;
  children: ReactNode;
  tone?: 'neutral' | 'warning';
  action?: ReactNode;
}) {
  const Icon = tone === 'warning' ? Lock : AlertTriangle;
  return (
    <section
      aria-label={title}
      className={
        tone === 'warning'
          ? 'grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6'
          : 'grid gap-3 rounded-xl border bg-card p-5 text-card-foreground sm:p-6'
      }
    >
      {title && (
        <h2 className="flex items-start gap-2 text-lg font-semibold">
          <Icon className="mt-1 size-5 shrink-0" aria-hidden="true" />
          {title}
        </h2>
      )}
      <p className="text-base leading-relaxed">{children}</p>
      {action}
    </section>
  );
}

/** The file of the link's contact, or why it is not shown. */
function BfrFormBody({ contactId }: { contactId: number | null }) {
  const file = useBfrFormContact(contactId);

  if (contactId === null) {
    return (
      <Notice title={undefined} tone="warning">
        {TEXT.noContact}
      </Notice>
    );
  }
  if (file.data) {
    // opened once per contact: a save hands the saved file to the open form itself
    return <BfrClientForm key={file.data.contact.id} reply={file.data} />;
  }
  if (file.error) {
    const { status, serverMessage } = parseServerError(file.error);
    if (status === 401 || status === 403) {
      return (
        <Notice title={TEXT.noAccessTitle} tone="warning">
          {TEXT.noAccess}
        </Notice>
      );
    }
    if (status === 404) {
      return <Notice title={TEXT.notFoundTitle}>{TEXT.notFound}</Notice>;
    }
    return (
      <Notice
        title={TEXT.loadFailedTitle}
        action={
          <Button
            variant="outline"
            className="h-11 justify-self-start"
            disabled={file.isFetching}
            onClick={() => void file.refetch()}
          >
            {TEXT.retry}
          </Button>
        }
      >
        {serverMessage && status !== null && status < 500 ? serverMessage : TEXT.loadFailed}
      </Notice>
    );
  }
  return (
    <div className="grid gap-4">
      <p role="status" aria-live="polite" className="text-muted-foreground">
        {TEXT.loading}
      </p>
      <div aria-hidden="true" className="grid gap-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/**
 * /bfr-form?contactId={id} (or ?contact={id}): the client's buyer file requirements (back-office
 * spec section 2, BFR client form). Public: the server answers the file only to the browser the
 * client's BFR link (/bfr/{id}) granted. Nothing of the file is rendered on the server.
 */
export function BfrFormPage() {
  const teamName = useSiteInfo().data?.identity.teamName ?? 'Ridgeline';
  useDocumentTitle(`${TEXT.documentTitle} | ${teamName}`);
  const contactId = contactIdOf(useSearch());

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{TEXT.title}</h1>
      <BfrFormBody contactId={contactId} />
    </div>
  );
}
