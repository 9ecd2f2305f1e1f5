import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, type ReactNode } from 'react';

/**
 * One collapsible section of the checklist: its title is a heading holding the button that
 * opens and closes it (Enter or Space), with how much of it is done beside.
 */
export function BfrSection({
  id,
  title,
  summary,
  open,
  onOpenChange,
  children,
}: {
  id: string;
  title: string;
  summary: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const uid = useId();
  const summaryId = `${uid}-summary`;
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} asChild>
      <section
        aria-labelledby={`${uid}-title`}
        data-section={id}
        className="min-w-0 rounded-xl border bg-card text-card-foreground shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pr-4 sm:pr-6">
          <h2 id={`${uid}-title`} className="min-w-0 flex-1 text-base font-semibold sm:text-lg">
            <Collapsible.Trigger
              aria-describedby={summary ? summaryId : undefined}
              className="group flex min-h-12 w-full items-center gap-2 rounded-xl py-3 pl-4 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring sm:pl-6"
            >
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-data-[state=closed]:-rotate-90 motion-reduce:transition-none"
              />
              {title}
            </Collapsible.Trigger>
          </h2>
          {summary && (
            <p
              id={summaryId}
              className="pb-2 pl-11 text-sm text-muted-foreground tabular-nums sm:pb-0 sm:pl-0"
            >
              {summary}
            </p>
          )}
        </div>
        <Collapsible.Content className="border-t px-4 py-4 sm:px-6">{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
