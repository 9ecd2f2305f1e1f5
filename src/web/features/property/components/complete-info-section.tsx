import { ExternalLink } from 'lucide-react';
import type { PropertyDetail } from '../../../../contract/properties';
import { parcelLinks } from '../../../../core/parcel-links';
import { groupAdditionalFields } from '../complete-info';
import { Section } from './section';

const PARCEL_KEY = 'ParcelNumber';

/** A parcel number with its county assessor, parcel map (Gila only) and tax record links. */
export function ParcelNumber({ property, value }: { property: PropertyDetail; value: string }) {
  const result = parcelLinks({ parcelNumber: value, city: property.city, county: property.County });
  return (
    <>
      <span>{value}</span>
      {result && (
        <ul
          aria-label={`Public records of parcel ${value}`}
          className="mt-1 flex flex-wrap gap-x-4 gap-y-1"
        >
          {result.links.map((link) => (
            <li key={link.kind}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} (opens in a new tab)`}
                className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
              >
                {link.label}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Every other public field of the feed record, grouped into categories (Interior, Exterior,
 * Lot & Land, Utilities, HOA & Fees, Schools, Location, Other).
 */
export function CompleteInfoSection({ property }: { property: PropertyDetail }) {
  const fields = { ...property.additionalFields };
  // The parcel number has its own column: make sure it shows here, with its links.
  if (property.ParcelNumber && fields[PARCEL_KEY] === undefined) {
    fields[PARCEL_KEY] = property.ParcelNumber;
  }
  const groups = groupAdditionalFields(fields);
  return (
    <Section id="complete-info" title="Complete Property Information">
      {groups.length === 0 ? (
        <p className="text-muted-foreground">No further information was provided.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {groups.map((group) => (
            <div key={group.category} className="min-w-0">
              <h3 className="border-b pb-1 font-semibold">{group.category}</h3>
              <dl className="mt-2 divide-y divide-slate-100">
                {group.fields.map((field) => (
                  <div
                    key={field.key}
                    className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-1.5 text-sm"
                  >
                    <dt className="text-muted-foreground">{field.label}</dt>
                    <dd className="font-medium break-words">
                      {field.key === PARCEL_KEY ? (
                        <ParcelNumber property={property} value={field.value} />
                      ) : (
                        field.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
