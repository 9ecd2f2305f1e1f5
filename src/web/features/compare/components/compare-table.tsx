import { Ban, Calculator, Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PropertyDetail } from '../../../../contract/properties';
import {
  bestMarkers,
  COMPARE_METRICS,
  lotAcres,
  MIN_COMPARE,
  pricePerSqft,
  type CompareMetric,
} from '../../../../core/compare-listings';
import { SAVED_COMPARISON_TEXT } from '../../../../core/saved-comparisons';
import {
  auctionText,
  cardPhoto,
  daysOnMarketText,
  displayRoomCount,
  displaySquareFeet,
  formatPrice,
  listingPlace,
  listingTitle,
  NOT_LISTED,
} from '../../../../core/listing-display';
import { MortgageCalculatorDialog } from '../../../components/calculators/mortgage-calculator-dialog';
import { ListingPhoto } from '../../../components/listings/listing-photo';
import { propertyHref } from '../../../components/listings/property-href';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

type Row = {
  label: string;
  /** The figure whose best listing is marked, if any. */
  metric?: CompareMetric;
  value: (property: PropertyDetail) => string;
};

/** '1.66 acres', '0.18 acres'; more decimals only for very small lots. */
function acresText(acres: number): string {
  const digits = acres < 0.01 ? 3 : 2;
  return `${acres.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} acres`;
}

const ROWS: Row[] = [
  {
    label: 'Price',
    metric: 'price',
    value: (p) => (p.isAuction ? auctionText(p.price) : (formatPrice(p.price) ?? NOT_LISTED)),
  },
  {
    label: 'Price per sq ft',
    metric: 'pricePerSqft',
    value: (p) => {
      const perSqft = formatPrice(pricePerSqft(p.price, p.squareFeet));
      return perSqft ? `${perSqft} / sq ft` : NOT_LISTED;
    },
  },
  { label: 'Bedrooms', metric: 'bedrooms', value: (p) => displayRoomCount(p.bedrooms) },
  { label: 'Bathrooms', metric: 'bathrooms', value: (p) => displayRoomCount(p.bathrooms) },
  { label: 'Square feet', metric: 'squareFeet', value: (p) => displaySquareFeet(p.squareFeet) },
  {
    label: 'Lot size',
    metric: 'lotSize',
    value: (p) => {
      const acres = lotAcres(p.lotSize, p.lotSizeSquareFeet);
      return acres === null ? NOT_LISTED : acresText(acres);
    },
  },
  {
    label: 'Year built',
    metric: 'yearBuilt',
    value: (p) => (p.yearBuilt ? String(p.yearBuilt) : NOT_LISTED),
  },
  {
    label: 'Days on market',
    metric: 'daysOnMarket',
    value: (p) => daysOnMarketText(p.daysOnMarket),
  },
  {
    label: 'Property type',
    value: (p) => p.propertySubType ?? p.propertyType ?? NOT_LISTED,
  },
  { label: 'Status', value: (p) => p.status },
  { label: 'MLS #', value: (p) => p.mlsNumber },
];

const STICKY_COLUMN = 'sticky left-0 z-10 bg-card';

function ColumnHeader({
  property,
  photoSources,
  returnTo,
  onRemove,
}: {
  property: PropertyDetail;
  photoSources: readonly string[];
  returnTo: string;
  onRemove: (() => void) | null;
}) {
  const photo = cardPhoto(property.photos, photoSources);
  const title = listingTitle(property);
  const place = listingPlace(property);
  return (
    <th scope="col" className="w-56 min-w-52 p-3 text-left align-top font-normal">
      <div className="aspect-[4/3] w-full overflow-hidden rounded-lg bg-muted">
        <ListingPhoto photo={photo} alt={`${title}, ${place}`} placeholderClassName="text-xs" />
      </div>
      <p className="mt-2 text-base leading-tight font-semibold">
        <Link href={propertyHref(property.id, returnTo)} className="hover:underline">
          {title}
        </Link>
      </p>
      <p className="text-xs text-muted-foreground">{place}</p>
      <div className="mt-2 flex flex-wrap gap-1">
        <MortgageCalculatorDialog
          initialPrice={property.price ?? undefined}
          trigger={
            <Button variant="outline" size="sm" className="h-8 px-2 text-xs">
              <Calculator aria-hidden="true" />
              Payment <span className="sr-only">for {title}</span>
            </Button>
          }
        />
        {onRemove && (
          <Button variant="ghost" size="sm" className="h-8 px-2 text-xs" onClick={onRemove}>
            <X aria-hidden="true" />
            Remove <span className="sr-only">{title}</span>
          </Button>
        )}
      </div>
    </th>
  );
}

/** The column of a saved listing the site may no longer show: said, never dropped. */
function UnavailableHeader({ id }: { id: number }) {
  return (
    <th
      scope="col"
      className="w-56 min-w-52 p-3 text-left align-top font-normal"
      data-unavailable="true"
    >
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-muted px-3 text-center text-muted-foreground">
        <Ban className="size-6" aria-hidden="true" />
        <span className="text-xs">{SAVED_COMPARISON_TEXT.unavailableHint}</span>
      </div>
      <p className="mt-2 text-base leading-tight font-semibold text-muted-foreground">
        {SAVED_COMPARISON_TEXT.unavailable}
      </p>
      <p className="text-xs text-muted-foreground">Property ID {id}</p>
    </th>
  );
}

function UnavailableCell() {
  return (
    <td className="p-3 align-top text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{SAVED_COMPARISON_TEXT.unavailable}</span>
    </td>
  );
}

function Cell({ children, best }: { children: ReactNode; best: string | null }) {
  return (
    <td
      className={cn('p-3 align-top', best && 'bg-emerald-50')}
      data-best={best ? 'true' : undefined}
    >
      <span className={cn('block tabular-nums', best && 'font-semibold text-emerald-950')}>
        {children}
      </span>
      {best && (
        <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
          <Check className="size-3" aria-hidden="true" />
          {best}
        </span>
      )}
    </td>
  );
}

/** One column of the table: a listing, or a saved one that is no longer available (null). */
export type CompareColumn = { id: number; property: PropertyDetail | null };

/**
 * 2 to 4 listings side by side: photo, price, price per sq ft, rooms, sizes, year built and
 * days on market, the best of each figure marked with a text label (not colour alone). A saved
 * listing the site may no longer show keeps its column, marked no longer available. On
 * narrow screens the table scrolls sideways with the row names kept in view. Without
 * `onRemove` the columns cannot be removed (a saved comparison).
 */
export function CompareTable({
  columns,
  photoSources,
  returnTo,
  onRemove,
}: {
  columns: readonly CompareColumn[];
  photoSources: readonly string[];
  returnTo: string;
  onRemove: ((id: number) => void) | null;
}) {
  const properties = columns.flatMap((column) => (column.property ? [column.property] : []));
  const markers = bestMarkers(properties);
  const canRemove = onRemove !== null && properties.length > MIN_COMPARE;
  const unavailable = columns.length - properties.length;
  return (
    <div
      role="region"
      aria-label="Comparison table (scrolls sideways)"
      tabIndex={0}
      // relative: the screen-reader-only texts (absolutely positioned) stay inside the scroller,
      // or they would widen the page on a phone
      className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">
          {columns.length} properties side by side; the best value of each row is marked
          {unavailable > 0 && `; ${unavailable} no longer available`}
        </caption>
        <thead>
          <tr className="border-b border-border">
            <td className={cn(STICKY_COLUMN, 'w-24 min-w-24 p-3 sm:w-32 sm:min-w-32')} />
            {columns.map(({ id, property }) =>
              property ? (
                <ColumnHeader
                  key={id}
                  property={property}
                  photoSources={photoSources}
                  returnTo={returnTo}
                  onRemove={canRemove ? () => onRemove(id) : null}
                />
              ) : (
                <UnavailableHeader key={id} id={id} />
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-b border-border last:border-b-0">
              <th
                scope="row"
                className={cn(
                  STICKY_COLUMN,
                  'p-3 text-left align-top font-medium text-muted-foreground',
                )}
              >
                {row.label}
              </th>
              {columns.map(({ id, property }) => {
                if (!property) return <UnavailableCell key={id} />;
                const best =
                  row.metric && markers[row.metric].includes(id)
                    ? COMPARE_METRICS[row.metric].label
                    : null;
                return (
                  <Cell key={id} best={best}>
                    {row.value(property)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
