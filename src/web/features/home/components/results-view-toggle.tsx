import { List, Map as MapIcon } from 'lucide-react';
import { cx } from '../../../lib/cn';
import type { HomeView } from '../home-url';

const OPTIONS: { view: HomeView; label: string; Icon: typeof List }[] = [
  { view: 'list', label: 'List', Icon: List },
  { view: 'map', label: 'Map', Icon: MapIcon },
];

/** List / Map: how the results show (the choice is in the URL, `view=map`). */
export function ResultsViewToggle({
  view,
  onChange,
}: {
  view: HomeView;
  onChange: (view: HomeView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Show results as"
      className="inline-flex rounded-md border bg-card p-0.5"
    >
      {OPTIONS.map(({ view: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cx(
            'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
            view === option
              ? 'bg-primary text-primary-foreground'
              : 'text-foreground hover:bg-muted',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
