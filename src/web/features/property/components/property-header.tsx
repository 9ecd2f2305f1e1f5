import {
  ArrowLeft,
  Bath,
  BedDouble,
  CalendarDays,
  ChartColumn,
  MapPinned,
  Ruler,
  Scale,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PropertyDetail } from '../../../../contract/properties';
import {
  auctionText,
  displayRoomCount,
  displaySquareFeet,
  formatPrice,
  listingPlace,
  listingTitle,
  NOT_LISTED,
} from '../../../../core/listing-display';
import { FavoriteButton } from '../../../components/favorites/favorite-button';
import { useBadgeSettings } from '../../../components/listings/api/get-badge-settings';
import { StatusBadge } from '../../../components/listings/status-badge';
import { displayStatus } from '../../../../core/price-history';
import { readableColors } from '../../../../core/readable-colors';
import { Button } from '../../../components/ui/button';
import { googleMapsSearchUrl } from '../property-format';

/** The server's stand-in when the feed withholds the street address (InternetAddressDisplayYN). */
export const ADDRESS_NOT_DISCLOSED = 'Address not disclosed';

/** '12 Main St, Payson, AZ 85541' (without the street when it is withheld). */
export function fullAddress(p: Pick<PropertyDetail, 'address' | 'city' | 'state' | 'zipCode'>) {
  const street = p.address && p.address !== ADDRESS_NOT_DISCLOSED ? p.address : null;
  return [street, listingPlace(p)].filter(Boolean).join(', ');
}

export function BackToSearch({ href }: { href: string }) {
  return (
    <Button asChild variant="onMain" size="sm" className="-ml-3">
      <Link href={href}>
        <ArrowLeft aria-hidden="true" />
        Back to Search
      </Link>
    </Button>
  );
}

/** The admin's custom badges (GET /api/badge-settings), enabled ones only. */
function CustomBadges() {
  const { data } = useBadgeSettings();
  const badges = Object.entries(data?.customBadges ?? {}).filter(
    ([, b]) => b.enabled && b.text.trim() !== '',
  );
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Badges" className="flex flex-wrap justify-end gap-2">
      {badges.map(([key, badge]) => {
        const colors = readableColors(badge.backgroundColor, badge.textColor);
        return (
          <li
            key={key}
            className="rounded-full px-3 py-1 text-xs font-bold tracking-wide"
            style={{ backgroundColor: colors.background, color: colors.text }}
          >
            {badge.text}
          </li>
        );
      })}
    </ul>
  );
}

function HeadlineFact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-2 text-base">
        {icon}
        {value === NOT_LISTED ? (
          <span className="text-on-main-muted">
            {label} {NOT_LISTED}
          </span>
        ) : (
          <span>
            <span className="font-semibold">{value}</span>{' '}
            <span className="text-on-main-muted">{label}</span>
          </span>
        )}
      </dd>
    </div>
  );
}

/** The attribution the IDX rules require near the price: the listing office, and the agent. */
export function ListingAttribution({
  property,
  className,
}: {
  property: Pick<PropertyDetail, 'listingOffice' | 'listingAgent'>;
  className?: string;
}) {
  const { listingOffice: office, listingAgent: agent } = property;
  if (!office && !agent) return null;
  return (
    <div className={className} data-testid="listing-attribution">
      {/* the colour of where it sits: the page's header on the main area, or the notices box */}
      <p className="text-sm">Listing courtesy of {office ?? agent}</p>
      {office && agent && <p className="text-sm">Listing agent: {agent}</p>}
    </div>
  );
}

/** The comparison pages of a listing (issue 7): its price against comparables, and the market analysis. */
export const priceComparisonHref = (id: number) => `/price-comparison/${id}`;
export const marketAnalysisHref = (id: number) => `/comparison/${id}`;

/**
 * The top of the property page: Back to Search, custom badges, the address (the page's one
 * h1), beds, baths, square feet and year built, price, status and attribution, and the
 * actions: save to favorites, Compare price, Market analysis and Street View.
 */
export function PropertyHeader({
  property,
  returnPath,
}: {
  property: PropertyDetail;
  returnPath: string;
}) {
  const place = listingPlace(property);
  const price = property.isAuction
    ? auctionText(property.price)
    : (formatPrice(property.price) ?? `Price ${NOT_LISTED}`);
  const addressShown = property.address !== ADDRESS_NOT_DISCLOSED;
  const status = displayStatus(property.status, property.priceReduction);
  const reduction = formatPrice(property.priceReduction);
  // the header sits on the main area: its text takes the tone of the admin's background
  const iconClass = 'size-5 shrink-0 text-on-main-muted';

  return (
    <header>
      <div className="flex min-h-10 items-center justify-between gap-3">
        <BackToSearch href={returnPath} />
        <CustomBadges />
      </div>
      <div className="mt-3 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
            {listingTitle(property)}
          </h1>
          <p className="mt-1 text-lg text-on-main-muted">{place}</p>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <HeadlineFact
              icon={<BedDouble aria-hidden="true" className={iconClass} />}
              label="Beds"
              value={displayRoomCount(property.bedrooms)}
            />
            <HeadlineFact
              icon={<Bath aria-hidden="true" className={iconClass} />}
              label="Baths"
              value={displayRoomCount(property.bathrooms)}
            />
            <HeadlineFact
              icon={<Ruler aria-hidden="true" className={iconClass} />}
              label="Sq Ft"
              value={displaySquareFeet(property.squareFeet)}
            />
            <HeadlineFact
              icon={<CalendarDays aria-hidden="true" className={iconClass} />}
              label="Built"
              value={property.yearBuilt ? String(property.yearBuilt) : NOT_LISTED}
            />
          </dl>
        </div>
        <div className="flex shrink-0 flex-col gap-1 md:items-end md:text-right">
          <div className="flex flex-wrap items-center gap-3 md:justify-end">
            <p className="text-3xl font-bold tracking-tight" data-testid="property-price">
              {price}
            </p>
            {/* the cards' badge, so the admin's badge colours apply here too */}
            <StatusBadge status={status} size="sm" data-testid="property-status" />
          </div>
          {reduction && (
            <p
              className="self-start rounded-md bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800 md:self-end"
              data-testid="price-reduced"
            >
              Price reduced {reduction}
            </p>
          )}
          <ListingAttribution property={property} className="text-on-main-muted" />
          {addressShown && (
            <Button asChild variant="outline" size="sm" className="mt-2 self-start md:self-end">
              <a
                href={googleMapsSearchUrl(fullAddress(property))}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Street View (opens Google Maps in a new tab)"
              >
                <MapPinned aria-hidden="true" />
                Street View
              </a>
            </Button>
          )}
        </div>
      </div>
      {/* Two rows on phones, one from sm up; the loading skeleton has the same rows. */}
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <FavoriteButton
          propertyId={property.id}
          appearance="labeled"
          className="col-span-2 sm:col-span-1"
        />
        <Button asChild variant="outline" size="sm">
          <Link href={priceComparisonHref(property.id)}>
            <Scale aria-hidden="true" />
            Compare price
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={marketAnalysisHref(property.id)}>
            <ChartColumn aria-hidden="true" />
            Market analysis
          </Link>
        </Button>
      </div>
    </header>
  );
}
