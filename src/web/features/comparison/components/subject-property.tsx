import { Link } from 'wouter';
import type { PropertySummary } from '../../../../contract/properties';
import {
  displayRoomCount,
  displaySquareFeet,
  formatPrice,
  listingPlace,
  listingTitle,
  NOT_LISTED,
  statusLabel,
} from '../../../../core/listing-display';
import { propertyHref } from '../../../components/listings/property-href';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** The listing the others are compared with, set apart by the chart's highlight colour. */
export function SubjectProperty({ property }: { property: PropertySummary }) {
  const place = listingPlace(property);
  return (
    <section
      aria-labelledby="subject-heading"
      data-testid="subject-property"
      className="min-w-0 rounded-xl border-2 border-brand bg-card p-5 shadow-sm"
    >
      <h2 id="subject-heading" className="text-sm font-semibold tracking-wide text-brand uppercase">
        Subject Property
      </h2>
      <p className="mt-2 text-xl font-semibold">
        <Link href={propertyHref(property.id)} className="underline-offset-4 hover:underline">
          {listingTitle(property)}
        </Link>
      </p>
      <p className="text-sm text-muted-foreground">{place}</p>
      <p className="mt-3 text-3xl font-bold tabular-nums" data-testid="subject-price">
        {formatPrice(property.price) ?? `Price ${NOT_LISTED}`}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-5">
        <Fact label="Beds" value={displayRoomCount(property.bedrooms)} />
        <Fact label="Baths" value={displayRoomCount(property.bathrooms)} />
        <Fact label="Sq Ft" value={displaySquareFeet(property.squareFeet)} />
        <Fact label="Status" value={statusLabel(property.status)} />
        <Fact label="MLS #" value={property.mlsNumber} />
      </dl>
    </section>
  );
}
