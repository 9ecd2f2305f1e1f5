import { ArrowDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { PropertySummary } from '../../../contract/properties';
import {
  cardPhoto,
  daysOnMarketText,
  displayRoomCount,
  displaySquareFeet,
  formatListingDate,
  formatPrice,
  isNewListing,
  listingPlace,
  listingTitle,
  NOT_LISTED,
} from '../../../core/listing-display';
import { openHouseBadgeText } from '../../../core/open-house-badge';
import { displayStatus } from '../../../core/price-history';
import { cx } from '../../lib/cn';
import { FavoriteButton } from '../favorites/favorite-button';
import { CARD_BODY, CARD_FRAME, CARD_PHOTO_BOX } from './card-layout';
import { saveListScrollPosition } from './list-scroll-position';
import { ListingPhoto } from './listing-photo';
import { propertyHref } from './property-href';
import { StatusBadge } from './status-badge';

function PhotoTag({
  children,
  className,
  ...props
}: {
  children: ReactNode;
  className: string;
  'data-testid'?: string;
}) {
  return (
    <span
      {...props}
      className={cx('rounded px-2 py-0.5 text-xs font-bold tracking-wide shadow-sm', className)}
    >
      {children}
    </span>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs leading-4 text-muted-foreground">{label}</dt>
      <dd
        className={
          // 'Not Listed' in a smaller, quieter face fits a narrow card's column. The line
          // height is the font size's own (text-sm: 1.25rem).
          value === NOT_LISTED
            ? 'truncate text-xs font-medium text-muted-foreground'
            : 'truncate text-sm font-semibold'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The card's price row: the price whole, never cut (issue 41). It has the row to itself, and
 * an auction's 'Auction (Starting $X)', too long for a narrow column on one line, is two
 * short lines in the same height: the words over the amount.
 */
function CardPrice({ price, isAuction }: { price: number | null; isAuction: boolean }) {
  const amount = formatPrice(price);
  if (isAuction && amount) {
    return (
      <p data-testid="card-price" className="flex h-7 shrink-0 flex-col font-bold">
        <span className="text-xs leading-3 font-semibold text-muted-foreground">
          Auction, starting at
        </span>{' '}
        <span className="text-base leading-4 whitespace-nowrap">{amount}</span>
      </p>
    );
  }
  return (
    <p
      data-testid="card-price"
      className={cx(
        'h-7 shrink-0 leading-7 whitespace-nowrap',
        // 'Price Not Listed' in the quieter face of the card's other missing facts
        amount ? 'text-xl font-bold' : 'text-base font-semibold text-muted-foreground',
      )}
    >
      {amount ?? (isAuction ? 'Auction' : `Price ${NOT_LISTED}`)}
    </p>
  );
}

type ListingCardProps = {
  property: PropertySummary;
  /** Where photos may come from (site info); others show 'No Photo Available'. */
  photoSources: readonly string[];
  /** Path and query of the list page, so the property page can lead back to it. */
  returnTo?: string | undefined;
  onOpen?: ((property: PropertySummary) => void) | undefined;
};

/**
 * A listing in a grid (visitor spec section 2, Listing card). The address is the card's one
 * link and its hit area covers the whole card, so the card works as a single link (middle-click
 * and keyboard included) while screen readers hear a short link name. The favorite heart sits
 * over the photo, above the link's hit area and outside the link (a button in a link is invalid).
 */
export function ListingCard({ property, photoSources, returnTo, onOpen }: ListingCardProps) {
  const photo = cardPhoto(property.photos, photoSources);
  const isNew = isNewListing(property.daysOnMarket);
  const listed = formatListingDate(property.listingDate);
  const place = listingPlace(property);
  const title = listingTitle(property);
  const titleId = useId();
  // the reply's facts as of when it was made (the server applied the 30-day rule), so the
  // server's markup and the browser's agree
  const reduction = formatPrice(property.priceReduction);
  const openHouse = property.nextOpenHouse && openHouseBadgeText(property.nextOpenHouse.startsAt);

  const open = () => {
    saveListScrollPosition();
    onOpen?.(property);
  };

  return (
    <article
      data-testid="listing-card"
      data-new-listing={isNew || undefined}
      className={cx(
        CARD_FRAME,
        'transition-shadow hover:shadow-md',
        // The link's focus ring is drawn around the whole card it covers.
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        isNew && 'ring-2 ring-red-600',
      )}
    >
      <div className={CARD_PHOTO_BOX}>
        <ListingPhoto photo={photo} alt={`${title}, ${place}`} placeholderClassName="text-sm" />
        <div className="absolute top-2 left-2 flex max-w-[calc(100%-5rem)] flex-wrap gap-1">
          {isNew && <PhotoTag className="bg-red-700 text-white">NEW</PhotoTag>}
          {property.isAuction && (
            <PhotoTag className="bg-amber-300 text-amber-950">AUCTION</PhotoTag>
          )}
          {property.HorseYN && (
            <PhotoTag className="bg-emerald-800 text-white">HORSE PROPERTY</PhotoTag>
          )}
          {openHouse && (
            <PhotoTag className="bg-sky-800 text-white" data-testid="open-house-badge">
              {openHouse}
            </PhotoTag>
          )}
        </div>
        {reduction && (
          // over the photo, beside the heart: the card's rows keep their fixed heights
          <p
            data-testid="price-reduced"
            className="absolute bottom-2 left-2 flex max-w-[calc(100%-4rem)] items-center gap-1 rounded bg-white/95 px-2 py-0.5 text-xs font-semibold text-red-800 shadow-sm"
          >
            <ArrowDown aria-hidden="true" className="size-3.5 shrink-0" />
            {/* wraps onto a second line over the photo in a narrow card; the amount is never cut */}
            <span>
              Price reduced <span className="whitespace-nowrap">{reduction}</span>
            </span>
          </p>
        )}
        <PhotoTag className="absolute top-2 right-2 bg-slate-900 text-white">ARMLS</PhotoTag>
        <FavoriteButton
          propertyId={property.id}
          aria-describedby={titleId}
          className="absolute right-2 bottom-2 z-20"
        />
      </div>

      <div className={CARD_BODY}>
        <CardPrice price={property.price} isAuction={property.isAuction} />
        {/* Its own row: beside the price it left too little room in a narrow column (issue 41). */}
        <div className="flex h-5 shrink-0 items-center">
          <StatusBadge status={displayStatus(property.status, property.priceReduction)} />
        </div>
        <h3 id={titleId} className="h-6 shrink-0 truncate text-base leading-6 font-semibold">
          <Link
            href={propertyHref(property.id, returnTo)}
            onClick={open}
            className="focus-visible:outline-none after:absolute after:inset-0 after:z-10 after:content-['']"
          >
            {title}
          </Link>
        </h3>
        <p className="h-5 shrink-0 truncate text-sm leading-5 text-muted-foreground">{place}</p>
        <dl className="grid h-9 shrink-0 grid-cols-3 gap-2">
          <Fact label="Beds" value={displayRoomCount(property.bedrooms)} />
          <Fact label="Baths" value={displayRoomCount(property.bathrooms)} />
          <Fact label="Sq Ft" value={displaySquareFeet(property.squareFeet)} />
        </dl>
        <p className="h-4 shrink-0 truncate text-xs leading-4 text-muted-foreground">
          MLS #{property.mlsNumber}
          {listed && <> &middot; Listed {listed}</>}
        </p>
        <p
          className={cx(
            'h-4 shrink-0 truncate text-xs leading-4',
            isNew ? 'font-semibold text-red-700' : 'text-muted-foreground',
          )}
        >
          {daysOnMarketText(property.daysOnMarket)} on market
        </p>
        <p className="h-4 shrink-0 truncate text-xs leading-4 text-muted-foreground">
          Listing agent: {property.listingAgent ?? NOT_LISTED}
        </p>
        {property.listingOffice && (
          <p className="line-clamp-2 h-8 shrink-0 text-xs leading-4 text-slate-700">
            Listing courtesy of {property.listingOffice}
          </p>
        )}
      </div>
    </article>
  );
}
