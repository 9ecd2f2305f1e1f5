import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { PAGES } from '../../../../core/page-routes';
import {
  IDENTITY_FIELD_LABELS,
  sampleIdentityFields,
  type TeamIdentity,
} from '../../../../core/sample-identity';
import { cn } from '../../../lib/cn';
import { OPERATIONS_TEXT as TEXT } from '../operations-text';
import { TONE_CLASSES } from './operations-parts';

/**
 * The contact details visitors see that are still the ones shipped with the site (a made-up
 * phone, links to `.example`): named with their values until the team sets its own.
 */
export function SampleIdentityNotice({ identity }: { identity: TeamIdentity }) {
  const fields = sampleIdentityFields(identity);
  if (fields.length === 0) return null;
  return (
    <section
      aria-labelledby="sample-identity-title"
      data-testid="sample-identity"
      className={cn('grid gap-2 rounded-xl border p-4 text-sm', TONE_CLASSES.warning)}
    >
      <h2 id="sample-identity-title" className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {TEXT.sampleIdentityTitle}
      </h2>
      <p>{TEXT.sampleIdentityIntro}</p>
      <ul className="list-disc pl-5">
        {fields.map((field) => (
          <li key={field} className="break-words">
            <span className="font-medium">{IDENTITY_FIELD_LABELS[field]}</span>: {identity[field]}
          </li>
        ))}
      </ul>
      <p>
        <Link
          href={`${PAGES.admin}?tab=general`}
          className="font-medium underline underline-offset-2"
        >
          {TEXT.sampleIdentityLink}
        </Link>{' '}
        {TEXT.sampleIdentityEnvironment}
      </p>
    </section>
  );
}
