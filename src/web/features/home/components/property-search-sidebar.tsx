import { Calculator, ChevronsLeft, SlidersHorizontal } from 'lucide-react';
import type { ComponentProps } from 'react';
import { MortgageCalculatorDialog } from '../../../components/calculators/mortgage-calculator-dialog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSiteInfo } from '../../../lib/site-info';
import { useSidebarAutoCollapse } from '../use-sidebar-auto-collapse';
import { PropertySearchForm } from './property-search-form';

const PANEL_ID = 'property-search-panel';

/**
 * The 'Property Search' left sidebar of wide screens (hidden below lg, where the floating
 * button's dialog takes its place): the advanced form and Quick Tools. It collapses to a
 * narrow strip whose button brings it back.
 */
export function PropertySearchSidebar(formProps: ComponentProps<typeof PropertySearchForm>) {
  const startExpanded = useSiteInfo().data?.appearance.ui.sidebarDefault !== 'collapsed';
  const { expanded, expand, collapse, formHandlers, pointerHandlers } =
    useSidebarAutoCollapse(startExpanded);

  return (
    <aside
      aria-labelledby="property-search-heading"
      className={cn(
        'hidden shrink-0 self-start lg:sticky lg:top-20 lg:block',
        expanded ? 'w-64' : 'w-12',
      )}
      {...pointerHandlers}
    >
      <div
        className={cn(
          'rounded-xl border border-border bg-card shadow-sm',
          expanded && 'max-h-[calc(100dvh-6rem)] overflow-y-auto',
        )}
      >
        <h2 id="property-search-heading" className="text-lg font-semibold">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={PANEL_ID}
            onClick={expanded ? collapse : expand}
            className={cn(
              'flex w-full items-center gap-2 rounded-xl outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
              expanded ? 'justify-between px-4 py-3' : 'flex-col px-2 py-4',
            )}
          >
            {!expanded && <SlidersHorizontal className="size-5 shrink-0" aria-hidden="true" />}
            <span className={cn(!expanded && '[writing-mode:vertical-rl]')}>Property Search</span>
            {expanded && <ChevronsLeft className="size-5 shrink-0" aria-hidden="true" />}
          </button>
        </h2>
        <div id={PANEL_ID} hidden={!expanded} className="px-4 pb-4" {...formHandlers}>
          <PropertySearchForm {...formProps} />
          <section aria-labelledby="quick-tools-heading" className="mt-6 border-t pt-4">
            <h3 id="quick-tools-heading" className="mb-3 text-sm font-semibold">
              Quick Tools
            </h3>
            <MortgageCalculatorDialog
              trigger={
                <Button variant="outline" className="w-full">
                  <Calculator aria-hidden="true" />
                  Mortgage Calculator
                </Button>
              }
            />
          </section>
        </div>
      </div>
    </aside>
  );
}
