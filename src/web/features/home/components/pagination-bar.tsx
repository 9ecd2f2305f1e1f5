import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Previous / Next with 'Page X of Y' and '(N total properties)'. */
export function PaginationBar({
  page,
  totalPages,
  total,
  disabled,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  disabled: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 py-6"
    >
      <Button
        variant="outline"
        disabled={disabled || page <= 1}
        onClick={() => onPage(Math.min(page - 1, totalPages))}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      {/* not a live region: the page change is announced with the results heading, which
          takes focus (app/route-focus.tsx) */}
      <p className="text-sm">
        <span className="font-medium" data-page-status="">
          Page {page} of {totalPages}
        </span>{' '}
        <span className="text-on-main-muted">
          ({total.toLocaleString('en-US')} total properties)
        </span>
      </p>
      <Button
        variant="outline"
        disabled={disabled || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
