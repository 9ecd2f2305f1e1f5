import { Link } from 'wouter';
import type { PropertySummary } from '../../../../contract/properties';
import {
  auctionText,
  cardPhoto,
  displayRoomCount,
  displaySquareFeet,
  formatPrice,
  listingPlace,
  listingTitle,
  NOT_LISTED,
} from '../../../../core/listing-display';
import { displayStatus } from '../../../../core/price-history';
import { ListingPhoto } from '../../../components/listings/listing-photo';
import { propertyHref } from '../../../components/listings/property-href';
import { StatusBadge } from '../../../components/listings/status-badge';

/**
 * A listing's card over the map: small enough to leave the map usable on a phone (photo beside
 * the facts), the whole card one link to the property page, with the IDX attribution.
 */
export function MapListingCard({
  property,
  photoSources,
  returnTo,
}: {
  property: PropertySummary;
  photoSources: readonly string[];
  returnTo: string;
}) {
  const price = property.isAuction
    ? auctionText(property.price)
    : (formatPrice(property.price) ?? `Price ${NOT_LISTED}`);
  const title = listingTitle(property);
  const place = listingPlace(property);
  return (
    <article className="relative flex min-h-32 overflow-hidden rounded-xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-ring">
      <div className="relative w-32 shrink-0 sm:w-40">
        <ListingPhoto
          photo={cardPhoto(property.photos, photoSources)}
          alt={`${title}, ${place}`}
          placeholderClassName="text-xs"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 p-3 pr-9">
        <div className="flex flex-wrap items-center gap-x-2">
          <p className="text-lg font-bold">{price}</p>
          <StatusBadge status={displayStatus(property.status, property.priceReduction)} />
        </div>
        <h3 className="truncate text-sm font-semibold">
          <Link
            href={propertyHref(property.id, returnTo)}
            className="focus-visible:outline-none after:absolute after:inset-0 after:z-10 after:content-['']"
          >
            {title}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted-foreground">{place}</p>
        <p className="truncate text-xs">
          {displayRoomCount(property.bedrooms)} bd · {displayRoomCount(property.bathrooms)} ba ·{' '}
          {displaySquareFeet(property.squareFeet)} sq ft
        </p>
        <p className="line-clamp-2 text-[11px] leading-4 text-slate-700">
          Listing courtesy of {property.listingOffice ?? property.listingAgent ?? NOT_LISTED} ·
          ARMLS · MLS #{property.mlsNumber}
        </p>
      </div>
    </article>
  );
}
