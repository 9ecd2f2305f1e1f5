import { cx } from '../../../lib/cn';
import type { HomeView } from '../home-url';

// words only: an icon is one more file in the home page's first view (decision 026)
const OPTIONS: { view: HomeView; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'map', label: 'Map' },
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
      {OPTIONS.map(({ view: option, label }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={cx(
            'inline-flex h-8 items-center rounded px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
            view === option
              ? 'bg-primary text-primary-foreground'
              : 'text-foreground hover:bg-muted',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
