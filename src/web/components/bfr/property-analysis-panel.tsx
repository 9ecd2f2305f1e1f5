import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ListingAgentReply } from '../../../contract/bfr';
import { cn } from '../../lib/cn';
import { BFR_SHARED_TEXT as TEXT } from './bfr-shared-text';
import { analysisLines } from './property-analysis';

/** What the MLS lookup found: the listing's address and which disclosures it requires. */
export function PropertyAnalysisPanel({ listing }: { listing: ListingAgentReply }) {
  const lines = analysisLines(listing);
  const anyRequired = lines.some((line) => line.required);
  return (
    <section
      aria-label={TEXT.analysisTitle(listing.property.mlsNumber)}
      className={cn(
        'grid gap-2 rounded-lg border p-3 text-sm',
        anyRequired ? 'border-red-300 bg-red-50 text-red-950' : 'bg-muted/50',
      )}
    >
      <h3 className="font-semibold">{TEXT.analysisTitle(listing.property.mlsNumber)}</h3>
      {listing.property.address && <p className="break-words">{listing.property.address}</p>}
      <ul className="grid gap-1">
        {lines.map((line) => (
          <li
            key={line.term}
            data-required={line.required}
            className={cn(
              'flex items-start gap-2',
              line.required ? 'font-semibold text-red-800' : 'text-muted-foreground',
            )}
          >
            {line.required ? (
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span>
              {line.label}: {line.required ? TEXT.required : TEXT.notRequired}
              {line.why ? ` (${line.why})` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
