import { useMemo, useState } from 'react';
import { useLocation, useRouter } from 'wouter';
import { useSearch as useLocationSearch } from 'wouter/use-browser-location';
import { DEFAULT_STATUS } from '../../../core/listing-search';
import { LOCATION_FIELDS, SEARCH_BOX_ONLY_FIELDS } from '../../../core/search-fields';
import {
  buildFilterPayload,
  EMPTY_SEARCH_FORM,
  parseSearchBox,
  type SearchFormValues,
} from '../../../core/search-form';
import { usePropertySearch } from './api/search-properties';
import {
  formFromFilters,
  homeQuery,
  readHomeUrl,
  withoutLocation,
  type HomeSearch,
  type HomeView,
} from './home-url';

/** What the visitor has typed, and the URL search it was typed at. */
type Draft = { source: string; form: SearchFormValues; boxText: string };

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
  const results = usePropertySearch(current.filters, current.page);

  const [draft, setDraft] = useState<Draft>(() => ({
    source: search,
    form: formFromFilters(current.filters),
    boxText: '',
  }));
  // After a navigation we did not make (the header's Home link, Back), the typing belongs to
  // another search: the form then shows the URL's search.
  const isCurrent = draft.source === search;
  const form = isCurrent ? draft.form : formFromFilters(current.filters);
  const boxText = isCurrent ? draft.boxText : '';

  /** Shows `next` (URL and results) with the given form and box text; re-runs an unchanged search. */
  const show = (next: HomeSearch, view: { form: SearchFormValues; boxText: string }) => {
    // the list or the map stays as it is unless asked otherwise
    const query = homeQuery({ ...next, view: next.view ?? current.view });
    const target = query ? `?${query}` : '';
    setDraft({ source: target, ...view });
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
    results,
    form,
    boxText,
    setForm: (values: SearchFormValues) => setDraft({ source: search, form: values, boxText }),
    setBoxText: (text: string) => setDraft({ source: search, form, boxText: text }),

    /** The search box replaces the location (city, ZIP, address, MLS #); other filters stay. */
    searchBox(text: string) {
      const parsed = parseSearchBox(text);
      if (!parsed) return;
      show(
        { filters: { ...withoutLocation(current.filters), ...parsed.filters }, page: 1 },
        {
          form: {
            ...form,
            city: parsed.filters.city ?? '',
            mlsNumber: parsed.filters.mlsNumber ?? '',
          },
          boxText: parsed.boxText,
        },
      );
    },

    searchCity(city: string) {
      show(
        { filters: { ...withoutLocation(current.filters), city }, page: 1 },
        { form: { ...form, city, mlsNumber: '' }, boxText: '' },
      );
    },

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
      show({ filters, page: 1 }, { form: values, boxText: keepsBoxLocation ? boxText : '' });
    },

    /** Clear: every field empty, and all active listings. */
    clear() {
      show(
        { filters: { status: DEFAULT_STATUS }, page: 1 },
        { form: EMPTY_SEARCH_FORM, boxText: '' },
      );
    },

    goToPage(page: number) {
      show({ filters: current.filters, page }, { form, boxText });
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
