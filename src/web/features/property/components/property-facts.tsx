import type { PropertyDetail } from '../../../../contract/properties';
import { daysOnMarketText, formatPrice, NOT_LISTED } from '../../../../core/listing-display';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTaxRecord } from '../api/get-tax-record';
import { formatCoordinates, formatDay, lotSizeText, orNotListed } from '../property-format';
import { FactList } from './section';

/** 'Annual Tax: $1,234 (2025)' from GET /api/properties/{id}/tax-records; a fixed-size placeholder while it loads. */
function TaxValue({ id }: { id: number }) {
  const { data, isPending, isError } = useTaxRecord(id);
  if (isPending) {
    return (
      <span className="inline-flex h-6 items-center">
        <Skeleton className="h-4 w-28" />
        <span className="sr-only">Loading tax information...</span>
      </span>
    );
  }
  const amount = isError || !data ? null : formatPrice(data.annualTax);
  if (!data || !amount) return NOT_LISTED;
  return data.taxYear ? `${amount} (${data.taxYear})` : amount;
}

/** The listing's facts at a glance (visitor spec section 2, Property Facts). */
export function PropertyFacts({ property }: { property: PropertyDetail }) {
  const type = [property.propertyType, property.propertySubType].filter(Boolean).join(' · ');
  const coordinates =
    property.latitude !== null && property.longitude !== null
      ? formatCoordinates(property.latitude, property.longitude)
      : null;
  return (
    <FactList
      className="lg:grid-cols-1"
      facts={[
        { label: 'MLS #', value: property.mlsNumber },
        { label: 'Type', value: orNotListed(type) },
        { label: 'Lot Size', value: lotSizeText(property.lotSize, property.lotSizeSquareFeet) },
        { label: 'Year Built', value: orNotListed(property.yearBuilt) },
        { label: 'Days on Market', value: daysOnMarketText(property.daysOnMarket) },
        { label: 'Listing Date', value: orNotListed(formatDay(property.listingDate)) },
        { label: 'Total Rooms', value: orNotListed(property.totalRooms) },
        { label: 'Stories', value: orNotListed(property.stories) },
        { label: 'Age Range', value: orNotListed(property.ageRange) },
        { label: 'Condition', value: orNotListed(property.condition) },
        { label: 'Appliances', value: orNotListed(property.appliances) },
        { label: 'Internet', value: orNotListed(property.internetTypes) },
        { label: 'Coordinates', value: orNotListed(coordinates) },
        { label: 'Parking Spaces', value: orNotListed(property.parkingSpaces) },
        { label: 'Horse Property', value: property.HorseYN ? 'Yes' : 'No' },
        { label: 'Annual Tax', value: <TaxValue id={property.id} /> },
      ]}
    />
  );
}
