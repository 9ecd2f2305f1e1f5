import { GitCompareArrows, X } from 'lucide-react';
import { COMPARE_LIMIT_MESSAGE, MAX_COMPARE, MIN_COMPARE } from '../../../../core/compare-listings';
import { Button } from '../../../components/ui/button';
import { useCoveringHeight } from '../../../lib/use-covering-height';

/**
 * The floating 'Compare Selected' bar, shown while listings are picked: how many, Compare
 * (from 2 to 4 picked) and Clear, and the message when a fifth was refused.
 */
export function CompareBar({
  count,
  refused,
  onCompare,
  onClear,
}: {
  count: number;
  refused: boolean;
  onCompare: () => void;
  onClear: () => void;
}) {
  // while it shows, the page is padded by its height (styles.css): the last cards, their
  // Compare boxes and 'Load more' can come out from under it
  const barRef = useCoveringHeight('--compare-bar-height');
  if (count === 0) return null;
  const ready = count >= MIN_COMPARE;
  return (
    <div
      ref={barRef}
      role="region"
      aria-label="Compare selected properties"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <div className="min-w-0 text-sm" aria-live="polite">
          <p className="font-semibold">
            {count} of {MAX_COMPARE} selected
          </p>
          {refused ? (
            <p className="font-medium text-destructive" role="alert">
              {COMPARE_LIMIT_MESSAGE}
            </p>
          ) : (
            !ready && (
              <p className="text-muted-foreground">
                Select at least {MIN_COMPARE} properties to compare.
              </p>
            )
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={onClear}>
            <X aria-hidden="true" />
            Clear
          </Button>
          <Button onClick={onCompare} disabled={!ready}>
            <GitCompareArrows aria-hidden="true" />
            Compare Selected ({count})
          </Button>
        </div>
      </div>
    </div>
  );
}
