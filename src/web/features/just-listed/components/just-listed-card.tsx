import { useId, type ComponentProps } from 'react';
import type { PropertySummary } from '../../../../contract/properties';
import { freshnessLabel, JUST_LISTED_BADGE } from '../../../../core/just-listed';
import { listingTitle } from '../../../../core/listing-display';
import { ListingCard } from '../../../components/listings/listing-card';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/cn';

type CardProps = Omit<ComponentProps<typeof ListingCard>, 'property'>;

/**
 * A listing card of the Just Listed page: the JUST LISTED badge and its 'Brand New' / 'This
 * Week' label above the shared card, with the checkbox that picks it for comparison. The
 * checkbox sits outside the card, whose link covers the whole card.
 */
export function JustListedCard({
  property,
  selected,
  onSelectedChange,
  ...cardProps
}: CardProps & {
  property: PropertySummary;
  selected: boolean;
  onSelectedChange: (id: number, selected: boolean) => void;
}) {
  const checkboxId = useId();
  const freshness = freshnessLabel(property.daysOnMarket);
  const title = listingTitle(property);
  return (
    <div
      className="flex flex-col gap-2"
      data-testid="just-listed-item"
      data-listing-id={property.id}
    >
      <div className="flex min-h-9 items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-1.5">
          <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
            {JUST_LISTED_BADGE}
          </span>
          {freshness && (
            <span
              data-testid="freshness-label"
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                freshness === 'Brand New'
                  ? 'bg-emerald-100 text-emerald-900'
                  : 'bg-amber-100 text-amber-900',
              )}
            >
              {freshness}
            </span>
          )}
        </div>
        <label
          htmlFor={checkboxId}
          className={cn(
            'flex shrink-0 cursor-pointer items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm font-medium transition-colors',
            selected ? 'border-primary bg-primary/10' : 'border-transparent hover:bg-accent',
          )}
        >
          <Checkbox
            id={checkboxId}
            checked={selected}
            onCheckedChange={(checked) => onSelectedChange(property.id, checked)}
          />
          Compare <span className="sr-only">{title}</span>
        </label>
      </div>
      <ListingCard property={property} {...cardProps} />
    </div>
  );
}
