import { Building2, Hash, Home, MapPin, Milestone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import {
  searchSuggestionsReplySchema,
  type SearchSuggestion,
} from '../../../../contract/search-suggestions';
import { formatWholeNumber } from '../../../../core/number-format';
import { apiRequest } from '../../../lib/api';
import { cn } from '../../../lib/cn';

/*
 * The search box's suggestion list (issue 40): a WAI-ARIA listbox under the combobox, grouped
 * by what each suggestion is. Loaded with the suggestions' fetcher when the box is first
 * focused, so the home page's first view carries only the box.
 */

export const SUGGESTION_GROUPS: readonly {
  kind: SearchSuggestion['kind'];
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { kind: 'town', label: 'Towns', icon: MapPin },
  { kind: 'zip', label: 'ZIP codes', icon: Hash },
  { kind: 'street', label: 'Streets', icon: Milestone },
  { kind: 'subdivision', label: 'Subdivisions', icon: Building2 },
  { kind: 'mls', label: 'MLS numbers', icon: Home },
];

/** Suggestions in the list's order: by group, each group as the server ranked it. */
function inGroupOrder(suggestions: readonly SearchSuggestion[]): SearchSuggestion[] {
  return SUGGESTION_GROUPS.flatMap((group) => suggestions.filter((s) => s.kind === group.kind));
}

/** How long typing must pause before the suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 150;

/**
 * Asks for the suggestions of what is typed: once typing pauses, one request at a time (a new
 * burst cancels the request still in flight), each text's answer kept for the visit.
 */
export function createSuggestionSource(
  onResult: (text: string, suggestions: SearchSuggestion[]) => void,
) {
  const answered = new Map<string, SearchSuggestion[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  const stop = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };
  return {
    request(text: string) {
      stop();
      const q = text.trim().replace(/\s+/g, ' ').slice(0, 80);
      if (!q) return onResult(text, []);
      const kept = answered.get(q.toLowerCase());
      if (kept) return onResult(text, kept);
      timer = setTimeout(() => {
        const controller = new AbortController();
        inFlight = controller;
        apiRequest(`/api/search/suggestions?q=${encodeURIComponent(q)}`, {
          schema: searchSuggestionsReplySchema,
          signal: controller.signal,
        }).then(
          (reply) => {
            if (controller.signal.aborted) return;
            const list = inGroupOrder(reply.suggestions);
            answered.set(q.toLowerCase(), list);
            onResult(text, list);
          },
          // no suggestions is never an error the visitor has to read: the search still works
          () => {
            if (!controller.signal.aborted) onResult(text, []);
          },
        );
      }, SUGGESTION_DELAY_MS);
    },
    cancel: stop,
  };
}

export type SuggestionSource = ReturnType<typeof createSuggestionSource>;

/** The id of a suggestion's option, for aria-activedescendant. */
export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** 'Payson · 312 homes', 'Woodland Ct, Payson · 3 homes', 'MLS #6901651 · …'. */
function detail(suggestion: SearchSuggestion): string {
  const homes = `${formatWholeNumber(suggestion.count)} home${suggestion.count === 1 ? '' : 's'}`;
  if (suggestion.kind === 'mls') return '';
  return suggestion.city && suggestion.kind !== 'town' ? `${suggestion.city} · ${homes}` : homes;
}

/** The listbox: options in the order of `suggestions` (already grouped), the active one marked. */
export function SuggestionList({
  id,
  suggestions,
  activeIndex,
  onPick,
  onHover,
}: {
  id: string;
  suggestions: readonly SearchSuggestion[];
  activeIndex: number;
  onPick: (suggestion: SearchSuggestion) => void;
  onHover: (index: number) => void;
}) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[min(24rem,60vh)] overflow-y-auto rounded-lg border border-border bg-white p-1 text-left text-slate-900 shadow-lg"
    >
      {SUGGESTION_GROUPS.map((group) => {
        const items = suggestions.filter((s) => s.kind === group.kind);
        if (items.length === 0) return null;
        const headingId = `${id}-${group.kind}`;
        const Icon = group.icon;
        return (
          <div key={group.kind} role="group" aria-labelledby={headingId} className="py-1">
            <div
              id={headingId}
              role="presentation"
              className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {group.label}
            </div>
            {items.map((suggestion) => {
              // the list is in group order: an option's place in it is its index
              const at = suggestions.indexOf(suggestion);
              const active = at === activeIndex;
              const more = detail(suggestion);
              return (
                <div
                  key={`${suggestion.kind}-${suggestion.label}-${suggestion.city ?? ''}`}
                  id={suggestionOptionId(id, at)}
                  role="option"
                  aria-selected={active}
                  // pointer down, not click: the box would lose focus (and close the list) first
                  onMouseDown={(event) => {
                    event.preventDefault();
                    onPick(suggestion);
                  }}
                  onMouseMove={() => onHover(at)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                    active ? 'bg-slate-900 text-white' : 'hover:bg-slate-100',
                  )}
                >
                  <Icon className="size-4 shrink-0 opacity-70" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate font-medium">{suggestion.label}</span>
                  {more && (
                    <span
                      className={cn(
                        'shrink-0 text-xs',
                        active ? 'text-slate-200' : 'text-slate-600',
                      )}
                    >
                      {more}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
