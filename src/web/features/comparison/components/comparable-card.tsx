import { Link } from 'wouter';
import type { ComparableProperty } from '../../../../contract/comparison';
import {
  displayRoomCount,
  displaySquareFeet,
  formatPrice,
  listingTitle,
  NOT_LISTED,
} from '../../../../core/listing-display';
import { propertyHref } from '../../../components/listings/property-href';
import { StatusBadge } from '../../../components/listings/status-badge';
import { PriceDifference } from './price-difference';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold">{value}</dd>
    </div>
  );
}

/** One comparable of the price comparison: its price and how far it is from the subject's. */
export function ComparableCard({ comparable }: { comparable: ComparableProperty }) {
  const place = [comparable.city, comparable.state].filter(Boolean).join(', ');
  const away =
    comparable.cityDistanceKm > 0 ? ` · ${Math.round(comparable.cityDistanceKm)} km away` : '';
  return (
    <article
      data-testid="comparable"
      className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">
          <Link href={propertyHref(comparable.id)} className="underline-offset-4 hover:underline">
            {listingTitle(comparable)}
          </Link>
        </h3>
        <StatusBadge status={comparable.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {place}
        {away}
      </p>
      <p className="text-2xl font-bold tabular-nums" data-testid="comparable-price">
        {formatPrice(comparable.price) ?? `Price ${NOT_LISTED}`}
      </p>
      <p className="text-sm">
        <PriceDifference comparable={comparable} />{' '}
        <span className="text-muted-foreground">vs. subject</span>
      </p>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t pt-3">
        <Fact label="Beds" value={displayRoomCount(comparable.bedrooms)} />
        <Fact label="Baths" value={displayRoomCount(comparable.bathrooms)} />
        <Fact label="Sq Ft" value={displaySquareFeet(comparable.squareFeet)} />
      </dl>
    </article>
  );
}
