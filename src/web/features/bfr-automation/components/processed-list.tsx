import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../../core/date-time-format';
import { useProcessedContacts } from '../api/get-processed-contacts';
import { BFR_AUTOMATION_TEXT as TEXT } from '../bfr-automation-text';
import { CardLoadError, CardSkeleton } from '../../../components/staff/load-state';

/** The newest contacts the automation handled (e-mail, else name) and how many in all. */
export function ProcessedList() {
  const processed = useProcessedContacts();

  let body;
  if (processed.data) {
    const { contacts, total } = processed.data;
    body =
      contacts.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          {TEXT.noneProcessed}
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {contacts.map((contact) => (
              <li
                key={`${contact.contactId}-${contact.processedAt}`}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm"
              >
                <span className="min-w-0 font-medium break-all">
                  {contact.contactEmail || contact.contactName || `#${contact.contactId}`}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                  {!contact.bfrLinkGenerated && (
                    <Badge className="border-transparent bg-amber-100 text-amber-900">
                      {TEXT.linkPending}
                    </Badge>
                  )}
                  <Badge variant="outline">
                    {contact.source === 'webhook' ? TEXT.viaWebhook : TEXT.viaMonitor}
                  </Badge>
                  <time dateTime={contact.processedAt}>
                    {formatDateTime(contact.processedAt) ?? contact.processedAt}
                  </time>
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{TEXT.totalProcessed(total)}</p>
        </>
      );
  } else if (processed.error) {
    body = (
      <CardLoadError
        title={TEXT.processedErrorTitle}
        error={processed.error}
        retrying={processed.isFetching}
        onRetry={() => void processed.refetch()}
      />
    );
  } else {
    body = <CardSkeleton lines={3} />;
  }

  return (
    <div className="grid gap-2 border-t pt-4">
      <h3 className="font-semibold">{TEXT.recentlyProcessed}</h3>
      {body}
    </div>
  );
}
