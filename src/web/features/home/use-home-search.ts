import { useMemo, useState } from 'react';
import { useLocation, useRouter } from 'wouter';
import { useSearch as useLocationSearch } from 'wouter/use-browser-location';
import type { PropertySearchFilters } from '../../../contract/property-search';
import type { SearchSuggestion } from '../../../contract/search-suggestions';
import { DEFAULT_STATUS, type SortValue } from '../../../core/listing-search';
import {
  LOCATION_FIELDS,
  SEARCH_BOX_ONLY_FIELDS,
  type FilterField,
} from '../../../core/search-fields';
import {
  buildFilterPayload,
  EMPTY_SEARCH_FORM,
  type SearchFormValues,
} from '../../../core/search-form';
import type { Interpretation, KnownPlace } from '../../../core/search-interpreter';
import { usePropertySearch } from './api/search-properties';
import {
  formFromFilters,
  homeQuery,
  namesSearch,
  readHomeUrl,
  withoutLocation,
  type HomeSearch,
  type HomeView,
} from './home-url';

/** What the visitor has typed, and the URL search it was typed at. */
type Draft = {
  source: string;
  form: SearchFormValues;
  boxText: string;
  /** Towns the box matched by a guess ('Peyson' -> Payson), said above the results. */
  corrections: Interpretation['corrections'];
};

// the reader of typed text loads with the box's first focus or search: not in the first view
const loadInterpreter = () => import('../../../core/search-interpreter');

/** The filters a picked suggestion stands for. */
function filtersOfSuggestion(suggestion: SearchSuggestion): Partial<PropertySearchFilters> {
  const town = suggestion.city ? { city: suggestion.city } : {};
  switch (suggestion.kind) {
    case 'town':
      return { city: suggestion.label };
    case 'zip':
      return { zipCode: suggestion.label };
    case 'street':
      return { address: suggestion.label, ...town };
    case 'subdivision':
      return { subdivision: suggestion.label, ...town };
    case 'mls':
      return { mlsNumber: /#\s*([\w-]+)/.exec(suggestion.label)?.[1] ?? suggestion.label };
    default:
      return {};
  }
}

/**
 * The home page's search. The URL is the source of truth for what is searched (city, page and
 * the other filters, mirrored with history.replaceState so no history entries pile up); the
 * sidebar form and the search box hold what is being typed. Every new search starts at page 1.
 */
export function useHomeSearch() {
  // The raw `location.search` (wouter's own hook decodes it), re-read on replaceState too;
  // on the server, the request's (the Router's ssrSearch).
  const search = useLocationSearch({ ssrSearch: useRouter().ssrSearch });
  const [pathname] = useLocation();
  const current = useMemo(() => readHomeUrl(search), [search]);
  const results = usePropertySearch(current.filters, current.page, current.sort);

  const [draft, setDraft] = useState<Draft>(() => ({
    source: search,
    form: formFromFilters(current.filters),
    boxText: '',
    corrections: [],
  }));
  // After a navigation we did not make (the header's Home link, Back), the typing belongs to
  // another search: the form then shows the URL's search.
  const isCurrent = draft.source === search;
  const form = isCurrent ? draft.form : formFromFilters(current.filters);
  const boxText = isCurrent ? draft.boxText : '';
  const corrections = isCurrent ? draft.corrections : [];

  /** Shows `next` (URL and results) with the given form and box text; re-runs an unchanged search. */
  const show = (
    next: HomeSearch,
    view: { form: SearchFormValues; boxText: string; corrections?: Draft['corrections'] },
  ) => {
    // the list or the map, and the order, stay as they are unless asked otherwise
    const query = homeQuery({
      ...next,
      view: next.view ?? current.view,
      sort: next.sort ?? current.sort,
    });
    const target = query ? `?${query}` : '';
    setDraft({ source: target, corrections: [], ...view });
    if (target === window.location.search) {
      void results.refetch();
      return;
    }
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${target}${hash}`);
  };

  return {
    /** This page and search, for the property page's way back. */
    returnTo: `${pathname}${search}`,
    filters: current.filters,
    page: current.page,
    sort: current.sort,
    results,
    form,
    boxText,
    corrections,
    setForm: (values: SearchFormValues) =>
      setDraft({ source: search, form: values, boxText, corrections }),
    setBoxText: (text: string) => setDraft({ source: search, form, boxText: text, corrections }),
    /** Starts loading the reader of typed text (the box was focused). */
    prepareBox: () => void loadInterpreter(),

    /**
     * The search box (issue 40): what was typed, read as a search. It replaces the place
     * searched (town, ZIP, street, subdivision, MLS #, words); the other filters stay unless
     * the text names them too ('under 400k'). The box keeps the text as typed.
     */
    async searchBox(text: string, places: KnownPlace[] = []) {
      const { interpretSearch } = await loadInterpreter();
      const reading = interpretSearch(text, { places });
      if (reading.empty) return;
      const filters: PropertySearchFilters = {
        ...withoutLocation(current.filters),
        ...reading.filters,
        status: current.filters.status ?? DEFAULT_STATUS,
      };
      show(
        { filters, page: 1 },
        { form: formFromFilters(filters), boxText: text, corrections: reading.corrections },
      );
    },

    /** A suggestion picked from the box's list: its place replaces the place searched. */
    pickSuggestion(suggestion: SearchSuggestion) {
      const filters: PropertySearchFilters = {
        ...withoutLocation(current.filters),
        ...filtersOfSuggestion(suggestion),
        status: current.filters.status ?? DEFAULT_STATUS,
      };
      show({ filters, page: 1 }, { form: formFromFilters(filters), boxText: suggestion.label });
    },

    /** A quick-search chip: a fresh search of its town, nothing kept from before. */
    searchCity(city: string) {
      show(
        { filters: { status: DEFAULT_STATUS, city }, page: 1 },
        { form: { ...EMPTY_SEARCH_FORM, city }, boxText: '' },
      );
    },

    /** A chip's ×: the search without the filters it stands for (all listings if none left). */
    removeFilters(fields: readonly FilterField[]) {
      const filters: PropertySearchFilters = { ...current.filters };
      for (const field of fields) delete filters[field];
      filters.status ??= DEFAULT_STATUS;
      show({ filters, page: 1 }, { form: formFromFilters(filters), boxText: '' });
    },

    /** Another search in place of this one (a zero-results alternative). */
    searchInstead(filters: PropertySearchFilters) {
      show({ filters, page: 1 }, { form: formFromFilters(filters), boxText });
    },

    /** The results' order (newest, price, beds, square feet, price per square foot). */
    setSort(sort: SortValue) {
      show({ filters: current.filters, page: 1, sort }, { form, boxText, corrections });
    },

    /**
     * Whether the visitor searched (the URL names a search): the default Payson list of a bare
     * home page shows no chips.
     */
    searched: namesSearch(search),

    /**
     * The sidebar's search. The form has no ZIP or address field, so a ZIP or address from the
     * search box stays unless the form names a city or MLS number of its own.
     */
    searchForm(values: SearchFormValues) {
      const filters = buildFilterPayload(values);
      const keepsBoxLocation = !LOCATION_FIELDS.some((field) => filters[field]);
      for (const field of SEARCH_BOX_ONLY_FIELDS) {
        const kept = current.filters[field];
        if (keepsBoxLocation && kept) filters[field] = kept;
      }
      show(
        { filters, page: 1 },
        { form: values, boxText: keepsBoxLocation ? boxText : '', corrections },
      );
    },

    /** Clear: every field empty, and all active listings. */
    clear() {
      show(
        { filters: { status: DEFAULT_STATUS }, page: 1 },
        { form: EMPTY_SEARCH_FORM, boxText: '' },
      );
    },

    goToPage(page: number) {
      show({ filters: current.filters, page }, { form, boxText, corrections });
    },

    /** How the results show: 'map' puts the map above the list. */
    view: current.view ?? 'list',
    setView(view: HomeView) {
      show({ filters: current.filters, page: current.page, view }, { form, boxText });
    },

    /**
     * A map area (drawn, or the map's view): it replaces the place searched (city, ZIP,
     * address, MLS #), as the area is the place now; the other filters stay.
     */
    searchArea(polygon: string) {
      show(
        { filters: { ...withoutLocation(current.filters), polygon }, page: 1 },
        { form: { ...form, city: '', mlsNumber: '' }, boxText: '' },
      );
    },

    /** Takes the map area away: the other filters stay (all active listings if none). */
    clearArea() {
      const { polygon: _area, ...rest } = current.filters;
      show(
        { filters: { ...rest, status: rest.status ?? DEFAULT_STATUS }, page: 1 },
        { form, boxText },
      );
    },
  };
}
