import type { ComparisonSearchCriteria } from '../../../../contract/comparison';
import { formatListingDate } from '../../../../core/listing-display';
import { bedroomRangeText, priceRangeText, squareFeetRangeText } from '../comparison-format';

function Criterion({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold break-words">{value}</dd>
    </div>
  );
}

/** What the comparables were chosen by; a range the subject has no value for is left out. */
export function SearchCriteria({ criteria }: { criteria: ComparisonSearchCriteria }) {
  const closedSince = formatListingDate(criteria.closedSince);
  return (
    <section
      aria-labelledby="criteria-heading"
      className="min-w-0 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h2 id="criteria-heading" className="text-lg font-semibold">
        Search Criteria
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="search-criteria">
        {criteria.priceRange && (
          <Criterion label="Price Range" value={priceRangeText(criteria.priceRange)} />
        )}
        {criteria.bedroomRange && (
          <Criterion label="Bedrooms" value={bedroomRangeText(criteria.bedroomRange)} />
        )}
        {criteria.squareFeetRange && (
          <Criterion label="Living Area" value={squareFeetRangeText(criteria.squareFeetRange)} />
        )}
        {criteria.propertyType && <Criterion label="Property Type" value={criteria.propertyType} />}
        {criteria.cities.length > 0 && (
          <Criterion label="Areas" value={criteria.cities.join(', ')} />
        )}
        {closedSince && <Criterion label="Sold Listings" value={`Closed since ${closedSince}`} />}
      </dl>
    </section>
  );
}
