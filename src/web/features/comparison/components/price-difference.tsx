import type { ComparableProperty } from '../../../../contract/comparison';
import { cn } from '../../../lib/cn';
import { differenceText, differenceTone } from '../comparison-format';

const TONE = {
  higher: 'text-red-800',
  lower: 'text-emerald-800',
  same: 'text-slate-700',
} as const;

/** '+$5,000 (+1.3%)' against the subject, coloured by direction (the sign says it too). */
export function PriceDifference({
  comparable,
  className,
}: {
  comparable: Pick<ComparableProperty, 'priceDifference' | 'priceDifferencePercent'>;
  className?: string;
}) {
  const text = differenceText(comparable);
  return (
    <span
      data-testid="price-difference"
      className={cn(
        'font-semibold tabular-nums',
        TONE[differenceTone(comparable.priceDifference)],
        className,
      )}
    >
      {text ?? 'Not available'}
    </span>
  );
}
